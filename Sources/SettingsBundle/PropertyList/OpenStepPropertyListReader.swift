/// Reads old-style (OpenStep) text property lists, above all `.strings`
/// localisation tables, into ``PlistValue``s.
///
/// Written by hand for the reasons ``XMLPropertyListReader`` gives; here
/// also so that a table's problems are reported in this tool's words, at
/// their line.
///
/// The format, as CoreFoundation reads it: strings, quoted (`"…"` or
/// `'…'`, with C-like escapes) or bare (`[A-Za-z0-9_$/:.-]+`); data as hex
/// digits in `<…>`; arrays `( a, b, )`; dictionaries `{ key = value; }`,
/// where `key;` alone means `key = key;`. Comments (`/* */`, `//`) may
/// stand between any two tokens. A `.strings` table is a dictionary's
/// pairs without the braces; an empty text is an empty dictionary.
///
/// It is stricter than CoreFoundation where that silently drops text: after
/// a table's last pair, after a comment never closed, or a broken last
/// element of an array. Zero bytes read as an empty table, as a text of
/// only space does (Foundation refuses them).
struct OpenStepPropertyListReader {
    /// Why a list can't be read (one type for every reader).
    typealias Damage = PropertyListReader.ReadFailure

    /// Arrays and dictionaries nested deeper than this are refused (as
    /// CoreFoundation does, the outermost one is level 0).
    static let maxDepth = 512

    /// The text, as UTF-8 without a byte-order mark.
    let bytes: [UInt8]
    /// Where reading is: an index into `bytes`, at most `bytes.count`.
    var index = 0

    private init(text: [UInt8]) { bytes = text }

    /// The list's value: a dictionary for a `.strings` table.
    static func read(_ bytes: [UInt8]) -> Result<PlistValue, Damage> {
        let text: [UInt8]
        switch utf8Text(bytes) {
        case .success(let converted): text = converted
        case .failure(let failure): return .failure(Damage(failure.problem.reason(line: PropertyListText.line(in: bytes, at: failure.at))))
        }
        var reader = Self(text: text)
        do {
            return .success(try reader.top())
        } catch {
            return .failure(Damage(error.problem.reason(line: PropertyListText.line(in: text, at: error.at))))
        }
    }

    /// A problem, and the byte it is reported at.
    struct Failure: Error {
        var problem: Problem
        var at: Int
        init(_ problem: Problem, at: Int) { self.problem = problem; self.at = at }
    }

    // MARK: - Text

    /// `bytes` as UTF-8: UTF-16 with a byte-order mark converted (an odd last
    /// byte ignored, as Foundation does; unpaired surrogates become U+FFFD),
    /// a UTF-8 mark dropped, other text checked to be UTF-8.
    private static func utf8Text(_ bytes: [UInt8]) -> Result<[UInt8], Failure> {
        if let bigEndian = PropertyListText.utf16BigEndian(bytes) {
            return .success(PropertyListText.utf8(fromUTF16: bytes.dropFirst(2), bigEndian: bigEndian))
        }
        let text = PropertyListText.hasUTF8ByteOrderMark(bytes) ? Array(bytes.dropFirst(3)) : bytes
        guard String(validating: text, as: UTF8.self) != nil else {
            return .failure(Failure(.notUTF8, at: firstInvalidUTF8(text) + bytes.count - text.count))
        }
        return .success(text)
    }

    /// The character a surrogate pair stands for.
    static func combined(_ high: UInt16, _ low: UInt16) -> Unicode.Scalar {
        Unicode.Scalar(0x10000 + (UInt32(high & 0x3FF) << 10) + UInt32(low & 0x3FF)) ?? "\u{FFFD}"
    }

