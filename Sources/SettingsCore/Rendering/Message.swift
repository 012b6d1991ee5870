/// Text to print that is safe by construction: the literal parts are the
/// program's own words, and everything interpolated into them — keys,
/// titles, values, paths, anything that may come from a file — is made
/// inert on the way in (control characters, DEL, C1 and bidirectional
/// overrides shown as visible escapes, see ``InertText``).
///
///     let line: Message = "key \(quoted: key) is already used at \(path)"
///
/// There is no way to interpolate raw text, and a literal can only be
/// written in the code (a `StaticString`), so forgetting to escape is not
/// possible; a `Message` interpolated into another is kept as it is (it is
/// inert already).
public struct Message: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The inert text.
    public private(set) var text: String

    /// A message of the program's own words.
    public init(stringLiteral literal: StaticString) {
        text = literal.description
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Text from outside the program (a file, the person), made inert.
    public init(escaping outside: String) {
        text = InertText.escape(outside)
    }

    public var description: String { text }

    /// The most characters of a text a message quotes whole. A longer one
    /// (a 100,000-character line pasted by mistake) is quoted as its
    /// beginning and "…": a message says which text it means, it need not
    /// repeat all of it.
    public static let quoteLimit = 80

    /// The longest web address a message quotes whole: an address cut
    /// short is a wrong address, and real ones are rarely over 2,000 characters.
    public static let urlLimit = 2048

    /// `text`, or its first ``quoteLimit`` characters and "…" when it is
    /// longer — except a web address (up to ``urlLimit``), which is never cut.
    public static func excerpt(_ text: String) -> String {
        if text.utf8.count <= urlLimit, isURL(text) { return text }
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: quoteLimit, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return text[..<end] + "…"
    }

    /// Whether `text` is one web address (`scheme://…`, no spaces), maybe
    /// in `<…>` or followed by punctuation as prose writes it.
    public static func isURL(_ text: some StringProtocol) -> Bool {
        var scheme = 0
        var sawMarker = false
        var bytes = text.utf8.drop { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "\"") }[...]
        while let byte = bytes.first, !sawMarker {
            if byte == UInt8(ascii: ":") {
                guard scheme > 0, bytes.starts(with: "://".utf8), bytes.count > 3 else { return false }
                sawMarker = true
                break
            }
            let isSchemeByte = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isSchemeByte else { return false }
            scheme += 1
            bytes = bytes.dropFirst()
        }
        return sawMarker && !text.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
    }

    /// Lines of text from outside the program, each made inert, joined by newlines.
    public init(escapingLines lines: some Sequence<String>) {
        text = lines.map(InertText.escape).joined(separator: "\n")
    }

    /// The two messages one after the other.
    public static func + (lhs: Message, rhs: Message) -> Message {
        var joined = lhs
        joined.text += rhs.text
        return joined
    }

    /// Builds a message: literals as they are, interpolations made inert.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// The program's own words.
        public mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        /// Anything else, made inert: strings, numbers, paths, JSON values.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += InertText.escape(value.description)
        }

        /// Text between double quotes, made inert: `"a\u{1B}b"`; a very
        /// long one is cut to its beginning (``Message/excerpt(_:)``).
        public mutating func appendInterpolation(quoted value: some CustomStringConvertible) {
            text += "\""
            text += InertText.escape(Message.excerpt(value.description))
            text += "\""
        }

        /// A message, already inert.
        public mutating func appendInterpolation(_ message: Message) {
            text += message.text
        }
    }
}

extension Sequence where Element == Message {
    /// The messages with `separator` between them.
    public func joined(separator: Message) -> Message {
        var result: Message = ""
        for (index, message) in enumerated() {
            if index > 0 { result = result + separator }
            result = result + message
        }
        return result
    }
}
