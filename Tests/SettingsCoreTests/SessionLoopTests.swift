import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// The closed loop: questions are session state, end of input and Ctrl-C
/// are inputs, and the results of saving and reloading come back as inputs.
@Suite struct SessionLoopTests {
    private static let conflictFailure = EffectFailure(lines: ["settings.json changed on disk since it was loaded; nothing was written"])

    private func person() throws -> Session {
        var session = try TestSchemas.everyType()
        session.mode = .interactive
        return session
    }

    /// A person with one pending change, at Level 1 › Level 2.
    private func personWithAChangeDeepDown() throws -> Session {
        var session = try person()
        session.run("Level 1", "Level 2", "set basic.enabled off")
        #expect(session.pendingCount == 1)
        return session
    }

    // MARK: - Scripts

    @Test func aScriptStopsAtItsFirstBadLine() throws {
        var session = try TestSchemas.everyType()
        let reply = session.update(.line("frobnicate"))
        #expect(reply.isError)
        #expect(reply.effect == .end(.sessionError))
        #expect(session.hadErrors)
    }

    @Test func aScriptThatGoesOnDropsThePromptAfterABadAnswer() throws {
        var session = try TestSchemas.everyType()
        session.mode = .scripted(keepGoing: true)
        _ = session.update(.line("Volume"))
        #expect(session.prompt != nil)
        let reply = session.update(.line("eleven"))
        #expect(reply.isError)
        #expect(reply.effect == nil)
        #expect(session.prompt == nil)
        #expect(session.update(.line("done")).effect == .end(.sessionError))   // no changes, but it had errors
    }

    @Test func aScriptEndingWithChangesPendingSaysSoAndFails() throws {
        var session = try TestSchemas.everyType()
        _ = session.update(.line("set basic.enabled off"))
        let reply = session.update(.endOfInput)
        #expect(reply == Reply(problems: ["end of input: 1 unsaved change NOT saved (end the script with done to save)"], effect: .end(.sessionError)))
        #expect(session.question == nil)
    }

    @Test func aScriptIsNeverAskedAboutAConflict() throws {
        var session = try TestSchemas.everyType()
        _ = session.update(.line("set basic.enabled off"))
        #expect(session.update(.line("done")).effect == .save)
        let reply = session.update(.conflict(file: "settings.json", failure: Self.conflictFailure))
        #expect(reply == Reply(problems: Self.conflictFailure.lines.map(Message.init(escaping:)), effect: .end(.failed)))
    }

    // MARK: - Questions

    @Test func endOfInputWithChangesAsksToSave() throws {
        var session = try personWithAChangeDeepDown()
        #expect(session.update(.endOfInput) == Reply())
        #expect(session.question == .saveChanges(pending: 1))
        #expect(session.question?.text == "Save changes? [y/n/c] ")
        #expect(session.update(.line("maybe")) == Reply())        // answers nothing: asked again
        #expect(session.question == .saveChanges(pending: 1))
        #expect(session.update(.line(" Yes ")) == Reply(effect: .save))
        #expect(session.question == nil)
    }

    @Test func noAtTheSaveQuestionDiscardsAndEnds() throws {
        var session = try personWithAChangeDeepDown()
        _ = session.update(.endOfInput)
        #expect(session.update(.line("n")) == Reply([.message("Changes were NOT saved (1 change discarded).")], effect: .end(.success)))
    }

    @Test func endOfInputWithoutChangesEnds() throws {
        var session = try person()
        #expect(session.update(.endOfInput) == Reply(effect: .end(.success)))
    }

    @Test func cancelAsksBeforeDiscarding() throws {
        var session = try personWithAChangeDeepDown()
        #expect(session.update(.line("cancel")) == Reply())
        #expect(session.question?.text == "Discard 1 unsaved change? [y/n] ")
        #expect(session.update(.line("y")) == Reply([.message("Changes were NOT saved.")], effect: .leave))
    }

    @Test func aConflictAsksAPerson() throws {
        var session = try personWithAChangeDeepDown()
        #expect(session.update(.line("done")).effect == .save)
        #expect(session.update(.conflict(file: "settings.json", failure: Self.conflictFailure)) == Reply())
        #expect(session.question?.text == "settings.json changed on disk since it was loaded. [r]eload and re-apply your changes, [o]verwrite it, or [c]ancel? ")
        var overwriting = session
        #expect(overwriting.update(.line("o")) == Reply(effect: .overwrite))
        var reloading = session
        #expect(reloading.update(.line("R")) == Reply(effect: .reload))
        #expect(session.update(.line("c")) == Reply([.message("Not saved; your changes are still pending.")]))
        #expect(session.pendingCount == 1)
    }

