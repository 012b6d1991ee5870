import LosslessJSON

/// A value the layout shows on a read-only row but does not edit (a JSON
/// Schema's constant, or a value with no row of its own shown as JSON):
/// where the file keeps it and what shows while it holds none. The row
/// reads the value from the values each time it is drawn: a layout holds
/// no value of the file.
public struct ShownValue: Sendable {
    /// What a row shows while the file holds nothing there.
    public enum Absent: Sendable, Equatable {
        /// The one value the layout allows (a constant), shown as it is.
        case constant(JSONValue)
        /// The layout's default, shown as JSON and marked as the default.
        case defaultValue(JSONValue)
        /// Nothing: "not set".
        case notSet
    }

    /// The key it is shown and read under (`get KEY`).
    public let key: String
    /// The member names that lead from the values object to it.
    public let storagePath: [String]
    public let absent: Absent
    /// Whether a stored value is shown as compact JSON (else as plain text, as a constant is).
    public let asJSON: Bool
    /// Why it is not edited, in words that follow "read-only:" (nil for a constant, which is its own reason).
    public let reason: String?

    public init(key: String, storagePath: [String], absent: Absent, asJSON: Bool, reason: String? = nil) {
        self.key = key
        self.storagePath = storagePath
        self.absent = absent
        self.asJSON = asJSON
        self.reason = reason
    }

    /// The value `get` prints while the file holds nothing: the constant or the default.
    public var absentValue: JSONValue? {
        switch absent {
        case .constant(let value), .defaultValue(let value): value
        case .notSet: nil
        }
    }

    /// The row's text for the value stored now (nil: none).
    public func text(_ stored: JSONValue?) -> String {
        if let stored { return asJSON ? Self.shortened(stored.jsonText) : stored.plainText }
        switch absent {
        case .constant(let value): return value.plainText
        case .defaultValue(let value): return Self.shortened(value.jsonText) + " (default)"
        case .notSet: return "not set"
        }
    }

    /// The screen shortens a long value to its width; `get` prints it whole, up to a size no config value sensibly reaches.
    static func shortened(_ text: String) -> String {
        text.utf8.count <= 65_536 ? text : String(text.prefix(65_535)) + "…"
    }
}
