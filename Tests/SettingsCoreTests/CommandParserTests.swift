import Testing
@testable import SettingsCore

/// Every command form, and the lines that are titles instead.
@Suite struct CommandParserTests {
    private func parse(_ line: String) -> Command? {
        try? CommandParser.parse(line).get()
    }

    private func failure(_ line: String) -> String? {
        if case .failure(let error) = CommandParser.parse(line) { return error.description }
        return nil
    }

    @Test(arguments: [
        ("1", Command.select(1)),
        ("42", .select(42)),
        ("007", .select(7)),
        ("999999999", .select(999_999_999)),
        ("back", .back),
        ("..", .back),
        ("top", .top),
        ("show", .show),
        ("", .show),
        ("   ", .show),
        ("help", .help(row: nil)),
        ("?", .help(row: nil)),
        ("help 3", .help(row: .number(3))),
        ("3?", .help(row: .number(3))),
        ("#3", .selectPosition(3)),
        ("#3?", .help(row: .position(3))),
        ("help #3", .help(row: .position(3))),
        ("push?", .help(row: .title("push"))),
        ("Wi-Fi Calling?", .help(row: .title("Wi-Fi Calling"))),
        ("help push", .help(row: .title("push"))),
        ("help push?", .help(row: .title("push"))),
        ("help wifi.enabled", .help(row: .title("wifi.enabled"))),
        ("find what?", .find("what?")),
        ("/what?", .find("what?")),
        ("\"Go\"", .selectTitle("Go")),
        ("'done'", .selectTitle("done")),
        ("\"Find My iPhone\"", .selectTitle("Find My iPhone")),
        ("changes", .changes),
        ("undo", .undo),
        ("reset 2", .reset(target: "2")),
        ("reset wifi.enabled", .reset(target: "wifi.enabled")),
        ("find wi-fi", .find("wi-fi")),
        ("/wi-fi", .find("wi-fi")),
        ("/ two words ", .find("two words")),
        ("go 2", .go(2)),
        ("done", .done),
        ("cancel", .cancel),
        ("edit", .edit),
        ("delete 3", .delete(3)),
        ("move 3 1", .move(from: 3, to: 1)),
        ("add", .add(nil)),
        ("add German", .add("German")),
        ("add Swiss German", .add("Swiss German")),
        ("get language", .get(key: "language")),
        ("set language fr", .set(key: "language", value: "fr")),
        ("set name Jane Q. Public", .set(key: "name", value: "Jane Q. Public")),
        ("set name \"\"", .set(key: "name", value: "")),
        ("set tags [\"a\", \"b\"]", .set(key: "tags", value: "[\"a\", \"b\"]")),
    ])
    func commandForms(line: String, command: Command) {
        #expect(parse(line) == command)
    }

    @Test(arguments: [
        ("BACK", Command.back),
        ("Done", .done),
        ("UnDo", .undo),
        ("HELP 2", .help(row: .number(2))),
        ("Find Language", .find("Language")),
        ("SET Language FR", .set(key: "Language", value: "FR")),
        ("Move 1 2", .move(from: 1, to: 2)),
        ("GO 1", .go(1)),
    ])
    func wordsAreCaseInsensitiveArgumentsKeepTheirCase(line: String, command: Command) {
        #expect(parse(line) == command)
    }

    @Test(arguments: [
        ("  back  ", Command.back),
        ("\t2\t", .select(2)),
        ("  set   language   fr  ", .set(key: "language", value: "fr")),
        ("set name  two  words ", .set(key: "name", value: "two  words")),
        ("move   3    1", .move(from: 3, to: 1)),
        ("help   4", .help(row: .number(4))),
        ("delete  2 ", .delete(2)),
        ("get   sounds ", .get(key: "sounds")),
        ("  4?", .help(row: .number(4))),
    ])
    func extraSpacesAreIgnored(line: String, command: Command) {
        #expect(parse(line) == command)
    }

    @Test(arguments: [
        ("Back Tap", Command.selectTitle("Back Tap")),
        ("Show Previews", .selectTitle("Show Previews")),
        ("Top Sites", .selectTitle("Top Sites")),
        ("Done Button", .selectTitle("Done Button")),
        ("Undo Shake", .selectTitle("Undo Shake")),
        ("Edit Mode", .selectTitle("Edit Mode")),
        ("Cancel Subscription", .selectTitle("Cancel Subscription")),
        ("Changes Log", .selectTitle("Changes Log")),
        ("Language", .selectTitle("Language")),
        ("wi-fi", .selectTitle("wi-fi")),
        ("Français", .selectTitle("Français")),
        ("3 Finger Tap", .selectTitle("3 Finger Tap")),
        ("1.5", .selectTitle("1.5")),
    ])
    func titlesThatStartWithACommandWordSelectTheRow(line: String, command: Command) {
        #expect(parse(line) == command)
    }

