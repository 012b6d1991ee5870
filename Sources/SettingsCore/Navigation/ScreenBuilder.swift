import LosslessJSON

/// The data source: turns a screen of the navigation stack, with the
/// current values, into the rows it shows.
package struct ScreenBuilder {
    package let layout: Layout
    package let values: ValueStore
    package let formatter: ValueFormatter
    private let visibility: Visibility
    /// Settings the JSON Schema validator finds at fault, with its words:
    /// their rows are marked `(invalid)` (see ``ConfigChecker``).
    var invalid: [String: Message] = [:]

    package init(layout: Layout, values: ValueStore, formatter: ValueFormatter) {
        self.layout = layout
        self.values = values
        self.formatter = formatter
        self.visibility = Visibility(layout: layout, values: values)
    }

    /// The title a screen shows in its navigation bar.
    package func title(of screen: Screen) -> String {
        switch screen {
        case .pane(let id):
            return layout.paneOutline(id)?.title ?? ""
        case .choice(let key), .list(let key, _):
            // The editor of one kind of a value of several kinds is titled by that kind.
            guard let setting = layout.setting(key) else { return key }
            let shape: (SettingKind) -> Bool = screen == .choice(key: key) ? \.isChoice : \.isList
            if case .variants(let variants) = setting.kind, let index = setting.variantIndex(for: values.current(setting), shaped: shape) {
                return variants[index].title
            }
            return setting.title
        case .kinds(let key):
            return layout.setting(key)?.title ?? key
        case .listOptions(let key):
            guard let setting = editable(key, \.isList), case .list(let rule) = setting.kind else { return key }
            return rule.addTitle.trimmingSuffix("…").trimmingSuffix("...")
        case .record(let key, let index):
            return recordTitle(key, index)
        case .partChoice(let key, let part):
            return layout.setting(key)?.partSetting(part)?.title ?? part.name
        }
    }

    /// The model of a screen; `backTitle` is the parent's title when pushed.
    package func model(for screen: Screen, backTitle: String?) -> ScreenModel {
        // The rows share one budget for pattern checks: what it leaves unchecked, the screen says.
        var (model, unchecked) = PatternBudget.redraw { unbudgetedModel(for: screen, backTitle: backTitle) }
        if unchecked > 0 {
            let note = unchecked == 1
                ? "1 value here was not checked against its pattern: checking it takes too long. validate checks it."
                : "\(unchecked) values here were not checked against their patterns: checking them all takes too long. validate checks every one."
            model.sections.append(Section(rows: [], footer: note))
        }
        return model
    }

    private func unbudgetedModel(for screen: Screen, backTitle: String?) -> ScreenModel {
        var numberer = Numberer()
        let sections: [Section]
        var barButton: String? = backTitle == nil ? "Done" : nil
        switch screen {
        case .pane(let id):
            sections = paneSections(id, &numberer)
            // A screen that also shows a map's entries has the map's edit mode.
            if backTitle != nil, layout.paneOutline(id)?.entriesKey != nil { barButton = "Edit" }
        case .choice(let key):
            sections = choiceSections(key, &numberer)
        case .list(let key, let editing):
            sections = listSections(key, editing: editing, &numberer)
            barButton = editing ? "Done" : "Edit"
        case .listOptions(let key):
            sections = listOptionSections(key, &numberer)
        case .record(let key, let index):
            sections = recordSections(key, index, &numberer)
        case .partChoice(let key, let part):
            sections = partChoiceSections(key, part, &numberer)
        case .kinds(let key):
            sections = kindSections(key, &numberer)
        }
        return ScreenModel(title: title(of: screen), backTitle: backTitle, barButton: barButton, sections: sections)
    }

    /// Row `number` of a screen, as ``model(for:backTitle:)`` would number
    /// it. On a pane only that row is built: the rows before it are counted,
    /// not drawn (selecting a row on a long pane costs no more than on a short one).
    package func row(numbered number: Int, on screen: Screen) -> Row? {
        // Its pattern checks have a redraw's budget: the row was drawn so, and only its action is wanted.
        PatternBudget.redraw { unbudgetedRow(numbered: number, on: screen) }.0
    }

    /// Whether ``row(numbered:on:)`` builds a row of `screen` alone: on a
    /// pane, but not one that also shows a map's entries (numbered on from
    /// its rows), where the whole screen is built.
    package func buildsRowsAlone(on screen: Screen) -> Bool {
        guard case .pane(let id) = screen else { return false }
        return layout.paneOutline(id)?.entriesKey == nil
    }

    private func unbudgetedRow(numbered number: Int, on screen: Screen) -> Row? {
        guard buildsRowsAlone(on: screen), case .pane(let id) = screen else { return model(for: screen, backTitle: nil).row(numbered: number) }
        guard number > 0, let pane = layout.pane(id) else { return nil }
        var numberer = Numberer()
        for group in pane.groups where visibility.holds(group.visibleWhen) {
            switch group.content {
            case .items(let items):
                for index in items.indices where isNumbered(items[index].kind) && visibility.holds(items[index].visibleWhen) {
                    if numberer.last + 1 == number { return row(items, index, &numberer) }
                    _ = numberer.next()
                }
            case .radio(let key):
                let rows = optionRows(key, &numberer)
                if numberer.last >= number { return rows.first { $0.number == number } }
            }
        }
        return nil
    }

    /// Whether the row of an item of this kind carries a number (see ``row(_:_:_:)``).
    private func isNumbered(_ kind: Item.Kind) -> Bool {
        switch kind {
        case .info, .shown: return false
        case .pane, .action: return true
        case .setting(_, let index): return layout.setting(at: Int(index)) != nil
        }
    }

    // MARK: - Panes

    /// The rows of a pane, then the entries of the map it shows (see ``Pane/entriesKey``), if any.
    private func paneSections(_ id: Int, _ numberer: inout Numberer) -> [Section] {
        var sections = ownPaneSections(id, &numberer)
        if let key = layout.paneOutline(id)?.entriesKey, let setting = layout.setting(key), case .map(let rule) = setting.kind {
            sections += mapSections(setting, rule, editing: false, &numberer)
        }
        return sections
    }

    private func ownPaneSections(_ id: Int, _ numberer: inout Numberer) -> [Section] {
        guard let pane = layout.pane(id) else { return [] }
        var sections: [Section] = []
        for group in pane.groups where visibility.holds(group.visibleWhen) {
            var rows: [Row] = []
            switch group.content {
            case .items(let items):
                rows.reserveCapacity(items.count)
                // The titles lie scattered over a large file's bytes: asked for together, before the rows, their loads overlap.
                for index in items.indices { items[index].titleText.prefetch() }
                for index in items.indices where visibility.holds(items[index].visibleWhen) {
                    rows.append(row(items, index, &numberer))
                }
            case .radio(let key):
                rows = optionRows(key, &numberer)
            }
            sections.append(Section(header: group.header, rows: rows, footer: group.footer))
        }
        return sections
    }

    /// The row of item `index` of `items`. The item's fields are read where
    /// it lies: an item passed on its own (or met in a `for item in` loop) is
    /// copied out of the array first, retaining every text it holds.
    private func row(_ items: [Item], _ index: Int, _ numberer: inout Numberer) -> Row {
        let (title, subtitle) = (items[index].titleText.string, items[index].subtitleText?.string)
        switch items[index].kind {
        case .info(let value, let key):
            // A key with a setting behind it shows that setting's value as its row would (an option's title, the default).
            let text = value ?? key.flatMap { key in
                layout.setting(key).map { formatter.detail(values.current($0), for: $0) } ?? values.current(key: key)?.plainText
            } ?? ""
            return Row(title: title, subtitle: subtitle, detail: text)
        case .shown(let shown):
            var row = Row(title: title, subtitle: subtitle, detail: shown.text(values.current(key: shown.key)))
            row.readOnlyReason = shown.reason
            return row
        case .pane(let child):
            return Row(number: numberer.next(), title: title, subtitle: subtitle, accessory: .disclosure, action: .openPane(child))
        case .action(let name):
            return Row(number: numberer.next(), title: title, subtitle: subtitle, action: .runAction(name))
        case .setting(let key, let settingIndex):
            guard let setting = layout.setting(at: Int(settingIndex)) else { return Row(title: title) }
            return settingRow(title: title, subtitle: subtitle, key: key, setting, &numberer)
        }
    }

    /// The row of an item that holds a setting's value: built once, whole
    /// (a row filled in field by field was copied on the way out).
    private func settingRow(title: String, subtitle: String?, key: String, _ setting: Setting, _ numberer: inout Numberer) -> Row {
        let (value, pending) = values.currentAndPending(setting)
        let flagged = value.map { ValueRules.problem(with: $0, for: setting) != nil } ?? false
        let detail: String
        let accessory: Row.Accessory
        let action: RowAction
        switch setting.kind {
        case .switch(let rule):
            detail = flagged || value == nil || value == .null ? formatter.detail(value, for: setting) : ""
            accessory = rule.checkbox ? (value == rule.on ? .checkmark : .none) : .switch(value == rule.on)
            action = .toggle(key: key)
        case .choice:
            detail = formatter.detail(value, for: setting)
            accessory = .disclosure
            action = .openChoice(key: key)
        case .text, .number, .json:
            detail = formatter.detail(value, for: setting)
            accessory = .none
            action = .editValue(key: key)
        case .list(let rule):
            detail = formatter.detail(value, for: setting)
            accessory = .disclosure
            action = rule.checklist && rule.options != nil ? .openChoice(key: key) : .openList(key: key)
        case .map, .records:
            detail = formatter.detail(value, for: setting)
            accessory = .disclosure
            action = .openList(key: key)
        case .variants:
            detail = formatter.detail(value, for: setting)
            accessory = .disclosure
            action = .openKinds(key: key)
        }
        // The validator's mark: after the value, which the row still shows
        // (a value the row's own rules refuse is marked so already).
        guard !flagged, invalid[key] != nil else {
            return Row(number: numberer.next(), title: title, subtitle: subtitle, detail: detail, accessory: accessory,
                       flagged: flagged, pending: pending, action: action)
        }
        return Row(number: numberer.next(), title: title, subtitle: subtitle, detail: detail.isEmpty ? "(invalid)" : detail + " (invalid)",
                   accessory: accessory, flagged: true, pending: pending, action: action)
    }

    /// A setting's help below the rows of its value's screen: its beginning when it is long (see ``HelpExcerpt``).
    func screenHelp(_ setting: Setting) -> String? {
        setting.help.map { HelpExcerpt.excerpt($0, more: setting.key) }
    }

    // MARK: - Choices

    /// The setting under `key` as a screen of this shape edits it (a list's
    /// entries, a checkmark list): a setting of several kinds as its kind of that shape.
    func editable(_ key: String, _ shape: (SettingKind) -> Bool) -> Setting? {
        layout.setting(key).map { $0.resolved(for: values.current($0), shaped: shape) }
    }

    private func choiceSections(_ key: String, _ numberer: inout Numberer) -> [Section] {
        if let setting = layout.setting(key), case .list(let rule) = setting.kind, rule.checklist, let options = rule.options {
            return checklistSections(setting, options, &numberer)
        }
        guard let setting = editable(key, \.isChoice), case .choice(let options, let other) = setting.kind else { return [] }
        var rows: [Row] = []
        var footer = screenHelp(setting)
        let value = values.current(setting)
        // A text of the person's own checks the last row, Other…, which shows it.
        var ownText: String?
        if let value, options.option(for: value) == nil {
            if other != nil, case .string(let text) = value {
                ownText = text
            } else {
                rows.append(Row(title: value.plainText, detail: "not an option", accessory: .checkmark, flagged: true))
                footer = "\(value.plainText) is stored but is not one of the options; it is kept until you choose another."
            }
        }
        rows += optionRows(key, &numberer)
        if let other {
            let flagged = ownText.map { ValueRules.textProblem($0, rule: other.rule) != nil } ?? false
            rows.append(Row(number: numberer.next(), title: other.title + formatter.glyphs.ellipsis, subtitle: other.help, detail: ownText ?? "",
                            accessory: ownText == nil ? .none : .checkmark, flagged: flagged,
                            pending: ownText != nil && values.isPending(key), action: .editValue(key: key)))
        }
        return [Section(rows: rows, footer: footer)]
    }

    /// The options of a list chosen on a checkmark list, each checked while
    /// it is an entry (see ``ListRule/checklist``).
    private func checklistSections(_ setting: Setting, _ options: [ChoiceOption], _ numberer: inout Numberer) -> [Section] {
        let entries = values.current(setting)?.arrayValue ?? []
        let pending = values.isPending(setting.key)
        let rows = options.map { option in
            let checked = entries.contains(option.value)
            return Row(number: numberer.next(), title: option.title, subtitle: option.help, accessory: checked ? .checkmark : .none,
                       pending: pending && checked, action: .toggleEntry(key: setting.key, value: option.value))
        }
        var footer = screenHelp(setting)
        let strays = entries.filter { options.option(for: $0) == nil }
        if !strays.isEmpty {
            let note = "\(strays.map(\.plainText).joined(separator: ", ")) \(strays.count == 1 ? "is" : "are") stored but not among the options."
            footer = footer.map { $0 + "\n" + note } ?? note
        }
        return [Section(rows: rows, footer: footer)]
    }

    private func optionRows(_ key: String, _ numberer: inout Numberer) -> [Row] {
        guard let setting = editable(key, \.isChoice), case .choice(let options, _) = setting.kind else { return [] }
        let value = values.current(setting)
        // The checked option carries the mark of a change not saved yet: it is the row that shows the value.
        let pending = values.isPending(key)
        return options.map { option in
            Row(number: numberer.next(), title: option.title, subtitle: option.help,
                accessory: option.value == value ? .checkmark : .none,
                pending: pending && option.value == value,
                action: .pick(key: key, value: option.value))
        }
    }

    // MARK: - Lists

    private func listSections(_ key: String, editing: Bool, _ numberer: inout Numberer) -> [Section] {
        guard let setting = editable(key, \.isList) else { return [] }
        let rule: ListRule
        switch setting.kind {
        case .list(let listRule): rule = listRule
        case .map(let mapRule):
            // The other members of an object of properties: its properties' rows come first.
            let named = mapRule.namedPane.map { ownPaneSections($0, &numberer) } ?? []
            return named + mapSections(setting, mapRule, editing: editing, &numberer)
        case .records(let recordRule): return recordListSections(setting, recordRule, editing: editing, &numberer)
        default: return []
        }
        if let value = values.current(setting), value.arrayValue == nil {
            let note = "\(value.jsonText) is stored, but it is not a list; it is kept until you replace it (set \(key) [...]) or reset it."
            return [Section(rows: [Row(title: value.jsonText, detail: "not a list", flagged: true)], footer: note)]
        }
        let entries = values.current(setting)?.arrayValue ?? []
        var rows: [Row] = []
        for (index, entry) in entries.enumerated() {
            let option = rule.options?.option(for: entry)
            rows.append(Row(
                number: numberer.next(), title: option?.title ?? entry.plainText,
                editControl: editing ? .delete : nil, movable: editing,
                flagged: rule.options != nil && option == nil,
                action: rule.options == nil ? .editEntry(key: key, index: index) : .none))
        }
        // A full list shows its add row without a number, as a disabled cell.
        if let maxCount = rule.maxCount, entries.count >= maxCount {
            rows.append(Row(title: rule.addTitle, detail: "full (at most \(maxCount))"))
        } else {
            rows.append(Row(number: numberer.next(), title: rule.addTitle, editControl: editing ? .insert : nil, action: .add(key: key)))
        }
        return [Section(rows: rows, footer: screenHelp(setting))]
    }

    private func listOptionSections(_ key: String, _ numberer: inout Numberer) -> [Section] {
        guard let setting = editable(key, \.isList), case .list(let rule) = setting.kind, let options = rule.options else { return [] }
        let present = Set(values.current(setting)?.arrayValue ?? [])
        let missing = options.filter { !rule.unique || !present.contains($0.value) }
        let rows = missing.map { Row(number: numberer.next(), title: $0.title, action: .addOption(key: key, value: $0.value)) }
        return [Section(rows: rows, footer: rows.isEmpty ? "Every option is already in the list." : nil)]
    }
}

