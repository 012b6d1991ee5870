import LosslessJSON

/// What one part of a container value holds — an entry of a map, a field
/// of a record — and how it is edited: the kind of a setting (switch,
/// choice, text, number or list of texts), its default and help.
public struct PartRule: Sendable {
    public var kind: SettingKind
    public var defaultValue: JSONValue?
    public var helpText: JSONText?
    /// Whether null is a value of its own besides its kind's (see ``Setting/allowsNull``).
    public var allowsNull = false

    public init(kind: SettingKind, defaultValue: JSONValue? = nil, helpText: JSONText? = nil) {
        self.kind = kind
        self.defaultValue = defaultValue
        self.helpText = helpText
    }
}
