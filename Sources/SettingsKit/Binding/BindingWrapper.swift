/// What the binding API's property wrappers share: each is encoded and
/// decoded as the bare wrapped value (a model's JSON is what it would be
/// without them), and compares and hashes as that value (its arguments are
/// the declaration's, not the value's).
public protocol BindingWrapper: Codable {
    /// The type of the property's value.
    associatedtype Value: Codable
    /// The property's value.
    var wrappedValue: Value { get }
    /// The wrapper of `value`, decoded by `decoder`: its arguments are
    /// found there when an edit decodes the model (see ``SettingsModel``).
    init(decoded value: Value, by decoder: any Decoder)
}

extension BindingWrapper {
    /// The bare value, and the arguments an edit's decoder has for it.
    public init(from decoder: any Decoder) throws {
        self.init(decoded: try Value(from: decoder), by: decoder)
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension BindingWrapper where Value: Equatable {
    /// Equal when the values are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension BindingWrapper where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