// MARK: - Kinds

extension ScreenBuilder {
    /// The kinds of a setting of several kinds, the one its value has checked and showing the value.
    private func kindSections(_ key: String, _ numberer: inout Numberer) -> [Section] {
        guard let setting = layout.setting(key), case .variants(let variants) = setting.kind else { return [] }
        let value = values.current(setting)
        let current = value.flatMap { variants.index(of: $0, for: setting) }
        var rows: [Row] = []
        var footer = screenHelp(setting)
        if let value, current == nil {
            rows.append(Row(title: value.jsonText, detail: "none of its kinds", accessory: .checkmark, flagged: true))
            footer = "\(value.jsonText) is stored but is none of its kinds; it is kept until you choose one."
        }
        let pending = values.isPending(key)
        for (index, variant) in variants.enumerated() {
            let chosen = index == current
            var detail = ""
            if chosen, case .value = variant.content { detail = formatter.detail(value, for: setting) }
            rows.append(Row(number: numberer.next(), title: variant.title, detail: detail, accessory: chosen ? .checkmark : .none,
                            flagged: chosen && value.map { ValueRules.problem(with: $0, for: setting) != nil } == true,
                            pending: pending && chosen, action: .pickKind(key: key, index: index)))
        }
        return [Section(rows: rows, footer: footer)]
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
