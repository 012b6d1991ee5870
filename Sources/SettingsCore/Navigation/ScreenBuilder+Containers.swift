import LosslessJSON

/// The screens of maps and lists of records: their entries, a record's
/// fields, and the checkmark list of a part that is a choice.
extension ScreenBuilder {
    /// The title of record `index`: as ``RecordTitle`` names it, else `Item N`.
    func recordTitle(_ key: String, _ index: Int) -> String {
        guard let setting = layout.setting(key), case .records(let rule) = setting.kind else { return "Item \(index + 1)" }
        return Self.recordTitle(values.current(setting)?.arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil }, index, rule)
    }

    static func recordTitle(_ record: JSONValue?, _ index: Int, _ rule: RecordRule) -> String {
        RecordTitle.title(record, fields: rule.titleFields) ?? "Item \(index + 1)"
    }

    // MARK: - Maps

    func mapSections(_ setting: Setting, _ rule: MapRule, editing: Bool, _ numberer: inout Numberer) -> [Section] {
        let value = values.current(setting)
        if let value, value.objectMembers == nil {
            return notHeld(value, setting, expected: "an object of entries", example: "{}")
        }
        let entries = value?.objectMembers ?? []
        // The entries as loaded, looked up once (a member search per row would be quadratic in a large map).
        let isPending = values.isPending(setting.key)
        let original = isPending ? values.original(setting)?.objectMembers : nil
        let originals = original.map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) }
        var rows: [Row] = []
        for entry in entries {
            // With no entries as loaded (no map was stored), every entry is new.
            let pending = isPending && originals?[entry.key] != entry.value
            var row = partRow(setting, .entry(entry.key), title: entry.key, value: entry.value, pending: pending, numberer: &numberer)
            if editing { row.editControl = .delete }
            // A member no pattern names where no others are allowed (a name only a single pattern refuses is checked by set and validate).
            if !rule.patternEntries.isEmpty, rule.rule(forEntry: entry.key) == nil { row.flagged = true }
            rows.append(row)
        }
        rows.append(addRow(setting.key, title: rule.addTitle, count: entries.count, max: rule.maxCount, editing: editing, &numberer))
        // Below the rows of an object's properties, whose screen has the help already.
        return [Section(rows: rows, footer: rule.namedPane == nil ? screenHelp(setting) : nil)]
    }

    // MARK: - Records

    func recordListSections(_ setting: Setting, _ rule: RecordRule, editing: Bool, _ numberer: inout Numberer) -> [Section] {
        let value = values.current(setting)
        if let value, value.arrayValue == nil {
            return notHeld(value, setting, expected: "a list", example: "[]")
        }
        let records = value?.arrayValue ?? []
        let original = values.isPending(setting.key) ? values.original(setting)?.arrayValue ?? [] : records
        var rows: [Row] = []
        for (index, record) in records.enumerated() {
            let flagged = ValueRules.recordProblem(record, rule: rule, setting: setting, index: index) != nil
            let pending = !original.indices.contains(index) || original[index] != record
            rows.append(Row(number: numberer.next(), title: Self.recordTitle(record, index, rule), accessory: .disclosure,
                            editControl: editing ? .delete : nil, movable: editing, flagged: flagged, pending: pending,
                            action: .openRecord(key: setting.key, index: index)))
        }
        rows.append(addRow(setting.key, title: rule.addTitle, count: records.count, max: rule.maxCount, editing: editing, &numberer))
        return [Section(rows: rows, footer: screenHelp(setting))]
    }

    func recordSections(_ key: String, _ index: Int, _ numberer: inout Numberer) -> [Section] {
        guard let setting = layout.setting(key), case .records(let rule) = setting.kind else { return [] }
        guard let records = values.current(setting)?.arrayValue, records.indices.contains(index) else {
            return [Section(rows: [], footer: "There is no item \(index + 1) any more.")]
        }
        let record = records[index]
        guard let members = record.objectMembers else {
            return [Section(rows: [Row(title: record.jsonText, detail: "not an object", flagged: true)],
                            footer: "Item \(index + 1) is not an object; it is kept until you delete it or replace the list (set \(key) […]).")]
        }
        var editable: [Row] = []
        var readOnly: [Row] = []
        for field in rule.fields {
            let part = ValuePart.field(record: index, name: field.name)
            let value = record.member(field.name)
            let pending = values.isPending(key) && values.original(setting)?.value(of: part) != value
            let row = partRow(setting, part, title: field.title, value: value, pending: pending, numberer: &numberer)
            if row.number == nil { readOnly.append(row) } else { editable.append(row) }
        }
        for member in members where rule.field(member.key) == nil {
            readOnly.append(Row(title: member.key, detail: member.value.jsonText))
        }
        var sections = editable.isEmpty ? [] : [Section(rows: editable)]
        if !readOnly.isEmpty { sections.append(Section(rows: readOnly, footer: "Shown as they are in the file: edit the file to change them.")) }
        return sections
    }

    // MARK: - Parts

    /// The row of one part: drawn as a setting of its kind shows, or read-only as JSON when it can't be edited.
    private func partRow(_ setting: Setting, _ part: ValuePart, title: String, value: JSONValue?, pending: Bool, numberer: inout Numberer) -> Row {
        guard let partSetting = setting.partSetting(part) else {
            return Row(title: title, detail: value?.jsonText ?? "not set")
        }
        let shown = value ?? partSetting.defaultValue
        let flagged = value.map { ValueRules.problem(with: $0, for: partSetting) != nil } ?? false
        var row = Row(number: numberer.next(), title: title, flagged: flagged, pending: pending, action: .editPart(key: setting.key, part: part))
        row.detail = formatter.detail(shown, for: partSetting)
        switch partSetting.kind {
        case .switch(let rule):
            if !flagged, shown != nil, shown != .null { row.detail = "" }
            row.accessory = rule.checkbox ? (shown == rule.on ? .checkmark : .none) : .switch(shown == rule.on)
        case .choice:
            row.accessory = .disclosure
        default:
            break
        }
        return row
    }

    func partChoiceSections(_ key: String, _ part: ValuePart, _ numberer: inout Numberer) -> [Section] {
        guard let setting = layout.setting(key), let partSetting = setting.partSetting(part),
              case .choice(let options, let other) = partSetting.kind else { return [] }
        let value = values.current(setting)?.value(of: part) ?? partSetting.defaultValue
        let pending = values.isPending(key)
        var rows: [Row] = []
        var footer = partSetting.help
        // An open choice's own text checks its last row, Other…, which asks for it.
        let ownText = value.flatMap { value -> String? in
            guard other != nil, options.option(for: value) == nil, case .string(let text) = value else { return nil }
            return text
        }
        if let value, options.option(for: value) == nil, ownText == nil {
            rows.append(Row(title: value.plainText, detail: "not an option", accessory: .checkmark, flagged: true))
            footer = "\(value.plainText) is stored but is not one of the options; it is kept until you choose another."
        }
        rows += options.map { option in
            Row(number: numberer.next(), title: option.title, subtitle: option.help, accessory: option.value == value ? .checkmark : .none,
                pending: pending && option.value == value, action: .pickPart(key: key, part: part, value: option.value))
        }
        if let other {
            rows.append(Row(number: numberer.next(), title: other.title + formatter.glyphs.ellipsis, subtitle: other.help, detail: ownText ?? "",
                            accessory: ownText == nil ? .none : .checkmark, pending: pending && ownText != nil,
                            action: .editPart(key: key, part: part)))
        }
        return [Section(rows: rows, footer: footer)]
    }

    // MARK: - Shared

    /// The add row; a full container shows it without a number, as a disabled cell.
    private func addRow(_ key: String, title: String, count: Int, max: Int?, editing: Bool, _ numberer: inout Numberer) -> Row {
        if let max, count >= max { return Row(title: title, detail: "full (at most \(max))") }
        return Row(number: numberer.next(), title: title, editControl: editing ? .insert : nil, action: .add(key: key))
    }

    /// A stored value of the wrong kind, shown marked and kept.
    private func notHeld(_ value: JSONValue, _ setting: Setting, expected: String, example: String) -> [Section] {
        let key = setting.key
        let note = "\(value.jsonText) is stored, but it is not \(expected); it is kept until you replace it (set \(key) \(example)) or reset it."
        return [Section(rows: [Row(title: value.jsonText, detail: "not \(expected)", flagged: true)], footer: note)]
    }
}
