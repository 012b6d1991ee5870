import LosslessJSON

/// A program that embeds sessions may hold values to rules of its own
/// (a name not taken, a port free), beyond what a layout can state. Such a
/// check sees every value a line sets, however it was set (`set`, a value
/// prompt, a checkmark list, a list's entries), and a value it refuses is
/// refused as a value the layout's rules refuse: nothing changes, the
/// check's words are the error (`User Name is already taken`), a value
/// prompt asks again, and a script stops there.
extension Session {
    /// Checks a value a line would set: nil takes it; a phrase refuses it,
    /// completing a sentence that starts with the setting's title.
    public typealias ValueCheck = @Sendable (Setting, JSONValue) -> String?

    /// The reply to a line, checked with ``check``: the line's changes are
    /// kept, or taken back (the context and prompts as they were) and refused.
    mutating func checked(_ reply: Reply, before: SessionContext, prompts asked: ValuePrompts, line: String?) -> Reply {
        guard let check else { return reply }
        let had = before.values.log.count
        let made = context.values.log
        guard made.count > had else { return reply }
        for change in made[had...] {
            guard let setting = layout.setting(change.key), let value = context.values.current(setting),
                  let words = check(setting, value) else { continue }
            context = before
            prompts = asked
            if let line, let prompt = asked.current { prompts.ask(again: prompt, refused: line) }
            return .error("\(ValueError(setting: setting, reason: words))")
        }
        return reply
    }
}
