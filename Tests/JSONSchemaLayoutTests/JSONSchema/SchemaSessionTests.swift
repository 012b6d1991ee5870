@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// Open choices and values of several kinds in a session: the screens they
/// open, the prompts, `set`, `help` and completion (pure `Session`s).
@Suite struct SchemaSessionTests {
    static let schema = ##"""
        {"title": "Editor", "properties": {
           "parser": {"description": "Which parser.", "anyOf": [{"enum": ["babel", "flow"]}, {"type": "string", "maxLength": 12}]},
           "lineNumbers": {"description": "Show line numbers.",
                           "anyOf": [{"type": "boolean"}, {"type": "string", "title": "Style", "default": "relative"},
                                     {"type": "integer", "minimum": 1}, {"type": "array", "items": {"type": "string"}},
                                     {"enum": ["auto", "never"]}, {"type": "null"}]},
           "released": {"type": "string", "format": "date"}}}
        """##

    func session(_ stored: [String: JSONValue] = [:]) throws -> Session {
        let result = SchemaTest.load(Self.schema)
        let schema = try #require(result.layout, "\(SchemaTest.lines(result))")
        return Session(layout: schema, storedValues: stored, glyphs: .unicode)
    }

    // MARK: - Open choices

    @Test func anOpenChoiceListsItsOptionsThenOther() throws {
        var session = try session(["parser": .string("my-parser")])
        #expect(session.screen()[2] == "  1  Parser                                                         my-parser  >")
        let lines = printed(session.handle(line: "parser"))
        #expect(Array(lines.dropFirst(2)) == [
            "  1  babel",
            "  2  flow",
            "  3  Other…                                                         my-parser  ✓",
            "     Which parser.",
        ])
    }

    @Test func otherAsksForATextCheckedAgainstTheFreeBranch() throws {
        var session = try session(["parser": .string("babel")])
        session.run("parser")
        #expect(said(session.handle(line: "3")) == ["Parser (any text):"])
        #expect(session.prompt?.prefill == "", "an option is not offered as the text")
        #expect(said(session.handle(line: "a-parser-too-long")) == ["error: Parser is longer than 12 characters"])
        let lines = printed(session.handle(line: "mine"))
        #expect(lines.contains("  3  • Other…                                                            mine  ✓"))
        #expect(session.json("parser") == #""mine""#)
        #expect(session.prompt == nil)
        // Its prompt offers the text it holds.
        session.run("3")
        #expect(session.prompt?.prefill == "mine")
    }

    @Test func setTakesAnOptionOrAnyTextWithoutGuessing() throws {
        var session = try session()
        #expect(session.say("set parser flow") == ["Set Parser to flow."])
        #expect(session.say("set parser fl") == ["Set Parser to fl."], "a beginning is a text of its own here")
        #expect(session.json("parser") == #""fl""#)
        #expect(session.say("set parser BABEL") == ["Set Parser to babel."])
        #expect(session.say("set parser a-parser-too-long") == ["error: Parser is longer than 12 characters"])
    }

    @Test func helpAndCompletionOfAnOpenChoice() throws {
        var session = try session()
        #expect(session.say("help 1") == [[
            "Parser — choice", "  Which parser.", "  Options: babel, flow", "  Or any other text (Other…)", "  At most 12 characters",
            "  Default: none", "  Current: not set", "  Key: parser",
        ].joined(separator: "\n")])
        #expect(session.completions(line: "set parser ", cursor: 11).candidates == ["babel", "flow"])
    }

    @Test func anOpenChoiceInsideAMapHasItsOtherRowToo() throws {
        let result = SchemaTest.load(##"""
            {"properties": {"parsers": {"type": "object", "additionalProperties": {"anyOf": [{"enum": ["babel", "flow"]}, {"type": "string"}]}}}}
            """##)
        let schema = try #require(result.layout, "\(SchemaTest.lines(result))")
        var session = Session(layout: schema, storedValues: ["parsers": .object([JSONMember(key: "*.js", value: .string("mine"))])], glyphs: .unicode)
        session.run("parsers")
        let lines = printed(session.handle(line: "1"))
        #expect(Array(lines.dropFirst(2)) == ["  1  babel", "  2  flow", "  3  Other…                                                              mine  ✓"])
        #expect(said(session.handle(line: "3")).count == 1 && session.prompt?.prefill == "mine")
        session.run("yours")
        #expect(session.json("parsers") == #"{"*.js":"yours"}"#)
    }

    // MARK: - Values of several kinds

    @Test func theRowOpensTheKindsWithTheCurrentOneChecked() throws {
        var session = try session(["lineNumbers": .bool(true)])
        #expect(session.screen()[3] == "  2  Line Numbers                                                          on  >")
        let lines = printed(session.handle(line: "2"))
        #expect(lines == [
            "< Editor                          Line Numbers", "",
            "  1  On/Off                                                                on  ✓",
            "  2  Style", "  3  Number", "  4  List", "  5  Choice", "  6  null",
            "     Show line numbers.",
        ])
    }

    @Test func pickingTheCurrentSwitchFlipsItAndAnotherKindConvertsTheValue() throws {
        var session = try session(["lineNumbers": .bool(true)])
        session.run("2", "1")
        #expect(session.json("lineNumbers") == "false")
        // Text: its default, then its prompt, answered.
        #expect(said(session.handle(line: "2")) == ["Line Numbers:"])
        #expect(session.json("lineNumbers") == #""relative""# && session.prompt?.prefill == "relative")
        let lines = printed(session.handle(line: "absolute"))
        #expect(lines.contains("  2  • Style                                                         absolute  ✓"))
        // A number: its natural value (the minimum) is set and asked for; an empty answer keeps it.
        session.run("3")
        #expect(session.json("lineNumbers") == "1")
        session.run("")
        #expect(session.json("lineNumbers") == "1")
        // null is simply set.
        session.run("6")
        #expect(session.json("lineNumbers") == "null")
        #expect(session.screen().contains("  6  • null                                                                    ✓"))
    }

    @Test func aChoiceOrAListKindOpensItsScreen() throws {
        var session = try session()
        session.run("2", "5")
        #expect(session.currentScreen == .choice(key: "lineNumbers") && session.json("lineNumbers") == #""auto""#)
        session.run("2", "back")
        #expect(session.json("lineNumbers") == #""never""#)
        session.run("4")
        #expect(session.currentScreen == .list(key: "lineNumbers", editing: false) && session.json("lineNumbers") == "[]")
        #expect(said(session.handle(line: "add")) == ["New entry for Line Numbers:"])
        session.run("x")
        #expect(session.json("lineNumbers") == #"["x"]"#)
        // Regression: a value of another kind set while its list is open left the screen empty; it says what is stored.
        session.run("set lineNumbers on")
        #expect(session.screen() == [
            "< Line Numbers                        List                                [Edit]", "",
            "     true                                                             not a list",
            "     true is stored, but it is not a list; it is kept until you replace it (set",
            "     lineNumbers [...]) or reset it.",
        ])
    }

    @Test func setReadsTheFirstKindThatTakesTheValue() throws {
        var session = try session()
        #expect(session.say("set lineNumbers off") == ["Set Line Numbers to off."])
        #expect(session.say("set lineNumbers 3") == ["Set Line Numbers to 3."])
        #expect(session.say("set lineNumbers auto") == ["Set Line Numbers to auto."])
        #expect(session.json("lineNumbers") == #""auto""#)
        #expect(session.say(#"set lineNumbers "on""#) == ["Set Line Numbers to on."])
        #expect(session.json("lineNumbers") == #""on""#)
        #expect(session.say(#"set lineNumbers ["a","b"]"#) == ["Set Line Numbers to a, b."])
        #expect(session.say("set lineNumbers 0") == ["error: Line Numbers 0 is less than the minimum 1"])
    }

    @Test func aStoredValueOfNoKindIsKeptAndMarked() throws {
        var session = try session(["lineNumbers": .object([])])
        #expect(session.screen()[3] == "  2  Line Numbers                                   {} (not any of its kinds)  >")
        let lines = printed(session.handle(line: "2"))
        #expect(lines[2] == "     {}                                                     none of its kinds  ✓")
        #expect(lines.last == "     {} is stored but is none of its kinds; it is kept until you choose one.")
        let setting = try #require(session.layout.setting("lineNumbers"))
        #expect(ValueRules.problem(with: .object([]), for: setting) == "fits none of its kinds (On/Off, Style, Number, List, Choice, null)")
    }

    @Test func helpOfAKindAndOfTheWholeValue() throws {
        var session = try session()
        let help = try #require(session.say("help 2").first)
        #expect(help.hasPrefix("Line Numbers — one of several kinds\n  Show line numbers.\n  Kinds: On/Off, Style, Number, List, Choice, null\n"))
        #expect(help.contains("  Number: Range: from 1, step 1\n"))
        session.run("2")
        #expect(session.say("help 3").first?.hasPrefix("Number: a kind of value of Line Numbers — number\n") == true)
    }

    // MARK: - Formats

    @Test func aFormatIsCheckedWhenSetAndAtThePrompt() throws {
        var session = try session()
        #expect(session.say("set released 2026-02-30") == ["error: Released expects a date like 2026-11-23"])
        #expect(session.say("set released 2026-11-23") == ["Set Released to 2026-11-23."])
        session.run("released")
        #expect(said(session.handle(line: "soon")) == ["error: Released expects a date like 2026-11-23"])
        session.run("")
        #expect(session.say("help 3").first?.contains("  Format: a date like 2026-11-23\n") == true)
    }
}
