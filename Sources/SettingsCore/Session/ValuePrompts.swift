import LosslessJSON

/// The value the session is waiting for, if any: the next line answers it.
///
/// A prompt is pending from the reply that shows it until an answer
/// settles it, the person cancels it (Ctrl-C, or end of input), or a script
/// that goes on after an error drops it.
struct ValuePrompts: Sendable {
    /// The prompt being answered.
    private(set) var current: ValuePrompt?

    /// A reply that shows a prompt leaves that prompt pending.
    mutating func adopt(_ reply: Reply) {
        for case .prompt(let prompt) in reply.output { current = prompt }
    }

    /// Keeps asking `prompt` after its answer `line` was refused once taken
    /// (by a program's own check), offering the line to be corrected as a
    /// refused answer is.
    mutating func ask(again prompt: ValuePrompt, refused line: String) {
        current = prompt
        if !prompt.secure { current?.offer(refused: line) }
    }

    /// Drops the pending prompt without answering it; the value stays as it was.
    mutating func cancel() {
        current = nil
    }

    /// The answer to the pending prompt. An empty answer keeps the value; an
    /// invalid one says why and keeps asking.
    mutating func apply(answer line: String, in context: inout SessionContext) -> Reply {
        guard let prompt = current else { return Reply() }
        if line.isEmpty, case .newEntry(let key, let name) = prompt.target {
            current = nil
            return ContainerEditing().addEntry(name, to: key, value: "", in: &context).reply
        }
        // The value offered back as it was (Enter on a prefilled line) is no
        // change: parsed again, a text's outer spaces would be trimmed away.
        if line.isEmpty || (line == (prompt.unchanged ?? prompt.prefill) && prompt.target.editsAValue) {
            current = nil
            return context.showScreen()
        }
        let answer: ListEditing.Answer
        switch prompt.target {
        case .setting(let key):
            guard let setting = context.layout.setting(key) else {
                answer = (.error("unknown key \(quoted: key)"), true)
                break
            }
            switch ValueParser.parse(line, for: setting) {
            case .success(let value):
                answer = (context.changeAndShow(setting, to: value), true)
            case .failure(let error):
                answer = (.error("\(error)"), false)
            }
        case .listEntry(let key, let index):
            answer = ListEditing().replaceEntry(key, index: index, with: line, in: &context)
        case .listAddition(let key):
            answer = ListEditing().append(key, .string(line), returning: false, in: &context)
        case .part(let key, let part):
            answer = ContainerEditing().answerPart(part, of: key, with: line, in: &context)
        case .entryName(let key):
            answer = ContainerEditing().addEntry(named: line, to: key, in: &context)
        case .newEntry(let key, let name):
            answer = ContainerEditing().addEntry(name, to: key, value: line, in: &context)
        case .variant(let key, let index):
            guard let setting = context.layout.setting(key), case .variants(let variants) = setting.kind else {
                answer = (.error("unknown key \(quoted: key)"), true)
                break
            }
            switch ValueParser.parse(line, for: setting.variant(index, of: variants)) {
            case .success(let value):
                answer = (context.changeAndShow(setting, to: value), true)
            case .failure(let error):
                answer = (.error("\(error)"), false)
            }
        }
        if answer.settled {
            // A settled answer may ask the next question (a new entry's value after its name).
            current = nil
            adopt(answer.reply)
        } else if !prompt.secure {
            // Asked again, the prompt offers what was typed, to be corrected.
            current?.offer(refused: line)
        }
        return answer.reply
    }

    // MARK: - Asking

    /// The prompt for a text or number setting's new value (an open
    /// choice's own text; a setting of several kinds as the kind it has now).
    static func prompt(for setting: Setting, in context: SessionContext) -> ValuePrompt {
        if case .variants(let variants) = setting.kind, let value = context.values.current(setting),
           let index = variants.index(of: value, for: setting) {
            return prompt(for: setting, as: index, of: variants, in: context)
        }
        return ValuePrompt(target: .setting(key: setting.key), label: label(for: setting),
                           prefill: prefill(for: setting, in: context), secure: isSecure(setting))
    }

    /// The prompt for the value of a setting of several kinds as its kind `index`.
    static func prompt(for setting: Setting, as index: Int, of variants: [Variant], in context: SessionContext) -> ValuePrompt {
        let variant = setting.variant(index, of: variants)
        // A value of another kind is not offered for editing as this one.
        let holds = context.values.current(setting).map(variants[index].holdsKind) ?? false
        return ValuePrompt(target: .variant(key: setting.key, index: index), label: label(for: variant),
                           prefill: holds ? prefill(for: variant, in: context) : "", secure: isSecure(variant))
    }

    /// The prompt for a new text of a list's entry.
    static func prompt(forEntry index: Int, of setting: Setting, text: String) -> ValuePrompt {
        let label: Message = "Entry \(index + 1) of \(setting.title)"
        return ValuePrompt(target: .listEntry(key: setting.key, index: index), label: label, prefill: text, secure: false)
    }

    /// The prompt for a part of a container value, `entry` standing for it.
    static func prompt(forPart part: ValuePart, of setting: Setting, entry: Setting, value: JSONValue?) -> ValuePrompt {
        var prefill = ""
        if let value, !isSecure(entry) { prefill = retyped(value, for: entry) }
        return ValuePrompt(target: .part(key: setting.key, part: part), label: label(for: entry), prefill: prefill, secure: isSecure(entry))
    }

    /// The prompt's label, inert: `Volume (0 to 100, step 5, %)`.
    private static func label(for setting: Setting) -> Message {
        var details: [String] = []
        switch setting.kind {
        case .number(let rule):
            switch (rule.min, rule.max) {
            case let (min?, max?): details.append("\(NumberText.format(min)) to \(NumberText.format(max))")
            case let (min?, nil): details.append("at least \(NumberText.format(min))")
            case let (nil, max?): details.append("at most \(NumberText.format(max))")
            default: break
            }
            if let step = rule.step { details.append("step \(NumberText.format(step))") }
            if let unit = rule.unit { details.append(unit) }
        case .text(let rule):
            if let placeholder = rule.placeholder, !placeholder.isEmpty { details.append(placeholder) }
        case .list:
            details.append("a JSON array of texts")
        case .choice(_, let other?):
            details.append(other.rule.placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? "any text")
        default:
            break
        }
        return details.isEmpty ? "\(setting.title)" : "\(setting.title) (\(details.joined(separator: ", ")))"
    }

    private static func prefill(for setting: Setting, in context: SessionContext) -> String {
        guard !isSecure(setting), let value = context.values.current(setting) else { return "" }
        switch setting.kind {
        case .choice(let options, _):
            // An open choice's prompt edits a text of the person's own, not an option.
            return options.option(for: value) == nil && value.kind == .string ? value.plainText : ""
        default:
            return retyped(value, for: setting)
        }
    }

    /// What to type to get `value` back as `setting` reads it: its plain
    /// text (a list, object or text as JSON where the kind is typed as JSON
    /// or would read the plain text as something else: a text `12` where a
    /// number is a kind too).
    static func retyped(_ value: JSONValue, for setting: Setting) -> String {
        let plain = value.plainText
        switch setting.kind {
        case .json: return value.jsonText
        case .variants: return (try? ValueParser.parse(plain, for: setting).get()) == value ? plain : value.jsonText
        default: return plain
        }
    }

    private static func isSecure(_ setting: Setting) -> Bool {
        if case .text(let rule) = setting.kind { return rule.secure }
        return false
    }
}
