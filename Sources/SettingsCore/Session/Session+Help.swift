import LosslessJSON

/// `help` and `help N` (or a title, or a key): the commands, or everything about one row.
extension Session {
    func help(row name: RowName?) -> Reply {
        guard let name else { return .message(CommandSpec.helpText) }
        let row: Row
        switch self.row(name) {
        case .success(let found): row = found
        case .failure(let refusal):
            // A title no row here has may be a setting's key, explained wherever it is.
            guard case .title(let key) = name, let setting = layout.setting(key) else { return refusal.reply }
            row = Row(title: setting.title, action: .editValue(key: setting.key))
        }
        let title = row.title
        if case .editPart(let key, let part) = row.action, let setting = layout.setting(key), let partSetting = setting.partSetting(part) {
            return .message(partHelp(title, part, of: setting, partSetting).joined(separator: "\n"))
        }
        if case .openRecord(let key, let index) = row.action, let setting = layout.setting(key) {
            return .message(recordHelp(title, index, of: setting).joined(separator: "\n"))
        }
        guard let key = row.action.key, let whole = layout.setting(key) else {
            switch row.action {
            case .openPane: return .message("\(title): opens the \(title) screen.")
            case .none where row.number == nil: return .message(readOnlyHelp(row))
            default: return .message("\(title)")
            }
        }
        // Inside a setting of several kinds, its rows are about the kind its value has (or the kind the row names).
        var setting = whole
        switch (currentScreen, row.action, whole.kind) {
        case (.kinds, .pickKind(_, let index), .variants(let variants)): setting = whole.variant(index, of: variants)
        case (.choice, _, _): setting = context.editable(key, \.isChoice) ?? whole
        case (.list, _, _), (.listOptions, _, _): setting = context.editable(key, \.isList) ?? whole
        default: break
        }
        var lines: [Message] = ["\(title) — \(setting.kind.typeName)"]
        if case .pick(_, let value) = row.action {
            lines = ["\(title): an option of \(setting.title) — \(setting.kind.typeName)"]
            if case .choice(let options, _) = setting.kind, let optionHelp = options.option(for: value)?.help, !optionHelp.isEmpty {
                lines.append("  \(optionHelp)")
            }
        } else if case .pickKind = row.action {
            lines = ["\(title): a kind of value of \(setting.title) — \(setting.kind.typeName)"]
        }
        lines += valueLines(setting, current: context.values.current(whole), shownAs: whole)
        for condition in setting.conditions {
            let accepted = condition.accepted.map(\.plainText).joined(separator: " or ")
            lines.append("  Shown when: \(condition.key) is \(accepted)")
        }
        return .message(lines.joined(separator: "\n"))
    }

    /// A read-only row (which has no number): what it shows, and its note.
    private func readOnlyHelp(_ row: Row) -> Message {
        var lines: [Message] = ["\(row.title) — read-only"]
        if let subtitle = row.subtitle, !subtitle.isEmpty { lines.append("  \(subtitle)") }
        if !row.detail.isEmpty { lines.append("  Shows: \(row.detail)") }
        return lines.joined(separator: "\n")
    }

    /// A setting's help, rules, default, current value and key, indented;
    /// the default and current value shown as `whole` shows them (one kind of a value of several kinds is shown as the value).
    func valueLines(_ setting: Setting, current: JSONValue?, shownAs whole: Setting? = nil, key: String? = nil) -> [Message] {
        let whole = whole ?? setting
        let key = key ?? setting.key
        var lines: [Message] = []
        if let help = setting.help, !help.isEmpty {
            // A blank line between paragraphs stays blank (no trailing spaces); code keeps its own indentation after the two.
            lines += help.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  \(String($0))" }
        }
        lines += rules(of: setting).map { "  \($0)" }
        if setting.allowsNull {
            let cycle: Message = if case .switch = setting.kind { "; selecting the row goes on, off, null" } else { "" }
            lines.append("  Or null: set \(key) null\(cycle)")
        }
        let defaultText: Message = whole.defaultValue.map { context.display($0, for: whole) } ?? "none"
        lines.append("  Default: \(defaultText)")
        // A map's or list of records' value is counted here: its entries are on its screen.
        let currentText: Message = whole.kind.isContainer ? "\(context.formatter.detail(current, for: whole))" : context.display(current, for: whole)
        lines.append("  Current: \(currentText)")
        lines.append("  Key: \(key)")
        return lines
    }

    /// The allowed values or range of a setting, as lines.
    func rules(of setting: Setting) -> [Message] {
        func titles(_ options: [ChoiceOption]) -> String {
            options.map(\.title).joined(separator: ", ")
        }
        switch setting.kind {
        case .switch(let rule):
            let custom = rule.on != .bool(true) || rule.off != .bool(false)
            return ["Values: on, off" + (custom ? " (stored as \(rule.on.jsonText) and \(rule.off.jsonText))" : "")]
        case .choice(let options, nil):
            return ["Options: \(titles(options))"]
        case .choice(let options, let other?):
            return ["Options: \(titles(options))", "Or any other text (\(other.title)\(context.glyphs.ellipsis))"] + textRules(other.rule)
        case .text(let rule):
            return textRules(rule)
        case .variants(let variants):
            var lines: [Message] = ["Kinds: \(variants.map(\.title).joined(separator: ", "))"]
            for index in variants.indices {
                let kindRules = rules(of: setting.variant(index, of: variants)).map(\.text)
                if case .value = variants[index].content, !kindRules.isEmpty {
                    lines.append("\(variants[index].title): \(kindRules.joined(separator: "; "))")
                }
            }
            lines.append("A typed value is read as on/off, else a number, else JSON (null, [\"a\"], \"a quoted text\"), else an option or text")
            return lines
        case .number(let rule):
            var parts: [String] = []
            if let min = rule.min { parts.append("\(rule.minExclusive ? "above" : "from") \(NumberText.format(min))") }
            if let max = rule.max { parts.append("\(rule.maxExclusive ? "below" : "to") \(NumberText.format(max))") }
            if let step = rule.step { parts.append("step \(NumberText.format(step))") }
            if let unit = rule.unit { parts.append("unit \(unit)") }
            return parts.isEmpty ? [] : ["Range: \(parts.joined(separator: ", "))"]
        case .list(let rule):
            var lines: [Message] = []
            if let options = rule.options { lines.append("Options: \(titles(options))") }
            var counts: [String] = []
            if let minCount = rule.minCount { counts.append("at least \(minCount)") }
            if let maxCount = rule.maxCount { counts.append("at most \(maxCount)") }
            if !counts.isEmpty { lines.append("Entries: \(counts.joined(separator: ", "))") }
            lines.append(rule.unique ? "Each entry at most once" : "Entries may repeat")
            return lines
        case .map, .records:
            return containerRules(of: setting)
        case .json(let rule):
            return ["Typed as JSON" + (rule.shape == .object ? " (an object)" : rule.shape == .array ? " (an array)" : "")]
        }
    }

    /// A text's rules, as lines.
    private func textRules(_ rule: TextRule) -> [Message] {
        var lines: [Message] = []
        if rule.secure { lines.append("Secure: shown masked") }
        if let pattern = rule.pattern { lines.append("Pattern: \(pattern)") }
        if let format = rule.format { lines.append("Format: \(format.expectation)") }
        if let minLength = rule.minLength { lines.append("At least \(minLength) \(minLength == 1 ? "character" : "characters")") }
        if let maxLength = rule.maxLength { lines.append("At most \(maxLength) characters") }
        return lines
    }
}
