import LosslessJSON

extension JSONValue {
    /// Whether the value is a string, number, boolean or null.
    public var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// The value as a person reads it: strings without quotes, numbers in
    /// their shortest form, everything else as compact JSON.
    public var plainText: String {
        switch self {
        case .string(let text): return text
        case .number(let number): return NumberText.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array, .object: return jsonText
        }
    }

    /// The value as compact JSON text.
    public var jsonText: String {
        JSONSerializer.serialize(self, style: .minified)
    }

    /// The value as a number, if it is one.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// Whether a number beyond Double's range (`1e999`) is inside: it reads
    /// as infinity, which can't be written back (it would be saved as `null`).
    public var hasNonFiniteNumber: Bool {
        switch self {
        case .number(let number): return !number.isFinite
        case .array(let elements): return elements.contains { $0.hasNonFiniteNumber }
        case .object(let members): return members.contains { $0.value.hasNonFiniteNumber }
        default: return false
        }
    }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
