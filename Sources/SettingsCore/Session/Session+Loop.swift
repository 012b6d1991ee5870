import LosslessJSON

/// The session's loop: every input — a line, Ctrl-C, end of input, or the
/// result of an effect — goes through ``update(_:)``.
extension Session {
    /// One input to a session.
    package enum Input: Sendable {
        /// A line typed or read.
        case line(String)
        /// Ctrl-C: the line was abandoned.
        case interrupted
        /// End of input: end of file, or Ctrl-D on an empty line.
        case endOfInput
        /// The terminal is gone: no one is left to answer, so the session
        /// ends as a script does at the end of its input.
        case hungUp
        /// The pending changes were saved (``Reply/Effect/save`` or
        /// ``Reply/Effect/overwrite``); `confirmation` says so.
        case saved(confirmation: String, warnings: [String])
        /// Nothing was saved: `file` changed on disk since it was loaded.
        case conflict(file: String, failure: EffectFailure)
        /// `file` was read again (``Reply/Effect/reload``); `blocked` are the
        /// settings a member of the new file is in the way of.
        /// `checker` checks the config as read again (a JSON Schema's);
        /// `blockedEntries` are the maps' entries that can't be changed in place (see ``ValueStore/blockedEntries``).
        case reloaded(file: String, layout: Layout, storedValues: [String: JSONValue], unread: StoredMembers? = nil, blocked: [String: Message] = [:],
                      blockedEntries: [String: [String: Message]] = [:], checker: ConfigChecker? = nil)
        /// Saving or reloading failed.
        case failed(EffectFailure)
        /// The diff that saving would write (``Reply/Effect/preview``).
        case previewed(diff: String)
        /// The preview could not be worked out; nothing changes.
        case previewFailed(EffectFailure)
        /// The program's action ran (``Reply/Effect/runAction(_:)``); what it
        /// says, if anything, and the layout of its form as the action left it
        /// (rows added or taken out), when the program makes its form again;
        /// `problems`: why the form made again could not be taken (it stays as it was).
        case actionRan(message: String?, layout: Layout? = nil, problems: [String] = [])
    }

    /// Takes one input; what to print and what to do next.
    ///
    /// End of input (Ctrl-D) while a person is answering a question or a
    /// value prompt cancels the answer, as Ctrl-C does: the session and its
    /// changes stay as they were. At a command, or in a script, it ends the
    /// session (a person is asked first whether to save pending changes).
    package mutating func update(_ input: Input) -> Reply {
        switch input {
        case .line(let text):
            return judged(handle(line: text))
        case .interrupted:
            return cancelAnswer()
        case .endOfInput:
            return isAnswering && mode == .interactive ? cancelAnswer() : endOfInput(asking: mode == .interactive)
        case .hungUp:
            return endOfInput(asking: false)
        case .saved(let confirmation, let warnings):
            context.values.commit()
            return Reply([.message("\(confirmation)")], problems: warnings.map { "warning: \($0)" }, effect: .end(leaving))
        case .conflict(let file, let failure):
            guard mode == .interactive else { return update(.failed(failure)) }
            return questions.ask(.fileChanged(file: file))
        case .reloaded(let file, let layout, let storedValues, let unread, let blocked, let blockedEntries, let checker):
            return resume(file: file, layout: layout, storedValues: storedValues, unread: unread, blocked: blocked,
                          blockedEntries: blockedEntries, checker: checker)
        case .failed(let failure):
            if failure.canRetry && mode == .interactive {
                return Reply(problems: failure.lines.map { "\($0)" } + ["Nothing was lost: type done to try again."])
            }
            return Reply(problems: failure.lines.map { "\($0)" }, effect: .end(.failed))
        case .previewed(let diff):
            // A diff is the file's own lines: printed as they are, not wrapped.
            return diff.isEmpty ? .message("Saving would not change the file.") : Reply([.value(String(diff.dropLast()))])
        case .previewFailed(let failure):
            return judged(.error("\(failure.lines.joined(separator: "; "))"))
        case .actionRan(let message, let layout?, _):
            return remade(layout, saying: message)
        case .actionRan(let message, nil, let problems):
            return Reply(message.map { [.message("\($0)")] } ?? [], problems: problems.map { "\($0)" })
        }
    }

    /// A reply to a line, with what a refused line means here: noted; in a
    /// script, the end (or, going on, the prompt dropped).
    private mutating func judged(_ reply: Reply) -> Reply {
        guard reply.isError else { return reply }
        hadErrors = true
        guard case .scripted(let keepGoing) = mode else { return reply }
        if keepGoing {
            prompts.cancel()
            return reply
        }
        var stopped = reply
        if let first = reply.output.firstIndex(where: { if case .error = $0 { true } else { false } }) {
            stopped.output = Array(reply.output[...first])
        }
        stopped.effect = .end(.sessionError)
        return stopped
    }

    /// Whether the next line answers a question or a value prompt.
    private var isAnswering: Bool { questions.current != nil || prompts.current != nil }

    /// Ctrl-C, or a person's end of input, at an answer: the question or
    /// prompt is dropped, and nothing else changes.
    private mutating func cancelAnswer() -> Reply {
        if questions.current != nil { return questions.cancel(leaving: leaving) }
        prompts.cancel()
        return Reply()
    }

