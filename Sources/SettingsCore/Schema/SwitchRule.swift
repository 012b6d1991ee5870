import LosslessJSON

/// A switch's stored values for on and off (`true`/`false` unless given).
public struct SwitchRule: Sendable {
    public var on: JSONValue = .bool(true)
    public var off: JSONValue = .bool(false)

    public init(on: JSONValue = .bool(true), off: JSONValue = .bool(false)) {
        self.on = on
        self.off = off
    }
}
