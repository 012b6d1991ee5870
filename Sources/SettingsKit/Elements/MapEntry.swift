import LosslessJSON
import SettingsCore

/// What each entry of a ``Map`` holds.
public enum MapEntry: Sendable {
    /// A text.
    case text
    /// A number, within `range` when given.
    case number(range: ClosedRange<Double>? = nil)
    /// On or off.
    case `switch`
    /// One of `options`.
    case choice([Choice])

    /// The entry's kind as the core holds it.
    var kind: SettingKind {
        switch self {
        case .text: return .text(TextRule())
        case .number(let range):
            return .number(NumberRule(min: range.map { JSONNumber($0.lowerBound) }, max: range.map { JSONNumber($0.upperBound) }))
        case .switch: return .switch(SwitchRule())
        case .choice(let options): return .choice(options.map(\.choiceOption))
        }
    }
}
