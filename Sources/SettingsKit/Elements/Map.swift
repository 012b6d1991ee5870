import SettingsCore

/// A row opening named entries the person adds, renames and removes, each
/// holding a value of one kind (`name  value`): shortcuts, environment variables.
public struct Map: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A map titled `title`, stored under `key`, whose entries hold `entries`;
    /// `count` bounds how many there may be.
    public init(_ title: String, key: String, entries: MapEntry, count: ClosedRange<Int>? = nil) {
        let rule = MapRule(entry: PartRule(kind: entries.kind), minCount: count?.lowerBound, maxCount: count?.upperBound)
        let setting = SettingDeclaration(key: key, kind: .map(rule), defaultValue: nil)
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
