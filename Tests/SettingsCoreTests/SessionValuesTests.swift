import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// `set`, `get`, `reset`, `changes`, `cancel` and `done` on every kind of
/// value (Tests/Fixtures/every-type.json).
@Suite struct SessionValuesTests {
    // MARK: - Switches

    @Test(arguments: [
        ("on", "true"), ("off", "false"), ("yes", "true"), ("no", "false"),
        ("true", "true"), ("false", "false"), ("1", "true"), ("0", "false"),
        ("ON", "true"), ("No", "false"), (" TRUE ", "true"),
    ])
    func switchWords(word: String, stored: String) throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        session.run("set sounds off")
        _ = session.handle(line: "set sounds \(word)")
        #expect(session.json("sounds") == stored)
    }

    @Test func readOnlyKeysAreRefusedAsReadOnlyNotUnknown() throws {
        var session = try TestSchemas.everyType()
        let refusal = #"error: "fields.note" is read-only: its row only shows the stored value"#
        #expect(session.say("set fields.note x") == [refusal])
        #expect(session.say("reset fields.note") == [refusal])
        #expect(session.say("set fields.nosuchkey x").first?.hasPrefix(#"error: unknown key "fields.nosuchkey""#) == true)
        #expect(session.pendingCount == 0)
    }

    @Test func switchSetSaysWhatItDid() throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        #expect(session.say("set sounds off") == ["Set Sounds to off."])
        #expect(session.say("set sounds no") == ["Sounds is already off."])
        #expect(session.say("get sounds") == ["false"])
        #expect(session.say("set sounds maybe") == [#"error: Sounds expects on or off, not "maybe""#])
        #expect(session.json("sounds") == "false")
    }

    @Test func switchWithCustomOnOffValues() throws {
        var session = try TestSchemas.everyType()
        // basic.speed stores "fast"/"slow"; the file has "fast".
        #expect(session.say("set basic.speed off") == ["Set Speed to off."])
        #expect(session.json("basic.speed") == "\"slow\"")
        #expect(session.say("set basic.speed FAST") == ["Set Speed to on."])
        #expect(session.json("basic.speed") == "\"fast\"")
        #expect(session.say("set basic.speed slow") == ["Set Speed to off."])
        #expect(session.say("get basic.speed") == ["slow"])
        #expect(session.say("set basic.speed quick") == [#"error: Speed expects on or off, not "quick""#])
        // basic.flag stores 1/0 (numbers).
        #expect(session.say("set basic.flag yes") == ["Set Flag to on."])
        #expect(session.json("basic.flag") == "1")
        #expect(session.say("set basic.flag 0") == ["Set Flag to off."])
        #expect(session.json("basic.flag") == "0")
    }

    @Test func togglingACustomSwitchFlipsItsStoredValues() throws {
        var session = try TestSchemas.everyType()
        let reply = session.handle(line: "2")
        #expect(printed(reply)[4] == "  2  • Speed                                                               [off]")
        #expect(session.json("basic.speed") == "\"slow\"")
        session.run("3")
        #expect(session.json("basic.flag") == "1")
    }

    // MARK: - Choices

    @Test(arguments: [
        ("Large", "\"l\""), ("l", "\"l\""), ("large", "\"l\""), ("LA", "\"l\""),
        ("Small", "\"s\""), ("s", "\"s\""), ("m", "\"m\""), ("Med", "\"m\""),
    ])
    func choiceByTitleValueOrPrefix(typed: String, stored: String) throws {
        var session = try TestSchemas.everyType()
        #expect(session.handle(line: "set basic.size \(typed)").isError == false)
        #expect(session.json("basic.size") == stored)
    }

    @Test func choiceMessagesUseTheFullTitle() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set basic.size l") == ["Set Size to Large."])
        #expect(session.say("set basic.level high") == ["Set Level to High."])
        #expect(session.say("get basic.level") == ["high"])
        #expect(session.say("set basic.color purple") == [
            #"error: Color has no option "purple"; choose one of: Red, Green, Blue"#,
        ])
        #expect(session.json("basic.color") == "\"Green\"")
    }

    @Test func choiceRowShowsTheShortTitle() throws {
        var session = try TestSchemas.everyType()
        session.run("set basic.level High")
        #expect(session.screen()[9] == "  6  • Level                                                               Hi  >")
    }

    @Test func storedValueThatIsNotAnOptionIsShownMarkedAndKept() throws {
        var session = try TestSchemas.everyType()
        #expect(session.screen()[8] == "  5  Size                                                  xl (not an option)  >")
        #expect(session.currentModel.numberedRows[4].flagged)
        #expect(printed(session.handle(line: "5")) == [
            "< Every Type                          Size",
            "",
            "     xl                                                         not an option  ✓",
            "  1  Small",
            "  2  Medium",
            "  3  Large",
            "     xl is stored but is not one of the options; it is kept until you choose",
            "     another.",
        ])
        #expect(session.pendingCount == 0)
        session.run("2")
        #expect(session.json("basic.size") == "\"m\"")
        #expect(session.say("changes") == [
            """
            1 change not saved yet:
              basic.size: xl (not an option) → Medium
                in Every Type › Size
            """,
        ])
    }

    @Test func radioGroupBySet() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set theme auto") == ["Set Theme to Automatic."])
        #expect(session.say("set theme Light") == ["Set Theme to Light."])
        #expect(session.say("get theme") == ["Light"])
    }

    // MARK: - Numbers and texts

    @Test func numberRangeStepAndUnit() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set fields.volume 11") == ["error: Volume 11 is not between 0 and 10"])
        #expect(session.say("set fields.volume -1") == ["error: Volume -1 is not between 0 and 10"])
        #expect(session.say("set fields.volume 2.3") == ["error: Volume 2.3 is not a multiple of 0.5"])
        #expect(session.say("set fields.volume abc") == [#"error: Volume expects a number, not "abc""#])
        #expect(session.say("set fields.volume 1e400") == [#"error: Volume expects a number, not "1e400""#])
        #expect(session.json("fields.volume") == "7.5")
        #expect(session.say("set fields.volume 2.5") == ["Set Volume to 2.5 dB."])
        #expect(session.say("set fields.volume 3 dB") == ["Set Volume to 3 dB."])
        #expect(session.say("set fields.volume 4db") == ["Set Volume to 4 dB."])
        #expect(session.say("set fields.volume 1e1") == ["Set Volume to 10 dB."])
        #expect(session.json("fields.volume") == "10")
        #expect(session.say("get fields.volume") == ["10"])
        // -0 is the number 0, as JSON Schema compares numbers: stored as 0, and the confirmation says so.
        #expect(session.say("set fields.volume -0") == ["Set Volume to 0 dB."])
        #expect(session.json("fields.volume") == "0")
    }

    @Test func numberStepCountsFromTheMinimum() throws {
        let json = TestSchemas.file(items: #"[{"type": "number", "key": "n", "title": "N", "min": 1, "max": 9, "step": 2}]"#)
        var session = try TestSchemas.session(json)
        #expect(session.say("set n 4") == ["error: N 4 is not a multiple of 2 from 1"])
        #expect(session.say("set n 5") == ["Set N to 5."])
        #expect(session.say("set n 0") == ["error: N 0 is not between 1 and 9"])
    }

    @Test func wholeNumbersStayExactTo64Bits() throws {
        let json = TestSchemas.file(items: #"[{"type": "number", "key": "i", "title": "I", "step": 1}, {"type": "number", "key": "d", "title": "D", "default": 9007199254740993}, {"type": "number", "key": "e", "title": "E", "default": 9007199254740992}]"#)
        #expect(try TestSchemas.issues(json) == [])
        var session = try TestSchemas.session(json)
        #expect(session.say("get d") == ["9007199254740993"])
        #expect(session.say("get e") == ["9007199254740992"])
        #expect(session.say("set i 9223372036854775807") == ["Set I to 9223372036854775807."])
        #expect(session.json("i") == "9223372036854775807")
        #expect(session.say("set i -9223372036854775808") == ["Set I to -9223372036854775808."])
        #expect(session.say("set i 9007199254740993") == ["Set I to 9007199254740993."])
        #expect(session.json("i") == "9007199254740993")
        #expect(session.say("set i 99999999999999999999") == [#"error: I "99999999999999999999" is too large to be stored exactly"#])
        #expect(session.say("set i 1e20") == ["Set I to 1e+20."])
        #expect(session.json("i") == "1e+20")
    }

    @Test func numberWithOnlyOneBound() throws {
        let json = TestSchemas.file(items: """
            [{"type": "number", "key": "lo", "title": "Lo", "min": 1},
             {"type": "number", "key": "hi", "title": "Hi", "max": 1}]
            """)
        var session = try TestSchemas.session(json)
        #expect(session.say("set lo 0") == ["error: Lo 0 is less than the minimum 1"])
        #expect(session.say("set hi 2") == ["error: Hi 2 is more than the maximum 1"])
        #expect(session.json("lo") == "1", "no default: the minimum")
        #expect(session.json("hi") == "0", "no default, no minimum: 0")
    }

    @Test func textTakesTheRestOfTheLine() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set fields.name Jane  Q. Public ") == ["Set Name to Jane  Q. Public."])
        #expect(session.json("fields.name") == "\"Jane  Q. Public\"")
        #expect(session.say(#"set fields.name """#) == ["Set Name to (empty)."])
        #expect(session.json("fields.name") == "\"\"")
    }

    /// One rule for spaces around a text, however it is typed: `set` in a
    /// session, a value prompt, and the parse the one-shot `set` uses.
    @Test func spacesAroundATextAreDroppedEverywhere() throws {
        var session = try TestSchemas.everyType()
        guard let setting = session.layout.setting("fields.name") else { Issue.record("no fields.name"); return }
        #expect(ValueParser.parse(" \tab  ", for: setting) == .success(.string("ab")))
        _ = session.say("7")
        #expect(session.prompt != nil)
        _ = session.say("  Jane  ")
        #expect(session.json("fields.name") == "\"Jane\"")
        _ = session.say("set fields.name Jo\t ")
        #expect(session.json("fields.name") == "\"Jo\"")
    }

    @Test func textPatternAndMaxLength() throws {
        let json = TestSchemas.file(items: """
            [{"type": "text", "key": "code", "title": "Code", "pattern": "[A-Z]{2}[0-9]", "maxLength": 3}]
            """)
        var session = try TestSchemas.session(json)
        #expect(session.say("set code ab1") == ["error: Code does not match the pattern [A-Z]{2}[0-9]"])
        #expect(session.say("set code ABCD") == ["error: Code is longer than 3 characters"])
        #expect(session.say("set code AB1") == ["Set Code to AB1."])
    }

    @Test func secureTextIsMaskedButGetPrintsIt() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set fields.pin 1234") == ["Set PIN to ••••••."])
        #expect(session.screen()[15] == "  8  • PIN                                                                ••••••")
        #expect(session.say("changes") == [
            """
            1 change not saved yet:
              fields.pin: (empty) → ••••••
                in Every Type › PIN
            """,
        ])
        #expect(session.say("get fields.pin") == ["1234"])
    }

    // MARK: - Lists by set

    @Test func listsTakeAJSONArray() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say(#"set lists.tags ["x", "y", "x"]"#) == ["Set Tags to x, y, x."])
        #expect(session.json("lists.tags") == #"["x","y","x"]"#)
        #expect(session.say("set lists.tags x, y") == [#"error: Tags expects a JSON array, e.g. ["a", "b"]"#])
        #expect(session.say("set lists.tags [1]") == ["error: Tags must hold only texts"])
        #expect(session.say(#"set lists.fruits ["Banana", "cherry", "Dragon Fruit"]"#) == ["Set Fruits to Banana, Cherry, Dragon Fruit."])
        #expect(session.json("lists.fruits") == #"["Banana","cherry","dragon"]"#)
        #expect(session.say(#"set lists.fruits ["Apple", "Apple"]"#) == [#"error: Fruits has "Apple" twice"#])
        #expect(session.say("set lists.fruits []") == ["error: Fruits has fewer than 1 entry"])
        #expect(session.say(#"set lists.fruits ["Apple", "Banana", "cherry", "dragon"]"#) == ["error: Fruits has more than 3 entries"])
        #expect(session.say(#"set lists.fruits ["Kiwi"]"#) == [#"error: Fruits has "Kiwi", which is not one of the options"#])
        #expect(session.say("get lists.fruits") == [#"["Banana","cherry","dragon"]"#])
    }

    // MARK: - Keys

    @Test func keysAreMatchedExactlyThenCaseInsensitively() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("set BASIC.SIZE s") == ["Set Size to Small."])
        #expect(session.say("get Basic.Size") == ["s"])
        #expect(session.say("set nope 1") == [#"error: unknown key "nope""#])
        #expect(session.say("set basic 1") == [
            #"error: unknown key "basic" (did you mean basic.enabled, basic.speed, basic.flag, basic.color, basic.size?)"#,
        ])
        #expect(session.say("get unknown.key") == [#"{"kept":true,"spellings":[1.1,100]}"#])
        #expect(session.say("get fields.note") == ["Stored in values"], "a key only an info row shows")
    }

    @Test func getPrintsDefaultsForUnstoredKeys() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("get basic.enabled") == ["true"])
        #expect(session.say("get basic.color") == ["Green"])
        #expect(session.say("get lists.fruits") == [#"["Apple"]"#])
        #expect(session.say("get fields.name") == ["Anonymous"])
    }

    @Test func setOnAHiddenKeyWorksAndSaysSo() throws {
        var session = try TestSchemas.everyType()
        session.run("set basic.speed off")
        #expect(session.say("set fields.retries 5") == ["Set Retries to 5 (its row is hidden while its condition is not met)."])
        #expect(session.json("fields.retries") == "5")
    }

    // MARK: - Reset and changes

    @Test func resetByKeyAndByRow() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("reset fields.volume") == ["Reset Volume to 5 dB."])
        #expect(session.say("reset 9") == ["Volume is already at its default, 5 dB."])
        #expect(session.say("reset 5") == ["Reset Size to Medium."])
        #expect(session.say("reset 18") == [#"error: row 18 ("Level 1") holds no value to reset"#])
        #expect(session.say("reset 99") == ["error: there is no row 99 here (rows 1–18)"])
        #expect(session.say("reset nope") == [#"error: unknown key "nope""#])
        #expect(session.pendingJSON == ["fields.volume=5", "basic.size=\"m\""])
    }

    @Test func resetWithoutADefaultUsesTheNaturalEmptyValue() throws {
        let json = TestSchemas.file(
            items: #"[{"type": "choice", "key": "c", "title": "C", "options": ["A", "B"]}, {"type": "text", "key": "t", "title": "T"}]"#,
            values: #"{"c": "A", "t": "x"}"#)
        var session = try TestSchemas.session(json)
        #expect(session.say("reset c") == ["error: C has no default value"])
        #expect(session.say("reset t") == ["Reset T to (empty)."])
        #expect(session.json("t") == "\"\"")
    }

    @Test func changesListsOldAndNewInOrderWithPath() throws {
        var session = try TestSchemas.everyType()
        #expect(session.say("changes") == ["No changes."])
        session.run("set deep.two C", "set basic.enabled off", "set fields.volume 1", "set deep.two B")
        #expect(session.say("changes") == [
            """
            3 changes not saved yet:
              deep.two: A → B
                in Every Type › Level 1 › Level 2 › Level 2 Choice
              basic.enabled: on → off
                in Every Type › Enabled
              fields.volume: 7.5 dB → 1 dB
                in Every Type › Volume
            """,
        ])
    }

    @Test func changesInASCII() throws {
        var session = try TestSchemas.everyType(glyphs: .ascii)
        session.run("set deep.two C")
        #expect(session.say("changes") == [
            """
            1 change not saved yet:
              deep.two: A -> C
                in Every Type > Level 1 > Level 2 > Level 2 Choice
            """,
        ])
    }

    // MARK: - Leaving

    @Test func doneWithoutChangesLeaves() throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        #expect(session.handle(line: "done") == Reply([.message("No changes to save.")], effect: .leave))
    }

    @Test func doneWithChangesAsksTheShellToSave() throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        session.run("2")
        #expect(session.handle(line: "done") == Reply(effect: .save))
        #expect(session.pendingJSON == ["sounds=false"])
        _ = session.update(.saved(confirmation: "", warnings: []))
        #expect(session.pendingCount == 0)
        #expect(session.say("undo") == ["Nothing to undo."])
        #expect(session.json("sounds") == "false")
    }

    @Test func cancelWithoutChanges() throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        #expect(session.handle(line: "cancel") == Reply([.message("Nothing was changed.")], effect: .leave))
    }

    @Test func cancelWithChangesDiscards() throws {
        var session = try TestSchemas.session(TestSchemas.basic)
        session.run("2", "set language en")
        #expect(session.handle(line: "CANCEL") == Reply([.message("Changes were NOT saved.")], effect: .leave))
        var person = try TestSchemas.session(TestSchemas.basic)
        person.mode = .interactive
        person.run("2", "set language en")
        #expect(person.handle(line: "CANCEL") == Reply())
        #expect(person.question == .discardChanges(pending: 2))
    }
}
