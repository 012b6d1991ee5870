import LosslessJSON

/// JSON, or JSONC (comments and trailing commas) by its dialect.
package struct JSONValuesSyntax: ValuesSyntax {
    package let dialect: JSONDialect

    package init(dialect: JSONDialect = .json) {
        self.dialect = dialect
    }

    package var name: String { dialect.allowsComments ? "jsonc" : "json" }

    package func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> any ValuesDocument {
        JSONValuesDocument(json: try JSONDocument.parse(bytes, dialect: dialect), dialect: dialect)
    }

    package func newDocument(_ value: JSONValue) -> [UInt8] {
        let style = JSONFormatStyle(indentUnit: "  ", newline: "\n", spaceAfterColon: true)
        return Array((JSONSerializer.serialize(value, style: style) + "\n").utf8)
    }

    package func claims(fileName: String) -> Bool {
        let name = fileName.lowercased()
        return name.hasSuffix(".json") || name.hasSuffix(".jsonc")
    }

    /// An object or array, after any byte-order mark, whitespace and comments.
    package func recognises(start: ArraySlice<UInt8>) -> Bool {
        var i = start.startIndex
        if start[i...].starts(with: [0xEF, 0xBB, 0xBF]) { i += 3 }
        while i < start.endIndex {
            switch start[i] {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "/"):
                // A comment: JSONC's, told by what follows it.
                guard i + 1 < start.endIndex, start[i + 1] == UInt8(ascii: "/") || start[i + 1] == UInt8(ascii: "*") else { return false }
                let line = start[i + 1] == UInt8(ascii: "/")
                i += 2
                while i < start.endIndex {
                    if line, start[i] == 0x0A { break }
                    if !line, start[i] == UInt8(ascii: "/"), start[i - 1] == UInt8(ascii: "*") { break }
                    i += 1
                }
                i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return true
            default:
                return false
            }
        }
        return false
    }
}
