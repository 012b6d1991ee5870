import FoundationEssentials
import SettingsCore

/// A row showing a date, a time of day, or both, in ISO 8601 and UTC
/// (`2026-11-23`, `14:30:00Z`, `2026-11-23T14:30:00Z`), asking for a new
/// one when selected; a text of another shape, or a day that doesn't exist
/// (`2026-02-30`), is refused. Stores the text; ``SettingValue/date`` reads
/// it back as a `Date`.
///
/// ```swift
/// DateField("Birthday", key: "birthday", .date)
/// DateField("Wake Up", key: "wakeUp", .time, default: Date(timeIntervalSince1970: 7 * 3600))
/// ```
public struct DateField: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A date of `style` titled `title`, stored under `key`, showing `default` when nothing is stored.
    public init(_ title: String, key: String, _ style: DateFieldStyle = .dateTime, default defaultValue: Date? = nil) {
        let setting = SettingDeclaration(key: key, kind: .text(style.textRule),
                                         defaultValue: defaultValue.flatMap { SettingValue($0, as: style) })
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
