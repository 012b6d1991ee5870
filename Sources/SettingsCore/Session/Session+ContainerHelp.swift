import LosslessJSON

/// The rules `help N` gives for a map or a list of records: what its
/// entries or fields hold, and how many there may be.
extension Session {
    func containerRules(of setting: Setting) -> [Message] {
        var lines: [Message] = []
        switch setting.kind {
        case .map(let rule):
            if let entry = setting.partSetting(.entry("")) {
                lines.append("Each entry: a name and a \(entry.kind.typeName)")
                lines += rules(of: entry).map { "  \($0)" }
                if let defaultValue = entry.defaultValue { lines.append("  A new entry starts at \(context.display(defaultValue, for: entry))") }
            }
            if let pattern = rule.namePattern { lines.append("Names match: \(pattern)") }
            lines += counts(rule.minCount, rule.maxCount, "Entries")
            lines.append("Edit: add, rename N NAME, delete N")
        case .records(let rule):
            let fields = rule.fields.map { field -> String in
                let kind = field.rule.map(\.kind.typeName) ?? "read-only"
                return "\(field.name) (\(kind)\(field.required ? ", required" : ""))"
            }
            lines.append("Fields: \(fields.joined(separator: ", "))")
            lines += counts(rule.minCount, rule.maxCount, "Items")
            if rule.unique { lines.append("Each item at most once") }
            lines.append("Edit: add, delete N, move N M; a new item holds its required fields")
        default:
            break
        }
        return lines
    }

    /// `help N` on an entry's or a field's row.
    func partHelp(_ title: String, _ part: ValuePart, of setting: Setting, _ partSetting: Setting) -> [Message] {
        let owner: Message
        let key: String
        switch part {
        case .entry(let name):
            owner = "an entry of \(setting.title)"
            key = "\(setting.key).\(EntryPath.escaped(name))"
        case .field(let record, let name):
            owner = "a field of \(context.builder.recordTitle(setting.key, record)) in \(setting.title)"
            key = "\(setting.key).\(record + 1).\(EntryPath.escaped(name))"
        }
        return ["\(title): \(owner) — \(partSetting.kind.typeName)"]
            + valueLines(partSetting, current: context.values.current(setting)?.value(of: part), key: key)
    }

    /// `help N` on an item's row of a list of records: its fields and their values.
    func recordHelp(_ title: String, _ index: Int, of setting: Setting) -> [Message] {
        guard case .records(let rule) = setting.kind else { return ["\(title)"] }
        let record = context.values.current(setting)?.arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        var lines: [Message] = ["\(title): item \(index + 1) of \(setting.title) — opens its fields"]
        for field in rule.fields {
            let value = record?.member(field.name)
            let shown: String
            if let part = setting.partSetting(.field(record: index, name: field.name)) {
                shown = context.formatter.detail(value ?? part.defaultValue, for: part)
            } else {
                shown = value.map { Message.excerpt($0.jsonText) } ?? "not set"
            }
            lines.append("  \(field.title): \(shown.isEmpty ? "(empty)" : shown)")
        }
        lines.append("  Key: \(setting.key)")
        return lines
    }

    private func counts(_ minCount: Int?, _ maxCount: Int?, _ word: String) -> [Message] {
        var counts: [String] = []
        if let minCount { counts.append("at least \(minCount)") }
        if let maxCount { counts.append("at most \(maxCount)") }
        return counts.isEmpty ? [] : ["\(word): \(counts.joined(separator: ", "))"]
    }
}