    /// The end of the input at a command; `asking` when a person can still answer.
    private mutating func endOfInput(asking: Bool) -> Reply {
        let pending = pendingCount > 0 ? changeCount : 0
        if asking {
            // Ending with Ctrl-D is not a failure, whatever went before.
            guard pending > 0 else { return Reply(effect: .end(.success)) }
            return questions.ask(.saveChanges(pending: pending))
        }
        guard pending == 0 else {
            let noun = pending == 1 ? "change" : "changes"
            return Reply(problems: ["end of input: \(pending) unsaved \(noun) NOT saved (end the script with done to save)"],
                         effect: .end(.sessionError))
        }
        return Reply(effect: .end(leaving))
    }

    // MARK: - Reloading

    /// Goes on with the file as read again: the pending changes re-applied
    /// on top, in the order they were made, on the screen the person was on.
    /// A change the new file has no room for (a member in the way, or a
    /// setting gone) is left out and said so, never saved into the wrong place.
    private mutating func resume(
        file: String, layout newLayout: Layout, storedValues: [String: JSONValue], unread: StoredMembers?, blocked: [String: Message],
        blockedEntries: [String: [String: Message]], checker: ConfigChecker?
    ) -> Reply {
        let values = context.values.reloaded(stored: storedValues, unread: unread, blocked: blocked, blockedEntries: blockedEntries)
        let (closed, problems) = take(newLayout, values: values, checker: checker)
        let count = pendingCount > 0 ? changeCount : 0
        let reloaded: Message
        switch count {
        case 0: reloaded = "Reloaded \(file); no changes are pending now."
        case 1: reloaded = "Reloaded \(file); 1 pending change re-applied. Type done to save it."
        default: reloaded = "Reloaded \(file); \(count) pending changes re-applied. Type done to save them."
        }
        // The message comes after the screen, above the prompt: a screen taller
        // than the terminal would scroll it away before it was read.
        return Reply(closed + [.screen(currentModel), .message(reloaded)], problems: problems)
    }

    /// Goes on with the program's form as its action remade it (rows added
    /// or taken out): the same values and pending changes, on the screen the
    /// person was on, redrawn; what the action says comes after it.
    private mutating func remade(_ newLayout: Layout, saying message: String?) -> Reply {
        let (closed, problems) = take(newLayout, values: context.values.reloaded(), checker: context.checker)
        return Reply(closed + [.screen(currentModel)] + (message.map { [.message("\($0)")] } ?? []), problems: problems)
    }

    /// Takes `newLayout` over `values` (as loaded, nothing pending), the
    /// pending changes re-applied in the order they were made and the
    /// screens kept that are still there; what closed, and the problem
    /// naming the changes left out.
    private mutating func take(_ newLayout: Layout, values: ValueStore, checker: ConfigChecker?) -> (closed: [Reply.Output], problems: [Message]) {
        let old = context
        var next = SessionContext(layout: newLayout, values: values, glyphs: glyphs, checker: checker)
        // The screens built as they were opened are built again, in the same order: the same screens, the values as read now.
        next.rebuild(like: old.layout)
        // The file as read again is the one whose problems block nothing.
        noteOpened(next)
        var dropped: [String] = []
        for (key, value) in old.values.changes {
            guard let setting = next.layout.setting(key), values.blocked[key] == nil else {
                dropped.append(key)
                continue
            }
            guard let value else {
                next.values.remove(setting)
                continue
            }
            guard ValueRules.problem(with: value, for: setting) == nil else {
                dropped.append(key)
                continue
            }
            // A change to an entry the new file can't change in place (a YAML entry now anchored and shared) is left out.
            if let (name, _) = next.values.blockedEntry(changedBy: value, of: setting) {
                dropped.append(key.isEmpty ? EntryPath.escapedAtTop(name) : "\(key).\(EntryPath.escaped(name))")
                continue
            }
            if next.values.set(value, for: setting) == nil { next.values.pin(value, for: setting) }
        }
        if let checker { next.verdict = checker.check(next.values) }
        next.navigation = old.navigation
        let rebuilt = next.layout
        next.navigation.keep { Self.screen($0, of: old.layout, isIn: rebuilt) }
        let closed = next.closeHiddenScreens().filter { if case .message = $0 { true } else { false } }
        context = next
        finding = Finding()
        return (closed, dropped.isEmpty ? [] : ["left out (no longer valid): \(dropped.joined(separator: ", "))"])
    }

    /// Whether a screen of the old layout is the same screen in the new one.
    private static func screen(_ screen: Screen, of old: Layout, isIn new: Layout) -> Bool {
        switch screen {
        case .pane(let id):
            return new.paneOutline(id) != nil && old.titlePath(to: id) == new.titlePath(to: id)
        case .choice(let key):
            switch new.setting(key)?.kind {
            case .choice?, .variants?: return true
            case .list(let rule)?: return rule.checklist && rule.options != nil
            default: return false
            }
        case .kinds(let key):
            if case .variants? = new.setting(key)?.kind { return true }
            return false
        case .list(let key, _):
            switch new.setting(key)?.kind {
            case .list?, .map?, .records?, .variants?: return true
            default: return false
            }
        case .listOptions(let key):
            if case .list? = new.setting(key)?.kind { return true }
            if case .variants? = new.setting(key)?.kind { return true }
            return false
        case .record(let key, _):
            if case .records? = new.setting(key)?.kind { return true }
            return false
        case .partChoice(let key, let part):
            if case .choice? = new.setting(key)?.partSetting(part)?.kind { return true }
            return false
        }
    }
}
