import FoundationEssentials

extension SettingValue {
    /// The text a ``DateField`` of `style` stores for `date` (in UTC, to the
    /// second); nil for an instant beyond the years 0000–9999.
    public init?(_ date: Date, as style: DateFieldStyle) {
        guard let text = ISODate.text(of: date, style: style) else { return nil }
        self = .text(text)
    }

    /// The instant a ``DateField``'s text stands for, when the value is one:
    /// a date and time as it says, a day alone at midnight UTC, a time alone
    /// on 1970-01-01 (UTC).
    public var date: Date? {
        guard let text else { return nil }
        for style in [DateFieldStyle.dateTime, .date, .time] {
            if let date = ISODate.date(from: text, style: style) { return date }
        }
        return nil
    }
}
