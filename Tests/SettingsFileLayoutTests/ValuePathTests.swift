import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// A schema whose settings' values sit at the given paths (others stay flat).
func nestedSchema(_ paths: [String: [String]], items: String) throws -> Layout {
    let flat = try TestSchemas.schema(TestSchemas.file(items: items))
    var positions = KeyIndex()
    let settings = flat.settings.enumerated().map { index, setting in
        var setting = setting
        if let path = paths[setting.key] { setting.storagePath = path }
        _ = positions.insert(setting.key, at: Int32(index), in: flat.settings)
        return setting
    }
    return Layout(title: flat.title, panes: flat.panes, settings: settings, positions: positions)
}

/// Strict, Target and Tab Size, stored at compilerOptions.strict,
/// compilerOptions.target and the flat "editor.tabSize".
func configSchema() throws -> Layout {
    try nestedSchema(
        ["strict": ["compilerOptions", "strict"], "target": ["compilerOptions", "target"]],
        items: """
        [{"type": "switch", "key": "strict", "title": "Strict"},
         {"type": "text", "key": "target", "title": "Target", "default": "es5"},
         {"type": "number", "key": "editor.tabSize", "title": "Tab Size", "default": 4}]
        """)
}

@Suite struct ValuePathTests {
    @Test func nestedValuesAreReadAtTheirPaths() throws {
        let config = try valuesFile(#"{"compilerOptions": {"strict": true, "other": 1}, "editor.tabSize": 2, "unknown": [1]}"#)
        let stored = config.storedValues(for: try configSchema())
        #expect(stored["strict"] == .bool(true))
        #expect(stored["target"] == nil)
        #expect(stored["editor.tabSize"] == .number(2))
        #expect(stored["unknown"] == nil, "a member no setting names is not decoded up front")
        #expect(config.members?.value(at: ["unknown"]) == .array([.number(1)]), "it is read when asked for")
        #expect(config.members?.value(at: ["compilerOptions", "other"]) == .number(1))
        #expect(config.members?.value(at: ["missing"]) == nil)
    }

    @Test func aMemberNoSettingNamesIsReadWhenAskedForAndNotAfterItIsSavedAsTakenOut() throws {
        let config = try valuesFile(#"{"editor.tabSize": 2, "unknown": [1]}"#)
        let layout = try configSchema()
        var values = ValueStore(stored: config.storedValues(for: layout), unread: config.members)
        #expect(values.stored["unknown"] == nil)
        #expect(values.current(key: "unknown") == .array([.number(1)]))
        #expect(values.current(key: "missing") == nil)
        let tabSize = try #require(layout.setting("editor.tabSize"))
        values.remove(tabSize)
        values.commit()
        #expect(values.current(key: "editor.tabSize") == nil, "the file as loaded still holds it; the store knows it was taken out")
        #expect(values.current(key: "unknown") == .array([.number(1)]))
        #expect(values.reloaded().current(key: "editor.tabSize") == nil, "a store made again on the same file knows it too")
        #expect(values.reloaded(stored: [:], unread: config.members).current(key: "editor.tabSize") == .number(2),
                "a file read again is read as it is")
    }

    @Test func aPathThroughAMemberThatIsNotAnObjectIsBlocked() throws {
        let config = try valuesFile(#"{"compilerOptions": 5}"#)
        let schema = try configSchema()
        #expect(config.storedValues(for: schema)["strict"] == nil)
        let blocked = config.blockedPaths(for: schema)
        #expect(blocked.keys.sorted() == ["strict", "target"])
        #expect(blocked["strict"]?.explanation().text == "compilerOptions.strict can't be stored: compilerOptions holds a number, not an object")
        #expect(throws: DocumentError.pathBlocked(JSONPathConflict(path: ["compilerOptions", "strict"], blocking: ["compilerOptions"], found: .number))) {
            try config.patched([StoredChange(path: ["compilerOptions", "strict"], value: .bool(true))])
        }
        #expect(DocumentError.pathBlocked(JSONPathConflict(path: ["a", "b"], blocking: ["a"], found: .array)).lines(fileName: "c.json")
                == ["c.json: a.b can't be stored: a holds an array, not an object; nothing was written"])
    }

