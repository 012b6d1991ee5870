import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Selecting a text or number row asks for the value on the next
/// line; an empty answer keeps it; an invalid one says why and keeps asking.
@Suite struct ValuePromptTests {
    @Test func textRowAsksWithPlaceholderAndPrefill() throws {
        var session = try TestSchemas.everyType()
        let reply = session.handle(line: "7")
        let prompt = ValuePrompt(target: .setting(key: "fields.name"), label: "Name (Your name)", prefill: "Anonymous", secure: false)
        #expect(reply == Reply([.prompt(prompt)]))
        #expect(session.prompt == prompt)
        #expect(printed(reply) == ["Name (Your name):"])
    }

    @Test func numberRowAsksWithRangeStepAndUnit() throws {
        var session = try TestSchemas.everyType()
        let reply = session.handle(line: "Volume")
        #expect(reply == Reply([.prompt(ValuePrompt(
            target: .setting(key: "fields.volume"), label: "Volume (0 to 10, step 0.5, dB)", prefill: "7.5", secure: false))]))
    }

    @Test func theAnswerSetsTheValueAndRedrawsTheScreen() throws {
        var session = try TestSchemas.everyType()
        session.run("7")
        let reply = session.handle(line: "Jane")
        #expect(session.prompt == nil)
        #expect(session.json("fields.name") == "\"Jane\"")
        #expect(printed(reply)[14] == "  7  • Name                                                                 Jane")
    }

    @Test func aValueATerminalCantShowIsNotOfferedForEditingAndEnterKeepsIt() throws {
        var session = try TestSchemas.session(TestSchemas.file(
            items: #"[{"type": "text", "key": "t", "title": "T\u001b]0;x\u0007"}]"#, values: #"{"t": "a\u202eb\u0000c"}"#))
        let reply = session.handle(line: "1")
        guard case .prompt(let prompt)? = reply.output.first else { Issue.record("\(reply)"); return }
        #expect(prompt.label == #"T\u{1B}]0;x\u{7}"#)
        #expect(prompt.prefill == "" && prompt.prefillWithheld)
        #expect(prompt.withheldNote?.text.contains("press Enter to keep it") == true)
        _ = session.handle(line: "")
        #expect(session.prompt == nil)
        #expect(session.json("t") == "\"a\u{202E}b\\u0000c\"")
    }

    @Test func aRefusedAnswerATerminalCantShowIsNotOfferedAgain() throws {
        var session = try TestSchemas.everyType()
        session.run("9")
        // Refused (not a number), and holding an escape: asked again with an empty line.
        #expect(session.say("9\u{1B}[2J").count == 1)
        let again = try #require(session.prompt)
        #expect(again.prefill == "" && again.prefillWithheld && again.unchanged == "7.5")
        // Enter keeps the value as it was.
        _ = session.handle(line: "")
        #expect(session.prompt == nil)
        #expect(session.pendingCount == 0)
    }

    @Test func theOfferedValueAnsweredAsItIsKeepsOuterSpaces() throws {
        // A terminal offers the stored text for editing; Enter sends it back unchanged.
        var session = try TestSchemas.session(TestSchemas.file(
            items: #"[{"type": "text", "key": "sep", "title": "Separator"}]"#, values: #"{"sep": " | "}"#))
        let reply = session.handle(line: "1")
        guard case .prompt(let prompt)? = reply.output.first else { Issue.record("\(reply)"); return }
        #expect(prompt.prefill == " | ")
        _ = session.handle(line: prompt.prefill)
        #expect(session.prompt == nil)
        #expect(session.pendingCount == 0)
        #expect(session.json("sep") == "\" | \"")
    }

    @Test func anEmptyAnswerKeepsTheValue() throws {
        var session = try TestSchemas.everyType()
        session.run("9")
        let reply = session.handle(line: "")
        #expect(session.prompt == nil)
        #expect(session.pendingCount == 0)
        #expect(session.json("fields.volume") == "7.5")
        #expect(reply == Reply([.screen(session.currentModel)]))
    }

    @Test func anInvalidAnswerSaysWhyAndKeepsAsking() throws {
        var session = try TestSchemas.everyType()
        session.run("9")
        let asked = try #require(session.prompt)
        #expect(asked.prefill == "7.5")
        #expect(session.say("11") == ["error: Volume 11 is not between 0 and 10"])
        // Asked again, the prompt offers the refused answer to correct; the value as it is stays known.
        var again = try #require(session.prompt)
        #expect(again.target == asked.target && again.label == asked.label && again.secure == asked.secure)
        #expect(again.prefill == "11" && again.unchanged == "7.5")
        #expect(session.say("2.3") == ["error: Volume 2.3 is not a multiple of 0.5"])
        #expect(session.say("loud") == [#"error: Volume expects a number, not "loud""#])
        again = try #require(session.prompt)
        #expect(again.prefill == "loud" && again.unchanged == "7.5")
        // The value as it was, typed again, changes nothing.
        #expect(session.handle(line: "7.5") == Reply([.screen(session.currentModel)]))
        #expect(session.prompt == nil)
        session.run("9")
        #expect(session.pendingCount == 0)
        _ = session.handle(line: "6.5")
        #expect(session.prompt == nil)
        #expect(session.json("fields.volume") == "6.5")
    }

    @Test func commandWordsAreAnswersWhileAsked() throws {
        var session = try TestSchemas.everyType()
        session.run("7", "back")
        #expect(session.json("fields.name") == "\"back\"")
        #expect(session.stack == [.root])
    }

    @Test func securePromptHasNoPrefillAndMasksTheValue() throws {
        var session = try TestSchemas.everyType()
        session.run("set fields.pin 1111")
        let reply = session.handle(line: "PIN")
        #expect(reply == Reply([.prompt(ValuePrompt(target: .setting(key: "fields.pin"), label: "PIN (4 digits)", prefill: "", secure: true))]))
        #expect(session.say("12ab") == ["error: PIN does not match the pattern ^[0-9]{4}$"])
        #expect(session.prompt?.secure == true)
        let answered = session.handle(line: "4321")
        #expect(printed(answered)[15] == "  8  • PIN                                                                ••••••")
        #expect(session.json("fields.pin") == "\"4321\"")
        #expect(!printed(answered).joined().contains("4321"))
    }

    @Test func secureEmptyAnswerKeepsTheSecret() throws {
        var session = try TestSchemas.everyType()
        session.run("set fields.pin 1111", "8", "")
        #expect(session.json("fields.pin") == "\"1111\"")
        #expect(session.prompt == nil)
    }

    @Test func abandoningAPromptLeavesTheValue() throws {
        var session = try TestSchemas.everyType()
        session.run("7")
        _ = session.update(.interrupted)
        #expect(session.prompt == nil)
        session.run("back")
        #expect(session.json("fields.name") == "\"Anonymous\"")
    }

    @Test func noCompletionWhileAsked() throws {
        var session = try TestSchemas.everyType()
        session.run("7")
        #expect(session.completions(line: "se", cursor: 2).candidates == [])
    }
}
