import LosslessJSON

/// A list chosen on a checkmark list (``ListRule/checklist``): selecting
/// an option checks it, or unchecks it, within the list's rules.
extension Session {
    /// Checks `value` into the entries of `setting`, or out of them when it
    /// is one: the entries stay in the options' order (any that is no option
    /// after them, as stored). A count the list's rules refuse is refused.
    mutating func toggle(_ value: JSONValue, of setting: Setting, _ rule: ListRule) -> Reply {
        let entries = context.values.current(setting)?.arrayValue ?? []
        let others = entries.filter { $0 != value }
        var next = others
        if others.count == entries.count {
            let options = rule.options ?? []
            next = options.map(\.value).filter { $0 == value || others.contains($0) }
                + others.filter { entry in !options.contains { $0.value == entry } }
        }
        if let count = rule.maxCount, next.count > count, next.count > entries.count {
            return .error("\(ValueError(setting: setting, reason: "takes at most \(count) (uncheck one first)"))")
        }
        if let count = rule.minCount, next.count < count, next.count < entries.count {
            return .error("\(ValueError(setting: setting, reason: "takes at least \(count) (check another first)"))")
        }
        return context.changeAndShow(setting, to: .array(next))
    }
}
