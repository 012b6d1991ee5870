import LosslessJSON

/// The rule of a value whose shape the schema leaves open (an object with
/// no properties, an array without `items`, a tuple, a value of no type):
/// it is typed as JSON, which must parse and, when the schema names one,
/// be of that JSON kind.
public struct JSONRule: Sendable, Equatable {
    /// The JSON kinds a value may be.
    public enum Shape: Sendable, Equatable {
        case object
        case array
    }

    /// The kind the value must be; nil for any.
    public var shape: Shape?

    public init(shape: Shape? = nil) {
        self.shape = shape
    }

    /// Whether `value` is of the shape the rule asks for (any, when it names none).
    public func holdsShape(of value: JSONValue) -> Bool {
        switch (shape, value) {
        case (nil, _), (.object?, .object), (.array?, .array): return true
        default: return false
        }
    }
}
