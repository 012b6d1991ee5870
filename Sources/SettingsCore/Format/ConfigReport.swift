/// What a format's ``ConfigCheck`` found in a whole config: problems as
/// data, worded by the format, placed by the command line or the session.
public struct ConfigReport: Sendable {
    /// What makes the config invalid, in the order the format found them.
    package var problems: [ConfigProblem]
    /// What is worth a warning but leaves the config valid, placed in the
    /// config (a JSON Schema's `format` that its draft only notes).
    package var notes: [ConfigProblem]
    /// Parts of the config that were not checked, each a phrase the
    /// format words in full (a schema's reference on the web, never fetched).
    package var unchecked: [Message]
    /// The report in the format's own machine-readable form (JSON Schema's
    /// basic output format), printed by `validate --json`; nil when the
    /// format has none.
    package var machineOutput: String?

    package init(problems: [ConfigProblem] = [], notes: [ConfigProblem] = [], unchecked: [Message] = [], machineOutput: String? = nil) {
        self.problems = problems
        self.notes = notes
        self.unchecked = unchecked
        self.machineOutput = machineOutput
    }
}
