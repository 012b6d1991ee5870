import Foundation
import Testing
import TestSupport

/// Runs the built `settings-shell` binary as a subprocess, in scripted mode
/// (stdin from a pipe), in a fresh temporary folder holding copies of the
/// fixtures; checks the saved bytes and the documented exit statuses.
@Suite struct EndToEndTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary, beside the test bundle.
    static func binary() throws -> String {
        try BuiltProduct.path("settings-shell")
    }

    /// A fresh folder for one test, removed afterwards.
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("settings-shell-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Failure("no fixture \(url.path)") }
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure("can't read \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs the tool in `folder` with `input` on a pipe, no terminal, UTF-8.
    static func run(_ arguments: [String], input: String, in folder: String) throws -> Run {
        let outcome = try Subprocess.run(
            try binary(), arguments, environment: Subprocess.environment(home: folder), workingDirectory: folder, input: input)
        return Run(status: outcome.status, stdout: outcome.out, stderr: outcome.err)
    }

    /// basic.json with nothing stored: Language shows its default, English.
    static func basicWithoutValues() throws -> String {
        try fixture("basic.json").replacingOccurrences(of: #""values": {"language": "fr"}"#, with: #""values": {}"#)
    }

    // MARK: - Saving

    @Test func choosingTheSecondLanguageSavesItsValue() throws {
        try Self.withFolder { folder in
            let original = try Self.basicWithoutValues()
            try Self.write(original, to: folder + "/f.json")
            let run = try Self.run(["--file", "f.json"], input: "Language\n2\nback\ndone\n", in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout == """
                Settings                                                                  [Done]

                DISPLAY
                  1  Language                                                         English  >
                  2  Sounds                                                                 [on]
                     Changes apply immediately.
                > Language
                < Settings                          Language

                  1  English                                                                   ✓
                  2  Français
                > 2
                < Settings                          Language

                  1  English
                  2  • Français                                                                ✓
                > back
                Settings                                                                  [Done]

                DISPLAY
                  1  • Language                                                      Français  >
                  2  Sounds                                                                 [on]
                     Changes apply immediately.
                > done
                Saved 1 change to f.json.

                """)
            let saved = try Self.read(folder + "/f.json")
            #expect(saved == original.replacingOccurrences(of: #""values": {}"#, with: "\"values\": {\n    \"language\": \"fr\"\n  }"))
            let get = try Self.run(["--file", "f.json", "get", "language"], input: "", in: folder)
            #expect(get.status == 0)
            #expect(get.stdout == "fr\n")
        }
    }

    static let keyboards = """
        {
          "title": "Settings",
          "groups": [
            {
              "header": "Keyboards",
              "items": [
                {"type": "list", "key": "keyboards", "title": "Keyboards",
                 "options": ["English", "French", "Spanish", "German", "Japanese"],
                 "addTitle": "Add New Keyboard…", "minCount": 1}
              ]
            }
          ],
          "values": {
            "keyboards": ["English", "French", "Spanish"],
            "other.app": {"kept": 1.10}
          }
        }

        """

    @Test func reorderingAndAddingKeyboardsSavesTheList() throws {
        try Self.withFolder { folder in
            try Self.write(Self.keyboards, to: folder + "/settings.json")
            let run = try Self.run([], input: "Keyboards\nedit\nmove 3 1\ndone\nadd\nGerman\ndone\n", in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout.hasSuffix("> done\nSaved 1 change to settings.json.\n"))
            #expect(run.stdout.contains("""
                > German
                < Settings                         Keyboards                              [Edit]

                  1  Spanish
                  2  English
                  3  French
                  4  German
                  5  Add New Keyboard…
                """))
            let saved = try Self.read(folder + "/settings.json")
            #expect(saved == Self.keyboards.replacingOccurrences(
                of: #""keyboards": ["English", "French", "Spanish"],"#,
                with: #""keyboards": ["Spanish", "English", "French", "German"],"#))
        }
    }

    @Test func doneWithoutChangesLeavesTheFileAlone() throws {
        try Self.withFolder { folder in
            let path = folder + "/basic.json"
            try Self.write(try Self.fixture("basic.json"), to: path)
            let old = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
            let run = try Self.run(["--file", "basic.json"], input: "2\n2\ndone\n", in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.hasSuffix("> done\nNo changes to save.\n"))
            #expect(try Self.read(path) == (try Self.fixture("basic.json")))
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.modificationDate] as? Date == old)
        }
    }

    @Test func quietScriptPrintsOnlyWhatCommandsPrint() throws {
        try Self.withFolder { folder in
            try Self.write(try Self.fixture("every-type.json"), to: folder + "/e.json")
            let run = try Self.run(["--file", "e.json", "--quiet"], input: "set fields.volume 3\nget fields.volume\nchanges\ndone\n", in: folder)
            #expect(run.status == 0)
            #expect(run.stdout == """
                Set Volume to 3 dB.
                3
                1 change not saved yet:
                  fields.volume: 7.5 dB → 3 dB
                    in Every Type › Volume
                Saved 1 change to e.json.

                """)
            let saved = try Self.read(folder + "/e.json")
            #expect(saved == (try Self.fixture("every-type.json")).replacingOccurrences(of: #""fields.volume": 7.5,"#, with: #""fields.volume": 3,"#))
        }
    }

    // MARK: - Exit statuses

    @Test func aBadCommandInAScriptExits1AndSavesNothing() throws {
        try Self.withFolder { folder in
            let original = try Self.fixture("basic.json")
            try Self.write(original, to: folder + "/f.json")
            let run = try Self.run(["--file", "f.json", "--quiet"], input: "2\nfly away\ndone\n", in: folder)
            #expect(run.status == 1)
            #expect(run.stderr == "line 2: no row or command \"fly away\" here (type help for commands)\n")
            #expect(try Self.read(folder + "/f.json") == original)
        }
    }

    @Test func anInvalidAnswerInAScriptExits1() throws {
        try Self.withFolder { folder in
            let original = try Self.fixture("every-type.json")
            try Self.write(original, to: folder + "/e.json")
            let run = try Self.run(["--file", "e.json", "--quiet"], input: "9\n11\n5\ndone\n", in: folder)
            #expect(run.status == 1)
            #expect(run.stderr == "line 2: Volume 11 is not between 0 and 10\n")
            #expect(try Self.read(folder + "/e.json") == original)
        }
    }

    @Test func endOfInputWithPendingChangesExits1() throws {
        try Self.withFolder { folder in
            let original = try Self.fixture("basic.json")
            try Self.write(original, to: folder + "/f.json")
            let run = try Self.run(["--file", "f.json", "--quiet"], input: "2\n", in: folder)
            #expect(run.status == 1)
            #expect(run.stderr == "end of input: 1 unsaved change NOT saved (end the script with done to save)\n")
            #expect(try Self.read(folder + "/f.json") == original)
            let clean = try Self.run(["--file", "f.json", "--quiet"], input: "show\n", in: folder)
            #expect(clean.status == 0)
            #expect(clean.stderr == "")
        }
    }

    @Test func cancelLeavesWithoutSaving() throws {
        try Self.withFolder { folder in
            let original = try Self.fixture("basic.json")
            try Self.write(original, to: folder + "/f.json")
            let run = try Self.run(["--file", "f.json", "--quiet"], input: "2\ncancel\n", in: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "Changes were NOT saved.\n")
            #expect(try Self.read(folder + "/f.json") == original)
        }
    }

    @Test func usageErrorsExit2() throws {
        try Self.withFolder { folder in
            try Self.write(try Self.fixture("basic.json"), to: folder + "/settings.json")
            let bogus = try Self.run(["--bogus"], input: "", in: folder)
            #expect(bogus.status == 2)
            #expect(bogus.stderr.contains("--bogus"))
            let width = try Self.run(["--width", "0"], input: "", in: folder)
            #expect(width.status == 2)
            #expect(width.stderr.contains("--width must be a number from 1 to 10000"))
            #expect(try Self.run(["get"], input: "", in: folder).status == 2)
        }
    }

    @Test func malformedFileExits65WithItsLocation() throws {
        try Self.withFolder { folder in
            try Self.write("{\n  \"title\": \"Settings\",\n  \"groups\": [\n    {\"items\": []}\n    {\"items\": []}\n  ]\n}\n", to: folder + "/bad.json")
            let run = try Self.run(["--file", "bad.json"], input: "done\n", in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("bad.json:5:5: "))
            #expect(run.stdout == "")
        }
    }

    @Test func schemaProblemsExit65WithTheirPaths() throws {
        try Self.withFolder { folder in
            try Self.write(#"{"groups": [{"items": [{"type": "choice", "key": "language", "title": "Language"}]}]}"#, to: folder + "/s.json")
            let run = try Self.run(["--file", "s.json"], input: "done\n", in: folder)
            #expect(run.status == 65)
            #expect(run.stderr == "s.json: groups[0].items[0]: choice \"language\" has no options\n")
            let validate = try Self.run(["--file", "s.json", "validate"], input: "", in: folder)
            #expect(validate.status == 65)
            #expect(validate.stderr.hasPrefix("s.json: groups[0].items[0]: choice \"language\" has no options\n"))
        }
    }

    @Test func missingFileExits66() throws {
        try Self.withFolder { folder in
            let run = try Self.run(["--file", "nowhere.json"], input: "done\n", in: folder)
            #expect(run.status == 66)
            #expect(run.stderr.contains("nowhere.json"))
            #expect(try Self.run([], input: "", in: folder).status == 66, "no settings.json in the folder")
        }
    }

    @Test func oneShotSetValidatesAndSaves() throws {
        try Self.withFolder { folder in
            try Self.write(try Self.fixture("basic.json"), to: folder + "/settings.json")
            let bad = try Self.run(["set", "sounds", "maybe"], input: "", in: folder)
            #expect(bad.status != 0)
            #expect(try Self.read(folder + "/settings.json") == (try Self.fixture("basic.json")))
            let good = try Self.run(["set", "language", "English"], input: "", in: folder)
            #expect(good.status == 0)
            #expect(try Self.read(folder + "/settings.json") == (try Self.fixture("basic.json")).replacingOccurrences(of: #"{"language": "fr"}"#, with: #"{"language": "en"}"#))
        }
    }
}
