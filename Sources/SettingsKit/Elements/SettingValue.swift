import LosslessJSON

/// A value a setting holds, as a Swift program writes and reads it: a
/// default, an option's value, the value a visibility condition waits for,
/// what a check is given, and what ``edit(_:values:input:output:onChange:)-(Form,_,_,_,_)``
/// hands back.
///
/// Literals spell the common ones: `true`, `42`, `0.5`, `"dark"`.
public enum SettingValue: Sendable, Hashable {
    /// A switch's on or off.
    case bool(Bool)
    /// A whole number (held exactly, 64 bits).
    case integer(Int64)
    /// A number with a fraction.
    case number(Double)
    /// A text.
    case text(String)
    /// An ordered list's entries.
    case list([SettingValue])
    /// A map's entries, by name.
    case map([String: SettingValue])
    /// JSON's `null`.
    case null

    /// The text, when the value is one.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The number, whole or not, when the value is one.
    public var number: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .number(let number): return number
        default: return nil
        }
    }

    /// The switch's state, when the value is one.
    public var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The value as the core stores it.
    var json: JSONValue {
        switch self {
        case .bool(let flag): return .bool(flag)
        case .integer(let integer): return .number(JSONNumber(integer))
        case .number(let number): return .number(JSONNumber(number))
        case .text(let text): return .string(text)
        case .list(let entries): return .array(entries.map(\.json))
        case .map(let entries):
            // Sorted by name: a dictionary has no order, and the file a map is saved into should not change from run to run.
            return .object(entries.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: $0.value.json) })
        case .null: return .null
        }
    }

    /// A value the core stores, in Swift's terms.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = number.integer.map { .integer($0) } ?? .number(number.double)
        case .string(let text): self = .text(text)
        case .array(let entries): self = .list(entries.map(SettingValue.init))
        case .object(let members):
            var entries: [String: SettingValue] = [:]
            for member in members { entries[member.key] = SettingValue(member.value) }
            self = .map(entries)
        }
    }
}

extension SettingValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral {
    /// `true` or `false`: a switch's state.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A text.
    public init(stringLiteral value: String) { self = .text(value) }
}