    @Test func hugeNumbersAreNoRow() {
        #expect(failure("1234567890") == "there is no row 1234567890")
        #expect(failure("99999999999999999999999") == "there is no row 99999999999999999999999")
        #expect(failure("99999999999999999999?") == "there is no row 99999999999999999999")
        let huge = String(repeating: "9", count: 1_000)
        #expect(failure(huge) == "there is no row " + String(repeating: "9", count: Message.quoteLimit) + "…")
        #expect(failure("help 12345678901") == "there is no row 12345678901")
        #expect(failure("delete 12345678901") == "delete needs an entry number: delete N")
        #expect(failure("move 1 99999999999") == "move needs two entry numbers: move N M")
        #expect(failure("go 99999999999") == "go needs a result number from find: go N")
    }

    @Test func incompleteCommandsSayHowToUseThem() {
        #expect(failure("set") == "set needs a key and a value: set KEY VALUE")
        #expect(failure("set language") == "set needs a key and a value: set KEY VALUE")
        #expect(failure("get") == "get needs a key: get KEY")
        #expect(failure("reset") == "reset needs a row number or a key: reset N or reset KEY")
        #expect(failure("find") == "find needs some text: find TEXT or /TEXT")
        #expect(failure("/") == "find needs some text: find TEXT or /TEXT")
        #expect(failure("/   ") == "find needs some text: find TEXT or /TEXT")
        #expect(failure("go") == "go needs a result number from find: go N")
        #expect(failure("go x") == "go needs a result number from find: go N")
        #expect(failure("delete") == "delete needs an entry number: delete N")
        #expect(failure("move 3") == "move needs two entry numbers: move N M")
        #expect(failure("move a b") == "move needs two entry numbers: move N M")
    }

    @Test func helpTextListsEveryCommand() {
        let text = CommandSpec.helpText.text
        #expect(text.hasPrefix("Commands:\n  N                   select row N"))
        for usage in ["back, ..", "help N, N?", "find TEXT, /TEXT", "reset N, reset KEY", "move N M", "add [VALUE]", "cancel"] {
            #expect(text.contains("\n  \(usage) "), "help misses \(usage)")
        }
        #expect(CommandSpec.words.sorted() == CommandSpec.words)
    }

    @Test func theTableIsTheLanguage() {
        #expect(CommandSpec.words == [
            "add", "back", "cancel", "changes", "delete", "done", "edit", "find", "get",
            "go", "help", "move", "rename", "reset", "set", "show", "top", "undo", "why",
        ])
        #expect(CommandParser.parse("changes --DIFF") == .success(.changesDiff(showingSecrets: false)))
        #expect(CommandParser.parse("changes --diff --show-secrets") == .success(.changesDiff(showingSecrets: true)))
        #expect(CommandParser.parse("changes to make") == .success(.selectTitle("changes to make")))
        // Every word starts a command, whatever its case; none is taken for a title.
        for word in CommandSpec.words {
            for typed in [word, word.uppercased()] {
                let parsed = CommandParser.parse(typed + " 1 2")
                if case .success(.selectTitle) = parsed { continue }  // takes no operand: "done 1 2" is a title
                if case .success(.selectTitle) = CommandParser.parse(typed) { Issue.record("\(typed) alone is a title") }
            }
        }
        // Every command word has its line in `help`, except `go`, which `find`'s line explains.
        for spec in CommandSpec.all {
            if let word = spec.word, word != "go" {
                #expect(spec.help.contains { $0.usage.hasPrefix(word) }, "help misses \(word)")
            }
        }
    }

    @Test func completionReadsWhatFollowsEachWordFromTheTable() {
        #expect(CommandSpec.named("SET")?.operand == .keyThenValue)
        #expect(CommandSpec.named("get")?.operand == .key)
        #expect(CommandSpec.named("reset")?.operand == .rowOrKey)
        #expect(CommandSpec.named("done")?.operand == CommandSpec.Operand.none)
        #expect(CommandSpec.named("frobnicate") == nil)
    }
}