    /// Where the first byte that isn't part of valid UTF-8 is.
    private static func firstInvalidUTF8(_ text: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = text.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error, .emptyInput: return offset
            }
        }
    }

    /// The character starting at byte `position` (the text is valid UTF-8).
    func scalar(at position: Int) -> Unicode.Scalar {
        let slice = bytes[min(position, bytes.count)..<min(position + 4, bytes.count)]
        return String(decoding: slice, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Whether U+2028 or U+2029 (line and paragraph separator, which count
    /// as white space) starts at byte `position`.
    func isUnicodeSeparator(at position: Int) -> Bool {
        position + 2 < bytes.count && bytes[position] == 0xE2 && bytes[position + 1] == 0x80
            && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9)
    }

    /// Skips white space and comments; false at the end of the text.
    mutating func skipSpace() throws(Failure) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if isUnicodeSeparator(at: index) {
                index += 3
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D, !isUnicodeSeparator(at: index) {
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let opening = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw Failure(.unclosedComment, at: opening) }
                index += 2
            } else {
                return true
            }
        }
        return false
    }

    // MARK: - Values

    /// The whole list: one value, or a table of pairs without braces.
    private mutating func top() throws(Failure) -> PlistValue {
        guard try skipSpace() else { return .dictionary([:]) }
        guard let value = try value(depth: 0) else { throw Failure(.unexpected(scalar(at: index)), at: index) }
        guard try skipSpace() else { return value }
        // Only a string may be the first key of a table; read again as one.
        guard case .string = value else { throw Failure(.textAfterEnd, at: index) }
        index = 0
        return .dictionary(try dictionaryContent(depth: 0, opening: nil))
    }

    /// The value starting at the next token; nil (having read nothing but
    /// space) if the text ends or the token can't start a value.
    private mutating func value(depth: Int) throws(Failure) -> PlistValue? {
        guard try skipSpace() else { return nil }
        let opening = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth <= Self.maxDepth else { throw Failure(.tooDeep, at: opening) }
            index += 1
            if bytes[opening] == UInt8(ascii: "{") {
                return .dictionary(try dictionaryContent(depth: depth, opening: opening))
            }
            return .array(try arrayContent(depth: depth, opening: opening))
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            return try string().map(PlistValue.string)
        }
    }

    /// A dictionary's pairs, up to its `}` (read), or for a table without
    /// braces (`opening` nil) up to the end of the text. Later pairs replace
    /// earlier ones with the same key.
    private mutating func dictionaryContent(depth: Int, opening: Int?) throws(Failure) -> [String: PlistValue] {
        var members: [String: PlistValue] = [:]
        while true {
            guard try skipSpace() else {
                if let opening { throw Failure(.unclosedDictionary, at: opening) }
                return members
            }
            if opening != nil, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            guard let key = try string() else { throw Failure(.unexpected(scalar(at: index)), at: index) }
            let keyEnd = index
            guard try skipSpace(), bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ";") else {
                throw Failure(.missingEqualsOrSemicolon(key: key), at: keyEnd)
            }
            if bytes[index] == UInt8(ascii: ";") {
                // `"key";` is short for `"key" = "key";`.
                index += 1
                members[key] = .string(key)
                continue
            }
            let equals = index
            index += 1
            guard let value = try value(depth: depth + 1) else {
                if index < bytes.count, bytes[index] != UInt8(ascii: ";") {
                    throw Failure(.unexpected(scalar(at: index)), at: index)
                }
                throw Failure(.missingValue(key: key), at: equals)
            }
            let valueEnd = index
            guard try skipSpace(), bytes[index] == UInt8(ascii: ";") else {
                throw Failure(.missingSemicolon(key: key), at: valueEnd)
            }
            index += 1
            members[key] = value
        }
    }

    /// An array's elements up to its `)` (read); a comma may follow the last.
    private mutating func arrayContent(depth: Int, opening: Int) throws(Failure) -> [PlistValue] {
        var elements: [PlistValue] = []
        while true {
            guard try skipSpace() else { throw Failure(.unclosedArray, at: opening) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return elements
            }
            guard let element = try value(depth: depth + 1) else {
                throw Failure(.unexpected(scalar(at: index)), at: index)
            }
            elements.append(element)
            let elementEnd = index
            guard try skipSpace() else { throw Failure(.unclosedArray, at: opening) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: ")"): index += 1; return elements
            default: throw Failure(.missingComma, at: elementEnd)
            }
        }
    }

    /// Data: pairs of hex digits, with space between pairs, up to `>`.
    private mutating func data() throws(Failure) -> [UInt8] {
        let opening = index
        index += 1
        var data: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return data
            } else if let high = PropertyListText.digit(byte, radix: UInt8(16)) {
                let next = index + 1
                guard next < bytes.count, let low = PropertyListText.digit(bytes[next], radix: UInt8(16)) else {
                    // Space, `>` or the end here leaves a digit alone.
                    let lone = next >= bytes.count || PropertyListText.isSpace(bytes[next]) || bytes[next] == UInt8(ascii: ">")
                        || isUnicodeSeparator(at: next)
                    throw Failure(lone ? .oddHexDigits : .notHexDigit(scalar(at: next)), at: next)
                }
                data.append(high << 4 | low)
                index += 2
            } else if PropertyListText.isSpace(byte) {
                index += 1
            } else if isUnicodeSeparator(at: index) {
                index += 3
            } else {
                throw Failure(.notHexDigit(scalar(at: index)), at: index)
            }
        }
        throw Failure(.unclosedData, at: opening)
    }
}

extension OpenStepPropertyListReader {
    /// Why reading stopped. Each reason completes "Root.strings: is not a
    /// valid property list: …", with the line of the byte it's reported at.
    enum Problem: Equatable {
        case notUTF8
        case unclosedComment, unclosedString, unclosedData, unclosedArray, unclosedDictionary
        case unexpected(Unicode.Scalar)
        case missingEqualsOrSemicolon(key: String)
        case missingValue(key: String)
        case missingSemicolon(key: String)
        case missingComma
        case oddHexDigits
        case notHexDigit(Unicode.Scalar)
        case textAfterEnd
        case tooDeep

        func reason(line: Int) -> String {
            switch self {
            case .notUTF8: "its text is not valid UTF-8 (line \(line))"
            case .unclosedComment: "a comment opened on line \(line) is never closed"
            case .unclosedString: "a string opened on line \(line) is never closed"
            case .unclosedData: "data <…> opened on line \(line) is never closed"
            case .unclosedArray: "an array (…) opened on line \(line) is never closed"
            case .unclosedDictionary: "a dictionary {…} opened on line \(line) is never closed"
            case .unexpected(let character): "unexpected \(Self.quoted(String(character))) (line \(line))"
            case .missingEqualsOrSemicolon(let key): "missing \"=\" or \";\" after the key \(Self.quoted(key)) (line \(line))"
            case .missingValue(let key): "missing the value of \(Self.quoted(key)) (line \(line))"
            case .missingSemicolon(let key): "missing \";\" after the value of \(Self.quoted(key)) (line \(line))"
            case .missingComma: "missing \",\" or \")\" after an array element (line \(line))"
            case .oddHexDigits: "data <…> has an odd number of hex digits (line \(line))"
            case .notHexDigit(let character): "data <…> holds \(Self.quoted(String(character))), which is not a hex digit (line \(line))"
            case .textAfterEnd: "text after the property list's end (line \(line))"
            case .tooDeep: "nests deeper than \(OpenStepPropertyListReader.maxDepth) levels (line \(line))"
            }
        }

        /// `text` in double quotes, as messages show it (see ``PropertyListText/shown(_:)``).
        static func quoted(_ text: String) -> String {
            "\"" + PropertyListText.shown(text) + "\""
        }
    }
}
