import LosslessJSON

/// A number field's rules.
public struct NumberRule: Sendable, Hashable {
    public var min: JSONNumber?
    public var max: JSONNumber?
    public var step: JSONNumber?
    public var unit: String?
    /// Whether `min` and `max` themselves are refused (a JSON Schema's exclusive bounds).
    public var minExclusive = false
    public var maxExclusive = false

    public init(min: JSONNumber? = nil, max: JSONNumber? = nil, step: JSONNumber? = nil, unit: String? = nil) {
        self.min = min
        self.max = max
        self.step = step
        self.unit = unit
    }
}