    @Test func eachMemberInTheWayIsReportedOnce() throws {
        let config = try valuesFile(#"{"compilerOptions": [], "editor.tabSize": 2}"#)
        let members = config.blockingMembers(for: try configSchema())
        #expect(members.map(\.path) == [["compilerOptions"]])
        #expect(members.map(\.keys) == [["strict", "target"]])
        let problem = LayoutProblem(.storedNotObject(found: .array, keys: ["strict", "target"]), place: "compilerOptions")
        #expect(problem.line.text == "compilerOptions: holds an array, not an object, so strict and target can't be stored there; it is kept as it is")
        #expect(problem.severity == .warning && problem.failsValidation)
        #expect(try valuesFile(#"{"compilerOptions": {}}"#).blockingMembers(for: try configSchema()).isEmpty)
    }

    @Test func settingCreatesTheMissingObjects() throws {
        let config = try valuesFile("{\n    \"editor.tabSize\": 2\n}\n")
        let (text, created) = try patchedText(config, [
            StoredChange(path: ["compilerOptions", "strict"], value: .bool(true)),
            StoredChange(path: ["editor.tabSize"], value: .number(8)),
        ])
        #expect(text == "{\n    \"editor.tabSize\": 8,\n    \"compilerOptions\": {\n        \"strict\": true\n    }\n}\n")
        #expect(created == [["compilerOptions"]])
    }

    @Test func aValueEqualToItsDefaultIsWritten() throws {
        let config = try valuesFile("{}")
        #expect(try patchedText(config, [StoredChange(path: ["compilerOptions", "target"], value: .string("es5"))]).text
                == #"{"compilerOptions":{"target":"es5"}}"#)
    }

    @Test func aValuesFileThatDoesNotExistYetIsWrittenWhole() throws {
        let (text, created) = try patchedText(.emptyValuesFile, [
            StoredChange(path: ["a", "b"], value: .number(1)), StoredChange(path: ["c"], value: .null),
            StoredChange(path: ["gone"], value: nil),
        ])
        #expect(text == "{\n  \"a\": {\n    \"b\": 1\n  },\n  \"c\": null\n}\n")
        #expect(created == [["a"]])
    }

    @Test func removingKeepsAnObjectThatWasInTheFile() throws {
        let config = try valuesFile("{\n  \"compilerOptions\": {\n    \"strict\": true\n  },\n  \"x\": 1\n}\n")
        #expect(try patchedText(config, [StoredChange(path: ["compilerOptions", "strict"], value: nil)]).text
                == "{\n  \"compilerOptions\": {},\n  \"x\": 1\n}\n")
    }

    @Test func removingTheLastMemberOfAnObjectTheSessionCreatedRemovesIt() throws {
        var config = try valuesFile("{\n  \"x\": 1\n}\n")
        let first = try config.patched([StoredChange(path: ["a", "b", "c"], value: .bool(true))])
        #expect(first.createdObjects == [["a"], ["a", "b"]])
        config = try ValuesObject.valuesFile(bytes: Array(first.runs.joined()))
        let (text, created) = try patchedText(config, [StoredChange(path: ["a", "b", "c"], value: nil)], pruning: first.createdObjects)
        #expect(text == "{\n  \"x\": 1\n}\n")
        #expect(created.isEmpty)
        // Without the session's record, the objects stay.
        #expect(try patchedText(config, [StoredChange(path: ["a", "b", "c"], value: nil)]).text
                == "{\n  \"x\": 1,\n  \"a\": {\n    \"b\": {}\n  }\n}\n")
    }

    @Test func anObjectWithOtherMembersStays() throws {
        let config = try valuesFile("{\n  \"a\": {\n    \"b\": 1,\n    \"c\": 2\n  }\n}\n")
        #expect(try patchedText(config, [StoredChange(path: ["a", "b"], value: nil)], pruning: [["a"]]).text
                == "{\n  \"a\": {\n    \"c\": 2\n  }\n}\n")
    }

    @Test func aPathInsideAnotherChangesValueIsWrittenAfterIt() throws {
        let config = try valuesFile("{\n  \"a\": 1\n}\n")
        #expect(try patchedText(config, [
            StoredChange(path: ["o"], value: .object([JSONMember(key: "p", value: .number(1))])),
            StoredChange(path: ["o", "q"], value: .number(2)),
        ]).text == "{\n  \"a\": 1,\n  \"o\": {\n    \"p\": 1,\n    \"q\": 2\n  }\n}\n")
    }

    @Test func aJSONCConfigKeepsItsCommentsAndIsReadBackAsJSONC() throws {
        let text = """
        {
          // How the compiler runs
          "compilerOptions": {
            "strict": false, // for now
            /* old browsers */ "target": "es5",
          },
          "editor.tabSize": 2 /* two */
        }

        """
        #expect(throws: DocumentError.self) { try valuesFile(text) }
        let config = try valuesFile(text, dialect: .jsonc)
        let stored = config.storedValues(for: try configSchema())
        #expect(stored["strict"] == .bool(false))
        #expect(stored["target"] == .string("es5"))
        let (result, _) = try patchedText(config, [
            StoredChange(path: ["compilerOptions", "strict"], value: .bool(true)),
            StoredChange(path: ["compilerOptions", "target"], value: nil),
            StoredChange(path: ["files", "exclude"], value: .array([.string("out")])),
        ])
        #expect(result == """
        {
          // How the compiler runs
          "compilerOptions": {
            "strict": true, // for now
            /* old browsers */\u{20}
          },
          "editor.tabSize": 2, /* two */
          "files": {
            "exclude": ["out"]
          }
        }

        """)
    }

    @Test func aSettingsFileInJSONC() throws {
        let text = """
        {"title": "T", // the title
         "groups": [{"items": [{"type": "switch", "key": "a", "title": "A"},]}],
         "values": {"a": false /* off */}}
        """
        #expect(throws: DocumentError.self) { try SettingsDocument.load(Array(text.utf8)) }
        let document = try SettingsDocument.load(Array(text.utf8), dialect: .jsonc)
        #expect(document.values.stored["a"] == .bool(false))
        let saved = try document.values.patched([StoredChange(path: ["a"], value: .bool(true))])
        #expect(String(decoding: Array(saved.runs.joined()), as: UTF8.self) == text.replacingOccurrences(of: "false", with: "true"))
        #expect(SettingsDocument.problems(in: Array(text.utf8), dialect: .jsonc).isEmpty)
        #expect(SettingsDocument.problems(in: Array(text.utf8)).first?.line(fileName: "s.json") == "s.json:1:16: a comment, which plain JSON does not allow (--jsonc reads comments, as does a file named *.jsonc)")
    }
}
