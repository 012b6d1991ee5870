import LosslessJSON

extension Setting {
    /// `value` with each text this setting keeps secret in it — a secure
    /// text, and the secure texts among a map's entries or a record's
    /// fields — replaced by what `replace` gives for it. Every view that
    /// must not show secrets (a diff of the file, `list`) goes through here.
    public func replacingSecrets(in value: JSONValue, _ replace: (String) -> JSONValue) -> JSONValue {
        switch kind {
        case .text(let rule):
            guard rule.secure, case .string(let text) = value else { return value }
            return replace(text)
        case .variants:
            let resolved = self.resolved(for: value)
            if case .variants = resolved.kind { return value }
            return resolved.replacingSecrets(in: value, replace)
        case .map:
            guard let members = value.objectMembers else { return value }
            return .object(members.map { member in
                JSONMember(key: member.key, value: partSetting(.entry(member.key))?.replacingSecrets(in: member.value, replace) ?? member.value)
            })
        case .records:
            guard case .array(let records) = value else { return value }
            return .array(records.indices.map { index in
                guard let members = records[index].objectMembers else { return records[index] }
                return .object(members.map { member in
                    let field = partSetting(.field(record: index, name: member.key))
                    return JSONMember(key: member.key, value: field?.replacingSecrets(in: member.value, replace) ?? member.value)
                })
            })
        case .switch, .choice, .number, .list, .json:
            return value
        }
    }

    /// The secret texts in `value` (see ``replacingSecrets(in:_:)``), empty ones left out.
    package func secretTexts(in value: JSONValue) -> [String] {
        var texts: [String] = []
        _ = replacingSecrets(in: value) { text in
            if !text.isEmpty { texts.append(text) }
            return .string(text)
        }
        return texts
    }
}
