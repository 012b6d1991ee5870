import LosslessJSON

/// A switch's stored values for on and off (`true`/`false` unless given),
/// and whether its row is drawn as a checkbox.
///
/// Most switches store `true`/`false`: those hold nothing but an empty
/// reference, so a switch setting is no larger than the other kinds (whose
/// rules are boxed) and a file of 100,000 switches carries no pairs of values.
public struct SwitchRule: Sendable {
    /// The values when they are not `true`/`false`.
    private final class Values: Sendable {
        let on: JSONValue
        let off: JSONValue
        let checkbox: Bool

        init(on: JSONValue, off: JSONValue, checkbox: Bool) {
            self.on = on
            self.off = off
            self.checkbox = checkbox
        }
    }

    private var values: Values?

    public var on: JSONValue {
        get { values?.on ?? .bool(true) }
        set { self = SwitchRule(on: newValue, off: off, checkbox: checkbox) }
    }

    public var off: JSONValue {
        get { values?.off ?? .bool(false) }
        set { self = SwitchRule(on: on, off: newValue, checkbox: checkbox) }
    }

    /// Whether its row shows a checkmark while on (and no mark while off),
    /// as a checkbox does, rather than `[on]` / `[off]`.
    public var checkbox: Bool {
        get { values?.checkbox ?? false }
        set { self = SwitchRule(on: on, off: off, checkbox: newValue) }
    }

    /// The value selecting the switch's row gives after `value`: on becomes
    /// off, anything else on; where null is allowed, off becomes null first
    /// (on, off, null, on…).
    public func next(after value: JSONValue?, allowsNull: Bool) -> JSONValue {
        if value == on { return off }
        if allowsNull, value == off { return .null }
        return on
    }

    /// A switch stored as `on` and `off` (`true` and `false` by default);
    /// with `checkbox`, its row shows a checkmark while on and no mark while off.
    public init(on: JSONValue = .bool(true), off: JSONValue = .bool(false), checkbox: Bool = false) {
        values = on == .bool(true) && off == .bool(false) && !checkbox ? nil : Values(on: on, off: off, checkbox: checkbox)
    }
}
