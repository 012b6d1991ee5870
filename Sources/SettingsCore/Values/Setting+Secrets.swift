import LosslessJSON

extension Setting {
    /// The texts in `value` that this setting keeps secret: a secure text,
    /// and the secure texts among a map's entries or a record's fields. A
    /// view of the file (a diff) masks them as a row masks its value.
    public func secretTexts(in value: JSONValue) -> [String] {
        switch kind {
        case .text(let rule):
            guard rule.secure, case .string(let text) = value, !text.isEmpty else { return [] }
            return [text]
        case .variants:
            let resolved = self.resolved(for: value)
            if case .variants = resolved.kind { return [] }
            return resolved.secretTexts(in: value)
        case .map:
            return (value.objectMembers ?? []).flatMap { member in
                partSetting(.entry(member.key))?.secretTexts(in: member.value) ?? []
            }
        case .records:
            guard case .array(let records) = value else { return [] }
            return records.indices.flatMap { index in
                (records[index].objectMembers ?? []).flatMap { member in
                    partSetting(.field(record: index, name: member.key))?.secretTexts(in: member.value) ?? []
                }
            }
        case .switch, .choice, .number, .list:
            return []
        }
    }
}
