import LosslessJSON

/// A switch's stored values for on and off (`true`/`false` unless given).
///
/// Most switches store `true`/`false`: those hold nothing but an empty
/// reference, so a switch setting is no larger than the other kinds (whose
/// rules are boxed) and a file of 100,000 switches carries no pairs of values.
public struct SwitchRule: Sendable {
    /// The values when they are not `true`/`false`.
    private final class Values: Sendable {
        let on: JSONValue
        let off: JSONValue

        init(on: JSONValue, off: JSONValue) {
            self.on = on
            self.off = off
        }
    }

    private var values: Values?

    public var on: JSONValue {
        get { values?.on ?? .bool(true) }
        set { self = SwitchRule(on: newValue, off: off) }
    }

    public var off: JSONValue {
        get { values?.off ?? .bool(false) }
        set { self = SwitchRule(on: on, off: newValue) }
    }

    /// The value selecting the switch's row gives after `value`: on becomes
    /// off, anything else on; where null is allowed, off becomes null first
    /// (on, off, null, on…).
    public func next(after value: JSONValue?, allowsNull: Bool) -> JSONValue {
        if value == on { return off }
        if allowsNull, value == off { return .null }
        return on
    }

    public init(on: JSONValue = .bool(true), off: JSONValue = .bool(false)) {
        values = on == .bool(true) && off == .bool(false) ? nil : Values(on: on, off: off)
    }
}
