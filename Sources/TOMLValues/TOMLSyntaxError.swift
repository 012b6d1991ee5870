/// Why a text is not TOML, and where: `offset` is the offending byte.
package struct TOMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every reason the reader refuses a text, worded in `message`.
    package enum Reason: Sendable, Equatable {
        case invalidUTF8
        case controlCharacter
        case bareCarriageReturn
        case expected(String)
        case unexpectedEnd
        case invalidKey
        case invalidValue
        case invalidEscape
        case unterminatedString
        case invalidNumber
        case integerOutOfRange
        case invalidDateTime
        case duplicateKey(String)
        case tableRedefined(String)
        case notATable(String)
        case inlineIsClosed(String)
        case staticArray(String)
        case tooDeep
        case tooLarge
    }

    package let reason: Reason
    package let offset: Int
    package let line: Int
    package let column: Int

    package init(_ reason: Reason, offset: Int, in bytes: [UInt8]) {
        self.reason = reason
        self.offset = offset
        var line = 1
        var lineStart = 0
        var i = 0
        let end = min(max(offset, 0), bytes.count)
        while i < end {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        var column = 1
        i = lineStart
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        self.line = line
        self.column = column
    }

    /// What is wrong, in a few words.
    package var message: String {
        switch reason {
        case .invalidUTF8: "the text is not valid UTF-8"
        case .controlCharacter: "a control character is not allowed here"
        case .bareCarriageReturn: "a carriage return must be followed by a line feed"
        case .expected(let what): "expected \(what)"
        case .unexpectedEnd: "the text ends too early"
        case .invalidKey: "expected a key (letters, digits, '_', '-', or a quoted key)"
        case .invalidValue: "expected a value (a string, number, boolean, date, array or inline table)"
        case .invalidEscape: "invalid escape sequence in a string"
        case .unterminatedString: "the string is not closed"
        case .invalidNumber: "invalid number"
        case .integerOutOfRange: "the integer does not fit in 64 bits"
        case .invalidDateTime: "invalid date or time"
        case .duplicateKey(let key): "the key '\(key)' is defined twice"
        case .tableRedefined(let key): "the table '\(key)' is defined twice"
        case .notATable(let key): "'\(key)' is a value, not a table"
        case .inlineIsClosed(let key): "'\(key)' is an inline value and cannot be extended elsewhere"
        case .staticArray(let key): "'\(key)' is an array written as a value, not an array of tables"
        case .tooDeep: "tables, arrays or inline tables are nested too deeply"
        case .tooLarge: "the file is too large for a TOML document (2 GB or more)"
        }
    }

    /// `line:column: message`, e.g. `12:5: the key 'name' is defined twice`.
    package var description: String { "\(line):\(column): \(message)" }
}
