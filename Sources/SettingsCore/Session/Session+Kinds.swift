import LosslessJSON

/// Choosing the kind of a setting of several kinds, then editing its value as that kind.
extension Session {
    /// Kind `index` picked in the list of kinds: the value becomes one of
    /// that kind (kept when it already is; else the kind's default, else its
    /// natural value), then that kind's editor opens — the switch flips when
    /// it was the kind already, a text or number is asked for, a choice or
    /// list opens its screen; a fixed value (None) is simply set.
    mutating func pickKind(_ index: Int, of variants: [Variant], for setting: Setting) -> Reply {
        let variant = setting.variant(index, of: variants)
        let current = context.values.current(setting)
        let wasCurrent = current.flatMap { variants.index(of: $0, for: setting) } == index
        var notes: [Reply.Output] = []
        if !wasCurrent {
            let fits = { (value: JSONValue) in ValueRules.problem(with: value, for: variant) == nil }
            var start = [current, variants[index].defaultValue, Self.naturalValue(of: variants[index])].compactMap { $0 }.first(where: fits)
            // A list is built on its own screen: it starts empty even when it needs entries.
            if start == nil, case .list = variant.kind { start = variants[index].defaultValue ?? .array([]) }
            if let start, start != current { notes = context.change(setting, to: start) }
            if notes.contains(where: { if case .error = $0 { true } else { false } }) { return Reply(notes) }
        }
        if case .constant = variants[index].content { return context.showScreen(notes) }
        switch variant.kind {
        case .switch(let rule):
            if wasCurrent { notes = context.change(setting, to: current == rule.on ? rule.off : rule.on) }
            return context.showScreen(notes)
        case .choice:
            return context.go(.open(.choice(key: setting.key))).after(notes)
        case .list:
            return context.go(.open(.list(key: setting.key, editing: false))).after(notes)
        case .text, .number, .json:
            return Reply(notes + [.prompt(ValuePrompts.prompt(for: setting, as: index, of: variants, in: context))])
        case .variants, .map, .records:
            return context.showScreen(notes)
        }
    }

    /// The value a kind starts from when nothing better fits: off, the first option, an empty text or list, the lowest number.
    static func naturalValue(of variant: Variant) -> JSONValue? {
        switch variant.content {
        case .constant(let value): return value
        case .value(let kind): return ContainerEditing.startValue(kind)
        }
    }
}

extension Reply {
    /// This reply with `outputs` shown first.
    fileprivate func after(_ outputs: [Output]) -> Reply {
        var reply = self
        reply.output.insert(contentsOf: outputs, at: 0)
        return reply
    }
}
