// Foundation's essentials only: `Date` and its ISO 8601 and base64 text.
import FoundationEssentials
import LosslessJSON

/// A property-list value: what the bundle's plists hold, as plain Swift
/// data the rest of the module can match on.
package enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data([UInt8])
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The value as JSON, which is how it is shown and stored: dates as ISO
    /// 8601 text, data as base64, dictionaries with their keys sorted.
    package var json: JSONValue {
        switch self {
        case .string(let string): return .string(string)
        case .integer(let integer): return .number(JSONNumber(integer))
        case .real(let real): return .number(JSONNumber(real))
        case .bool(let bool): return .bool(bool)
        case .date(let date): return .string(date.ISO8601Format())
        case .data(let bytes): return .string(Data(bytes).base64EncodedString())
        case .array(let elements): return .array(elements.map(\.json))
        case .dictionary(let members):
            return .object(members.keys.sorted().compactMap { key in members[key].map { JSONMember(key: key, value: $0.json) } })
        }
    }

    /// The text, when the value is a string.
    package var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, when the value is an integer or a real.
    package var number: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .real(let real): return real
        default: return nil
        }
    }

    /// The elements, when the value is an array.
    package var array: [PlistValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members, when the value is a dictionary.
    package var dictionary: [String: PlistValue]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// How the value reads as a yes/no, as Foundation's `boolValue` reads it
    /// (and so iOS, for a switch without its own true and false values):
    /// booleans as they are, non-zero numbers, and text starting with Y, y,
    /// T, t or a non-zero digit (after spaces, signs and zeros). Nil for
    /// other kinds.
    package var truth: Bool? {
        switch self {
        case .bool(let bool): return bool
        case .integer(let integer): return integer != 0
        case .real(let real): return real != 0
        case .string(let text):
            var rest = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == "0" }
            guard let first = rest.first else { return false }
            return "YyTt123456789".contains(first)
        default: return nil
        }
    }

    /// The kind's name, for messages: "a string", "an array", ….
    package var kindWithArticle: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .real: return "a real number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .data: return "data"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }
}
