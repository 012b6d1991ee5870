import LosslessJSON

/// A layout as a ``SettingsFormat`` opened it: the checked layout, and how
/// its values are kept — data the format returns, so that sessions,
/// saving and `validate` follow it without asking which format it was.
package struct FormatOpening: Sendable {
    /// The layout (nil when any problem is an error), the values the
    /// layout holds, and every problem found.
    package var result: LayoutResult

    /// The values the layout file itself holds, where it holds them (this
    /// project's settings file keeps them in its `values` member): saved
    /// back into the layout file when no values file is given, and laid
    /// under a values file's when one is. Nil when the layout file holds
    /// none (a JSON Schema's values live in the config it describes).
    package var ownValues: ValuesObject?

    /// Whether a default is ever written to the values file. False for a
    /// format whose defaults are shown and never stored (a Settings.bundle:
    /// the app reads its own defaults), so a value set back to its
    /// default leaves the file.
    package var storesDefaults: Bool

    /// The format's own check of a whole config file, beyond what the
    /// layout's rows express (a JSON Schema's validator); nil when the format has none.
    package var configCheck: (any ConfigCheck)?

    /// Whether ``configCheck`` stands without the layout: it checks any
    /// config (an object or not) whether or not the layout opened, and the
    /// layout's problems are not the config's. A JSON Schema is a
    /// validator first, whether or not it can also be drawn.
    package var checkStandsAlone: Bool

    /// What `validate` says about the config beside its values: members
    /// the layout doesn't describe (warnings, placed by their dotted
    /// path), and how many members belong to others and are not checked
    /// (a VS Code settings.json holds the editor's too). Nil when the
    /// layout describes the whole file.
    package var configCoverage: (@Sendable (JSONDocument) -> (problems: [LayoutProblem], skipped: Int))?

    package init(
        result: LayoutResult, ownValues: ValuesObject? = nil, storesDefaults: Bool = true,
        configCheck: (any ConfigCheck)? = nil, checkStandsAlone: Bool = false,
        configCoverage: (@Sendable (JSONDocument) -> (problems: [LayoutProblem], skipped: Int))? = nil
    ) {
        self.result = result
        self.ownValues = ownValues
        self.storesDefaults = storesDefaults
        self.configCheck = configCheck
        self.checkStandsAlone = checkStandsAlone
        self.configCoverage = configCoverage
    }
}

extension FormatOpening {
    /// The opening of an input `format` does not read (the registry hands
    /// each format only what it recognised, so this is a safety net): no
    /// layout, and the problem saying what the format expected.
    package static func unopened(by format: some SettingsFormat) -> FormatOpening {
        FormatOpening(result: LayoutResult(layout: nil, storedValues: [:], problems: [
            LayoutProblem(.notALayout(expected: [format.expectedContent ?? format.name]), place: ""),
        ]))
    }
}
