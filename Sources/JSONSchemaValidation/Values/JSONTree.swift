import LosslessJSON

/// A JSON value as the validator reads it, schemas and instances alike:
/// numbers exact (``ExactDecimal``), objects by member name.
///
/// Equality is JSON's: `1` equals `1.0`, objects are equal whatever the
/// order of their members, `false` never equals `0`. That is what `enum`,
/// `const` and `uniqueItems` mean, and hashing agrees with it, so
/// `uniqueItems` of a long array is one pass.
public indirect enum JSONTree: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(ExactDecimal)
    case string(String)
    case array([JSONTree])
    case object(JSONObject)

    /// The subtree at `node` of a parsed document; numbers are read from
    /// their text, so none is rounded.
    public init(_ document: JSONDocument, node: JSONNodeID) {
        switch document.kind(node) {
        case .null: self = .null
        case .bool: self = .bool(document.bool(node) ?? false)
        case .number:
            self = .number(document.numberText(node).flatMap(ExactDecimal.init) ?? ExactDecimal(0))
        case .string: self = .string(document.string(node) ?? "")
        case .array: self = .array(document.children(node).map { JSONTree(document, node: $0) })
        case .object:
            // The members go straight into the object: no list of pairs made first.
            let members = document.children(node).lazy.map { (document.key($0) ?? "", JSONTree(document, node: $0)) }
            self = .object(JSONObject(members, reservingCapacity: document.count(node)))
        }
    }

    /// The whole of a parsed document.
    public init(_ document: JSONDocument) {
        self.init(document, node: document.root)
    }

    /// The whole of a parsed document, its objects' members left in the
    /// document until first looked into: for a schema, whose validations
    /// each reach a small part of it. Equal to ``init(_:)`` in every way
    /// but when the work is done.
    public init(deferring document: JSONDocument) {
        self.init(deferring: document, node: document.root)
    }

    /// The subtree at `node`, objects deferred as ``init(deferring:)`` does
    /// (an array's items are in hand, their objects deferred in turn).
    init(deferring document: JSONDocument, node: JSONNodeID) {
        switch document.kind(node) {
        case .object: self = .object(JSONObject(deferred: DeferredMembers(document, node: node)))
        case .array: self = .array(document.children(node).map { JSONTree(deferring: document, node: $0) })
        default: self.init(document, node: node)
        }
    }

    /// A value built in memory. Its numbers are read from their shortest
    /// spelling, which is exact for integers and for what a Double holds.
    public init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(ExactDecimal(number.description) ?? ExactDecimal(0))
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONTree.init))
        case .object(let members): self = .object(JSONObject(members.lazy.map { ($0.key, JSONTree($0.value)) }, reservingCapacity: members.count))
        }
    }

    /// The member of an object, or nil.
    subscript(key: String) -> JSONTree? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var object: JSONObject? { if case .object(let object) = self { object } else { nil } }
    var array: [JSONTree]? { if case .array(let items) = self { items } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
    var number: ExactDecimal? { if case .number(let number) = self { number } else { nil } }
    var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }

    /// JSON Schema's name for the value's type (`integer` is reported for whole numbers).
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let number): number.isInteger ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The value written as compact JSON, for messages and the output format.
    public var json: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.description
        case .string(let text): return JSONTree.quoted(text)
        case .array(let items): return "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let object):
            return "{" + object.keys.map { JSONTree.quoted($0) + ":" + (object[$0]?.json ?? "null") }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal, in ASCII where a character could act on a terminal.
    static func quoted(_ text: String) -> String {
        // Most texts are ASCII (a schema's patterns: long, and quoted in the message of every branch
        // of an `anyOf` that fails): they are written byte by byte, with no scalar's properties to look up.
        var text = text
        if let ascii = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? quotedASCII(bytes) : nil }) { return ascii }
        return quotedByScalars(text)
    }

    /// ``quoted(_:)`` worked out scalar by scalar, for any text.
    static func quotedByScalars(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Control characters, and the invisible ones that reorder text on a
                // terminal, written as escapes: the output can't mislead whoever reads it.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// ``quoted(_:)`` of ASCII `bytes`: the same escapes (none of the invisible ones is ASCII).
    private static func quotedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let backslash = UInt8(ascii: "\\")
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + 2)
        for byte in bytes {
            let escape: UInt8? = switch byte {
            case UInt8(ascii: "\""), backslash: byte
            case UInt8(ascii: "\n"): UInt8(ascii: "n")
            case UInt8(ascii: "\r"): UInt8(ascii: "r")
            case UInt8(ascii: "\t"): UInt8(ascii: "t")
            case 0..<0x20, 0x7F: UInt8(ascii: "u")
            default: nil
            }
            guard let escape else {
                out.append(byte)
                continue
            }
            out.append(backslash)
            out.append(escape)
            if escape == UInt8(ascii: "u") {
                // `\u001b`: four hexadecimal digits, in lower case.
                for nibble in [0, 0, byte >> 4, byte & 0xF] { out.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10) }
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
