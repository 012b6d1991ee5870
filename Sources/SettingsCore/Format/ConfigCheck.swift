import LosslessJSON

/// A format's own check of a whole config, beyond what the layout's rows
/// express (a JSON Schema's validator: constraints between members,
/// `oneOf`, `required`…): a value of the format's own type, given by its
/// ``FormatOpening``. The core names no validator; sessions check each edit
/// and the save through it (``ConfigChecker``), and `validate` checks a
/// config file with it.
///
/// A check is pure: the same document gets the same report. A check that
/// is costly to set up (a schema turned into the validator's tree) does it
/// once, on first use, and keeps it.
public protocol ConfigCheck: Sendable {
    /// What is wrong with `config`, a whole config of this layout, as data.
    func check(_ config: JSONDocument) -> ConfigReport

    /// The report on a config not written yet: nothing checked, nothing wrong.
    var unwrittenReport: ConfigReport { get }

    /// What the check holds a config to, as `validate` names it after the
    /// layout's file: `JSON Schema draft-07`; nil when the format's name says it.
    var standard: String? { get }

    /// Why no config can be checked as the layout asks (a `$schema` naming
    /// a meta-schema that is neither a known draft's nor found on this
    /// machine): `validate` reports it as a problem of the layout file; nil when none.
    var standardProblem: LayoutProblem? { get }
}

extension ConfigCheck {
    package var unwrittenReport: ConfigReport { ConfigReport() }

    package var standard: String? { nil }

    package var standardProblem: LayoutProblem? { nil }
}
