import LosslessJSON
import TOMLValues

/// A document written as toml-test's tagged JSON: every scalar becomes
/// `{"type": "integer", "value": "42"}`, tables objects, arrays arrays.
enum TaggedJSON {
    static func encode(_ doc: TOMLDocument, _ node: Int32 = TOMLDocument.root) -> String {
        switch doc.kind(node) {
        case .table:
            let members = doc.children(node).map { quote(doc.key(of: $0) ?? "") + ":" + encode(doc, $0) }
            return "{" + members.joined(separator: ",") + "}"
        case .array:
            return "[" + doc.children(node).map { encode(doc, $0) }.joined(separator: ",") + "]"
        case .string: return tagged("string", doc.string(node))
        case .integer:
            guard case .number(let n) = doc.value(node), let i = n.integer else { return tagged("integer", "?") }
            return tagged("integer", String(i))
        case .float: return tagged("float", doc.token(node).replacingOccurrences(of: "_", with: ""))
        case .bool: return tagged("bool", doc.token(node))
        case .offsetDateTime: return tagged("datetime", TOMLDateTimeText.rfc3339(doc.token(node)))
        case .localDateTime: return tagged("datetime-local", TOMLDateTimeText.rfc3339(doc.token(node)))
        case .localDate: return tagged("date-local", doc.token(node))
        case .localTime: return tagged("time-local", TOMLDateTimeText.rfc3339(doc.token(node)))
        }
    }

    static func tagged(_ type: String, _ value: String) -> String {
        "{\"type\":\"\(type)\",\"value\":\(quote(value))}"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
