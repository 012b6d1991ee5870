/// A section of a form: a ``FormSection`` of elements or a ``RadioGroup``.
public protocol FormContent: Sendable {
    /// What the section declares, read when the form becomes a layout.
    var sectionDeclaration: SectionDeclaration { get }
}

extension FormContent {
    /// Shows the section only while the setting under `key` holds `value`.
    public func visible(when key: String, equals value: SettingValue) -> SectionDeclaration {
        visible(when: key, in: [value])
    }

    /// Shows the section only while the setting under `key` holds one of `values`.
    public func visible(when key: String, in values: [SettingValue]) -> SectionDeclaration {
        var changed = sectionDeclaration
        changed.visibleWhen = VisibleWhen(key: key, accepted: values)
        return changed
    }
}
