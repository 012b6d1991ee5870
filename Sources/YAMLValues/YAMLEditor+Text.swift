import LosslessJSON

extension YAMLDocument {
    /// A scalar written as `old` was where the value allows: plain when it
    /// reads back as itself, else in the old quotes, else double quotes.
    func scalarText(_ value: JSONValue, like old: YAMLNode?, flow: Bool) -> String {
        switch value {
        case .null: return old.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) == "~" } == true ? "~" : "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number): return number.description
        case .string(let text):
            let style = old?.style ?? .plain
            if style == .plain || style == .literal || style == .folded, YAMLCoreSchema.plainKeepsString(text, flow: flow) { return text }
            if style == .single || (style == .plain && old != nil), !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return "'" + text.replacingAll("'", with: "''") + "'"
            }
            return Self.doubleQuoted(text)
        case .array, .object:
            return flowText(value)
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A value on one line: `{a: 1, b: [x, y]}`.
    func flowText(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            return "{" + members.map { scalarText(.string($0.key), like: nil, flow: true) + ": " + flowText($0.value) }.joined(separator: ", ") + "}"
        case .array(let items):
            return "[" + items.map(flowText).joined(separator: ", ") + "]"
        default:
            return scalarText(value, like: nil, flow: true)
        }
    }

    /// A collection as a block value after `key:` (lines indented by `indent`, starting with a line break);
    /// an empty one, or a scalar, on the key's line.
    func blockText(_ value: JSONValue, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            return members.map { newline + pad + memberText($0, indent: indent) }.joined()
        case .array(let items) where !items.isEmpty:
            return items.map { newline + pad + "- " + itemText($0, indent: indent + 2) }.joined()
        default:
            return " " + flowText(value)
        }
    }

    /// `key: value` at `indent` (no indentation of its own, no line break after).
    func memberText(_ member: JSONMember, indent: Int) -> String {
        let key = scalarText(.string(member.key), like: nil, flow: false)
        return key + ":" + blockText(member.value, indent: indent + indentUnit)
    }

    /// An item after `- ` whose own lines are indented by `indent`.
    func itemText(_ value: JSONValue, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            return members.enumerated().map { ($0.offset == 0 ? "" : newline + pad) + memberText($0.element, indent: indent) }.joined()
        case .array(let items) where !items.isEmpty:
            return items.enumerated().map { ($0.offset == 0 ? "" : newline + pad) + "- " + itemText($0.element, indent: indent + 2) }.joined()
        default:
            return flowText(value)
        }
    }
}

extension String {
    /// This text with every `target` replaced (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
