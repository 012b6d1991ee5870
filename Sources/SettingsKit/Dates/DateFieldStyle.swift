import SettingsCore

/// Which parts of a date a row shows and takes, all in ISO 8601 (RFC 3339)
/// and in UTC: a day (`2026-11-23`), a time of day with its offset
/// (`14:30:00Z`), or both (`2026-11-23T14:30:00Z`).
///
/// A typed time may carry another offset (`14:30:00+01:00`); it is the same
/// instant, shown in UTC afterwards (`13:30:00Z`).
public enum DateFieldStyle: Sendable, Hashable, CaseIterable {
    /// A day: `2026-11-23`.
    case date
    /// A time of day: `14:30:00Z`.
    case time
    /// A day and a time: `2026-11-23T14:30:00Z`.
    case dateTime

    /// The format the core checks a typed text against.
    var textFormat: TextFormat {
        switch self {
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateTime
        }
    }

    /// What an empty row shows: the shape of the text it takes.
    var placeholder: String {
        switch self {
        case .date: return "YYYY-MM-DD"
        case .time: return "HH:MM:SSZ"
        case .dateTime: return "YYYY-MM-DDTHH:MM:SSZ"
        }
    }

    /// The rule of a text holding such a date.
    var textRule: TextRule {
        var rule = TextRule(placeholder: placeholder)
        rule.format = textFormat
        return rule
    }
}
