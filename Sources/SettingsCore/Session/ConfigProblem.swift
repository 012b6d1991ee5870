import JSONSchemaValidation

/// One thing the JSON Schema validator finds wrong with a config: where in
/// the config, which keyword of the layout, and the validator's words.
public struct ConfigProblem: Sendable, Hashable {
    /// The JSON pointer to the member at fault ("" for the whole config).
    public let pointer: String
    /// The keyword's place in the layout, e.g. `/properties/port/maximum`.
    public let keywordLocation: String
    /// The validator's sentence, e.g. `must be at most 65535, not 70000`.
    public let message: String

    public init(pointer: String, keywordLocation: String, message: String) {
        self.pointer = pointer
        self.keywordLocation = keywordLocation
        self.message = message
    }

    init(_ error: ValidationError) {
        self.init(pointer: error.instanceLocation, keywordLocation: error.keywordLocation, message: error.message)
    }

    /// What stays the same while the same rule is broken at the same place
    /// (the message may quote the value, which changes).
    var identity: String { pointer + "\u{0}" + keywordLocation }

    /// The keyword that failed: the last part of its location.
    var keyword: Substring { keywordLocation.split(separator: "/").last ?? "" }

    /// Whether the config can be made valid by adding members (a required
    /// member, one another member depends on), so a valid state that takes
    /// several steps is let through one step at a time, and `done` asks.
    var isMissingMembers: Bool {
        ["required", "dependentRequired", "dependencies"].contains(keyword)
    }

    /// The member's path in the config: the pointer's parts, unescaped.
    var path: [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    /// `/port: must be at most 65535, not 70000` (inert: the words quote the file).
    var line: Message {
        "\(pointer.isEmpty ? "top level" : pointer): \(message)"
    }
}
