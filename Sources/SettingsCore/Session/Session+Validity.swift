import LosslessJSON

/// A session whose format checks whole configs (a JSON Schema's validator)
/// writes only valid configs: every edit and the save are checked (through
/// the context's ``ConfigChecker``), constraints between members included.
///
/// The rule, per line that changes values:
/// - errors the config had before the line are not the line's doing and
///   block nothing (a file invalid when opened still opens and edits);
/// - a line that adds an error is refused with the check's words, and
///   nothing changes — except where a valid state takes several steps,
///   which is let through and said: setting a value may leave members
///   still missing (`required`, `dependentRequired`, a `then`'s
///   `required`), and a record just added to a list has fields still to
///   be filled in;
/// - taking a member out is refused if it adds any error, missing members
///   included: deleting a required member never leaves the file short;
/// - `undo` always goes back (to a state that was let through).
///
/// A config over ``ConfigChecker/perEditBytes`` is checked at `done` only
/// (as opened and as it would be saved): its rows carry no marks, and
/// opening it costs no validation.
///
/// At `done`, errors that were not there when the file was opened are
/// listed; a person is asked whether to save anyway, a script is refused
/// (a config a script writes is valid, or it is not written).
extension Session {
    /// The reply to a line, checked: the line's changes are kept, or taken
    /// back (the context as it was `before`) and refused.
    mutating func vetted(_ reply: Reply, before: SessionContext) -> Reply {
        guard let checker = context.checker, checker.checksEachEdit else { return reply }
        let had = before.values.log.count
        let made = context.values.log
        // Most lines change nothing: no validation for them.
        guard made.count != had || context.values.pendingCount != before.values.pendingCount else { return reply }
        guard let now = checker.check(context.values) else { return reply }
        // The reply's screen was built before the check: built again with its marks.
        // (A line refused below takes its verdict back with the rest.)
        var reply = reply
        context.verdict = now
        for index in reply.output.indices {
            guard case .screen(let shown) = reply.output[index] else { continue }
            var model = context.currentModel
            model.focus = shown.focus
            reply.output[index] = .screen(model)
        }
        guard made.count > had else { return reply }
        let known = Set(before.configProblems.map(\.identity))
        let added = now.problems.filter { !known.contains($0.identity) }
        guard !added.isEmpty else { return reply }
        let values = context.values
        let removing = made[had...].contains { values.current(key: $0.key) == nil }
        let previous = before.verdict
        let inNewItems = removing ? [] : added.filter { previous?.isInNewItem($0) == true }
        let refused = removing ? added : added.filter { !$0.isMissingMembers && previous?.isInNewItem($0) != true }
        guard refused.isEmpty else {
            context = before
            prompts.cancel()
            return .error("that would make the config invalid, so nothing was changed: \(Self.listed(refused))")
        }
        // A new item's fields are asked for next: no note about them.
        let missing = added.filter { problem in !inNewItems.contains(problem) }
        guard !missing.isEmpty else { return reply }
        var noted = reply
        let note = Reply.Output.message("Not valid yet: \(Self.listed(missing)).")
        let at = noted.output.firstIndex { if case .screen = $0 { true } else { false } } ?? noted.output.endIndex
        noted.output.insert(note, at: at)
        return noted
    }

    /// Takes `opened` (a context as the file was read) as the state whose
    /// problems block nothing: known now, or for a huge config at `done`.
    mutating func noteOpened(_ opened: SessionContext) {
        if let checker = opened.checker, !checker.checksEachEdit {
            (problemsAtOpen, unvalidatedOpen) = ([], opened.values)
        } else {
            (problemsAtOpen, unvalidatedOpen) = (Set(opened.configProblems.map(\.identity)), nil)
        }
    }

    /// `done` with a checker: the save, or the errors a save would bring
    /// and the question (a script is refused).
    mutating func invalidAtSave() -> [ConfigProblem] {
        guard let checker = context.checker else { return [] }
        if let opened = unvalidatedOpen {
            problemsAtOpen = Set(checker.check(opened)?.problems.map(\.identity) ?? [])
            unvalidatedOpen = nil
        }
        // Checked afresh: a huge config's edits were not checked one by one.
        if let now = checker.check(context.values) { context.verdict = now }
        return context.configProblems.filter { !problemsAtOpen.contains($0.identity) }
    }

    /// `done`'s save, unless the config would be invalid in a way it was not when opened.
    mutating func savingValid() -> Reply {
        let invalid = invalidAtSave()
        guard !invalid.isEmpty else { return Reply(effect: .save) }
        guard mode == .interactive else {
            return .error("not saved: the config would be invalid: \(Self.listed(invalid))")
        }
        let lines = invalid.map { Reply.Output.message("  \($0.line)") }
        let count = invalid.count
        var reply = questions.ask(.saveInvalid(problems: count))
        reply.output = [.message("The config would be invalid (\(count) \(count == 1 ? "problem" : "problems")):")] + lines
        return reply
    }

    /// Problems in one line: `/port: must be at most 65535, not 70000; top level: …`.
    static func listed(_ problems: [ConfigProblem]) -> Message {
        problems.dropFirst().reduce(problems.first?.line ?? "") { $0 + "; " + $1.line }
    }
}
