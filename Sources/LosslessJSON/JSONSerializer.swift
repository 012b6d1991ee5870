/// Canonical text for new values.
///
/// - Strings escape only what JSON requires: `"`, `\` and control characters
///   (`\b \f \n \r \t`, others as `\u001b`). No `\/`; non-ASCII stays raw.
/// - Numbers: whole numbers within 64 bits in full (`30`, `-2`,
///   `9007199254740993`); others the shortest text that reads back as the
///   same Double (`0.5`, `1e+100`); non-finite numbers become `null`.
/// - Pretty styles: non-empty objects one member per line; arrays of scalars
///   inline (`["en", "fr"]`), other non-empty arrays one element per line;
///   empty ones `[]` / `{}`. Minified styles: everything on one line.
public enum JSONSerializer {
    public static func serialize(_ value: JSONValue, style: JSONFormatStyle) -> String {
        serialize(value, style: style, indent: "")
    }

    /// Serializes `value` as if it started on a line indented by `indent`:
    /// nested lines get `indent` plus units; the first line gets nothing.
    package static func serialize(_ value: JSONValue, style: JSONFormatStyle, indent: String) -> String {
        var out = ""
        write(value, style: style, indent: indent, into: &out)
        return out
    }

    /// The quoted, escaped JSON spelling of `string`.
    package static func quoted(_ string: String) -> String {
        var out = ""
        writeString(string, into: &out)
        return out
    }

    /// The JSON spelling of a number (see the type's documentation).
    package static func numberText(_ x: JSONNumber) -> String { x.description }

    static func write(_ value: JSONValue, style: JSONFormatStyle, indent: String, into out: inout String) {
        // Recursion depth equals the value's nesting depth; values come from
        // the program (or from a document bounded by `JSONLimits.maxDepth`).
        let colon = style.spaceAfterColon ? ": " : ":"
        switch value {
        case .null:
            out += "null"
        case .bool(let b):
            out += b ? "true" : "false"
        case .number(let x):
            out += numberText(x)
        case .string(let s):
            writeString(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
            } else if style.isMinified || elements.allSatisfy(\.isScalar) {
                let comma = style.isMinified && !style.spaceAfterColon ? "," : ", "
                out += "["
                for (k, element) in elements.enumerated() {
                    if k > 0 { out += comma }
                    write(element, style: style, indent: indent, into: &out)
                }
                out += "]"
            } else {
                let inner = indent + style.indentUnit
                out += "["
                for (k, element) in elements.enumerated() {
                    out += k > 0 ? "," + style.newline + inner : style.newline + inner
                    write(element, style: style, indent: inner, into: &out)
                }
                out += style.newline + indent + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
            } else if style.isMinified {
                let comma = style.spaceAfterColon ? ", " : ","
                out += "{"
                for (k, member) in members.enumerated() {
                    if k > 0 { out += comma }
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, style: style, indent: indent, into: &out)
                }
                out += "}"
            } else {
                let inner = indent + style.indentUnit
                out += "{"
                for (k, member) in members.enumerated() {
                    out += k > 0 ? "," + style.newline + inner : style.newline + inner
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, style: style, indent: inner, into: &out)
                }
                out += style.newline + indent + "}"
            }
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Only ASCII bytes are escaped, and no byte of a multi-byte UTF-8
        // sequence is ASCII: the runs between escapes are copied as UTF-8.
        // (Appending to `unicodeScalars` would copy the whole output each
        // time: quadratic when a save inserts thousands of members.)
        let utf8 = s.utf8
        var pending = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out += String(decoding: utf8[pending..<index], as: UTF8.self)
                switch byte {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                default: out += escapeSpelling(byte)
                }
                pending = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += String(decoding: utf8[pending..<utf8.endIndex], as: UTF8.self)
        out += "\""
    }
}
