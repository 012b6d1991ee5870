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

    /// `text`, or its first ``quoteLimit`` characters and "…" when it is longer.
    public static func excerpt(_ text: String) -> String {
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: quoteLimit, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return text[..<end] + "…"
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
