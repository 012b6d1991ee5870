import LosslessJSON

/// One thing a format's ``ConfigCheck`` finds wrong with a config: where in
/// the config, which rule of the layout, and the check's words.
public struct ConfigProblem: Sendable, Hashable {
    /// The JSON pointer to the member at fault ("" for the whole config).
    public let pointer: String
    /// The rule's place in the layout, the same while the same rule is
    /// broken, e.g. a JSON Schema's keyword location `/properties/port/maximum`.
    public let rule: String
    /// The rule as messages name it in full, e.g. `schema: #/properties/port/maximum`.
    public let ruleName: String
    /// The check's sentence, e.g. `must be at most 65535, not 70000`.
    public let message: String
    /// Whether the config can be made valid by adding members (a required
    /// member, one another member depends on), so a valid state that takes
    /// several steps is let through one step at a time, and `done` asks.
    public let isMissingMembers: Bool

    public init(pointer: String, rule: String, ruleName: String, message: String, isMissingMembers: Bool = false) {
        self.pointer = pointer
        self.rule = rule
        self.ruleName = ruleName
        self.message = message
        self.isMissingMembers = isMissingMembers
    }

    /// What stays the same while the same rule is broken at the same place
    /// (the message may quote the value, which changes).
    var identity: String { pointer + "\u{0}" + rule }

    /// The member's path in the config: the pointer's parts, unescaped.
    var path: [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(JSONPointerToken.name)
    }

    /// `/port: must be at most 65535, not 70000` (inert: the words quote the file).
    var line: Message {
        "\(pointer.isEmpty ? "top level" : pointer): \(message)"
    }
}