    /// Ctrl-D, like Ctrl-C, at any question keeps the session and its changes.
    @Test(arguments: [Session.Input.endOfInput, .interrupted])
    func notAnsweringAnyQuestionKeepsEditing(_ input: Session.Input) throws {
        let asking: [(String, (inout Session) -> Void, Reply)] = [
            ("save", { _ = $0.update(.endOfInput) }, Reply()),
            ("discard", { _ = $0.update(.line("cancel")) }, Reply()),
            ("conflict", { _ = $0.update(.conflict(file: "settings.json", failure: Self.conflictFailure)) },
             Reply([.message("Not saved; your changes are still pending.")])),
        ]
        for (name, ask, expected) in asking {
            var session = try personWithAChangeDeepDown()
            let stack = session.stack
            ask(&session)
            #expect(session.question != nil, "\(name)")
            #expect(session.update(input) == expected, "\(name)")
            #expect(session.question == nil, "\(name)")
            #expect(session.pendingCount == 1, "\(name)")
            #expect(session.stack == stack, "\(name)")
            #expect(session.update(.line("show")).output.count == 1, "\(name): takes commands again")
        }
    }

    @Test func endOfInputAtAValuePromptCancelsOnlyThePrompt() throws {
        var session = try person()
        _ = session.update(.line("Name"))
        #expect(session.prompt != nil)
        #expect(session.update(.endOfInput) == Reply())
        #expect(session.prompt == nil)
        #expect(session.question == nil)
        #expect(session.json("fields.name") == "\"Anonymous\"")
        #expect(session.update(.endOfInput) == Reply(effect: .end(.success)))   // the next one, at a command, leaves
    }

    @Test func aScriptEndingAtAValuePromptEnds() throws {
        var session = try TestSchemas.everyType()
        _ = session.update(.line("set basic.enabled off"))
        _ = session.update(.line("Name"))
        #expect(session.update(.endOfInput).effect == .end(.sessionError))
    }

    // MARK: - Results

    @Test func savedCommitsAndEnds() throws {
        var session = try personWithAChangeDeepDown()
        let reply = session.update(.saved(confirmation: "Saved 1 change to settings.json.", warnings: ["settings.json has 2 hard links"]))
        #expect(reply == Reply([.message("Saved 1 change to settings.json.")], problems: ["warning: settings.json has 2 hard links"], effect: .leave))
        #expect(session.pendingCount == 0)
        #expect(session.json("basic.enabled") == "false")
    }

    @Test func aFailureEndsWithItsStatus() throws {
        var session = try personWithAChangeDeepDown()
        let failure = EffectFailure(lines: ["settings.json: no space left"])
        #expect(session.update(.failed(failure)) == Reply(problems: failure.lines.map(Message.init(escaping:)), effect: .end(.failed)))
    }

    @Test func aStoreOutOfReachKeepsAPersonsSessionAndChangesOpen() throws {
        var session = try personWithAChangeDeepDown()
        let failure = EffectFailure(lines: ["could not reach etcd at 127.0.0.1:2379"], canRetry: true)
        let reply = session.update(.failed(failure))
        #expect(reply.effect == nil)
        #expect(reply.problems.last?.text == "Nothing was lost: type done to try again.")
        #expect(session.pendingCount == 1)
    }

    @Test func reloadingReappliesTheChangesAndStaysOnTheScreen() throws {
        var session = try personWithAChangeDeepDown()
        let stack = session.stack
        var theirs = session.values.stored
        theirs["basic.speed"] = .bool(false)
        let reply = session.update(.reloaded(file: "settings.json", layout: session.layout, storedValues: theirs))
        #expect(session.stack == stack)
        // The screen, then the message above the prompt, where a screen taller than the terminal can't scroll it away.
        #expect(reply.output == [.screen(session.currentModel), .message("Reloaded settings.json; 1 pending change re-applied. Type done to save it.")])
        #expect(session.currentModel.title == "Level 2")
        #expect(session.json("basic.enabled") == "false")     // ours
        #expect(session.json("basic.speed") == "false")       // theirs
        #expect(session.pendingCount == 1)
    }

    @Test func reloadingSaysWhatItLeftOutAndCountsInThePlural() throws {
        var session = try personWithAChangeDeepDown()
        session.run("set adv.proxy example.org", "set fields.name Jane")
        let other = try TestSchemas.schema("""
            {"title": "Other", "groups": [{"items": [
              {"type": "switch", "key": "basic.enabled", "title": "Enabled", "default": true},
              {"type": "text", "key": "adv.proxy", "title": "Proxy"}]}]}
            """)
        let reply = session.update(.reloaded(file: "settings.json", layout: other, storedValues: [:]))
        #expect(reply.problems == ["left out (no longer valid): fields.name"])
        #expect(said(reply) == ["Reloaded settings.json; 2 pending changes re-applied. Type done to save them."])
        #expect(session.stack == [.root])                   // Level 1 is gone from the new layout
    }

    /// The reloaded file now holds something other than an object where a
    /// pending change must go: the change is left out and said so, and the
    /// setting is refused from then on (before, the save was refused and
    /// every pending change lost).
    @Test func reloadingLeavesOutAChangeTheNewFileBlocks() throws {
        var session = try personWithAChangeDeepDown()
        session.run("set adv.proxy example.org")
        let why: Message = "adv in settings.json holds a number, not an object"
        let reply = session.update(.reloaded(file: "settings.json", layout: session.layout, storedValues: session.values.stored,
                                             blocked: ["adv.proxy": why]))
        #expect(reply.problems == ["left out (no longer valid): adv.proxy"])
        #expect(session.pendingCount == 1)
        #expect(session.values.blocked["adv.proxy"] == why)
    }
}
