import Testing
@testable import LosslessJSON

/// Sets values at paths below the root of `input` (read in `dialect`); the result must read back.
func settingPaths(_ changes: [([String], JSONValue)], in input: String, dialect: JSONDialect = .json) throws -> String {
    let document = try JSONDocument.parse(Array(input.utf8), dialect: dialect)
    let planned = try JSONEditor.setValues(changes.map { JSONPathChange(path: $0.0, value: $0.1) }, in: document.root, of: document)
    let output = text(JSONEditor.apply(planned.edits, to: document.bytes))
    _ = try JSONDocument.parse(Array(output.utf8), dialect: dialect)
    return output
}

/// Removes the member at `path`; the result must read back.
func removingPath(_ path: [String], in input: String, dialect: JSONDialect = .json) throws -> String {
    let document = try JSONDocument.parse(Array(input.utf8), dialect: dialect)
    let output = text(JSONEditor.apply(JSONEditor.removeValue(at: path, in: document.root, of: document), to: document.bytes))
    _ = try JSONDocument.parse(Array(output.utf8), dialect: dialect)
    return output
}

@Suite struct PathEditTests {
    // MARK: Reading

    @Test func lookupWalksMemberNames() throws {
        let document = try parse(#"{"a": {"b": {"c": 1}}, "x": 5, "a.b": 2}"#)
        #expect(document.value(at: ["a", "b", "c"], from: document.root) == .number(1))
        #expect(document.value(at: ["a.b"], from: document.root) == .number(2))
        #expect(document.value(at: ["a", "z"], from: document.root) == nil)
        #expect(document.value(at: ["x", "y"], from: document.root) == nil)
        guard case .missing(_, let depth) = document.lookup(["a", "b", "d"], from: document.root) else { Issue.record("not missing"); return }
        #expect(depth == 2)
        guard case .notObject(_, let blockedDepth) = document.lookup(["x", "y", "z"], from: document.root) else { Issue.record("not blocked"); return }
        #expect(blockedDepth == 1)
    }

    // MARK: Writing

    @Test func anExistingNestedValueGetsOnlyItsBytesReplaced() throws {
        let input = "{\n  \"compilerOptions\": {\n    \"strict\": false,\n    \"target\": \"es5\"\n  }\n}\n"
        #expect(try settingPaths([(["compilerOptions", "strict"], .bool(true))], in: input)
                == input.replacingOccurrences(of: "false", with: "true"))
    }

    @Test func aMissingMemberGoesIntoItsExistingObject() throws {
        let input = "{\n  \"compilerOptions\": {\n    \"target\": \"es5\"\n  }\n}\n"
        #expect(try settingPaths([(["compilerOptions", "strict"], .bool(true))], in: input)
                == "{\n  \"compilerOptions\": {\n    \"target\": \"es5\",\n    \"strict\": true\n  }\n}\n")
    }

    @Test(arguments: [
        ("2 spaces", "{\n  \"a\": 1\n}\n", "{\n  \"a\": 1,\n  \"x\": {\n    \"y\": {\n      \"z\": true\n    }\n  }\n}\n"),
        ("4 spaces", "{\n    \"a\": 1\n}\n", "{\n    \"a\": 1,\n    \"x\": {\n        \"y\": {\n            \"z\": true\n        }\n    }\n}\n"),
        ("tabs", "{\n\t\"a\": 1\n}\n", "{\n\t\"a\": 1,\n\t\"x\": {\n\t\t\"y\": {\n\t\t\t\"z\": true\n\t\t}\n\t}\n}\n"),
        ("CRLF", "{\r\n  \"a\": 1\r\n}\r\n", "{\r\n  \"a\": 1,\r\n  \"x\": {\r\n    \"y\": {\r\n      \"z\": true\r\n    }\r\n  }\r\n}\r\n"),
        ("one line", "{\"a\": 1}", "{\"a\": 1, \"x\": {\"y\": {\"z\": true}}}"),
        ("empty root", "{}", "{\"x\":{\"y\":{\"z\":true}}}"),
        ("empty root on lines", "{\n}\n", "{\n  \"x\": {\n    \"y\": {\n      \"z\": true\n    }\n  }\n}\n"),
    ])
    func missingObjectsAreCreatedInTheFilesStyle(name: String, input: String, expected: String) throws {
        #expect(try settingPaths([(["x", "y", "z"], .bool(true))], in: input) == expected, "\(name)")
    }

    @Test func changesBelowOneMissingObjectMakeOneInsertion() throws {
        let input = "{\n  \"a\": 1\n}\n"
        let document = try parse(input)
        let planned = try JSONEditor.setValues([
            JSONPathChange(path: ["x", "p"], value: .number(1)),
            JSONPathChange(path: ["a"], value: .number(2)),
            JSONPathChange(path: ["x", "q", "r"], value: .string("s")),
        ], in: document.root, of: document)
        #expect(planned.createdObjects == [["x"], ["x", "q"]])
        #expect(text(JSONEditor.apply(planned.edits, to: document.bytes))
                == "{\n  \"a\": 2,\n  \"x\": {\n    \"p\": 1,\n    \"q\": {\n      \"r\": \"s\"\n    }\n  }\n}\n")
    }

    @Test func aDottedNameIsOneMember() throws {
        let input = "{\n  \"editor.fontSize\": 12\n}\n"
        #expect(try settingPaths([(["editor.fontSize"], .number(14)), (["editor.tabSize"], .number(4))], in: input)
                == "{\n  \"editor.fontSize\": 14,\n  \"editor.tabSize\": 4\n}\n")
    }

    @Test(arguments: [
        (#"{"compilerOptions": 5}"#, ["compilerOptions"], JSONKind.number),
        (#"{"compilerOptions": [1]}"#, ["compilerOptions"], .array),
        (#"{"compilerOptions": {"paths": "x"}}"#, ["compilerOptions", "paths"], .string),
        (#"{"compilerOptions": null}"#, ["compilerOptions"], .null),
    ])
    func aMemberThatIsNotAnObjectIsNeverOverwritten(input: String, blocking: [String], found: JSONKind) throws {
        let document = try parse(input)
        let path = ["compilerOptions", "paths", "strict"]
        #expect(throws: JSONPathConflict(path: path, blocking: blocking, found: found)) {
            try JSONEditor.setValues([JSONPathChange(path: path, value: .bool(true))], in: document.root, of: document)
        }
    }

    @Test func aWholeObjectValueIsWrittenWhole() throws {
        let input = "{\n  \"files.exclude\": {\"**/.git\": true}\n}\n"
        #expect(try settingPaths([(["files.exclude"], .object([JSONMember(key: "out", value: .bool(false))]))], in: input)
                == "{\n  \"files.exclude\": {\n    \"out\": false\n  }\n}\n")
    }

    // MARK: JSONC

    @Test func commentsAroundTheEditedMembersStay() throws {
        let input = """
        {
          // Compiler settings
          "compilerOptions": {
            /* the target */ "target": "es5", // old browsers
            "strict": false // for now
          },
        }

        """
        let set = try settingPaths([(["compilerOptions", "strict"], .bool(true)), (["compilerOptions", "noEmit"], .bool(true))],
                                   in: input, dialect: .jsonc)
        #expect(set == """
        {
          // Compiler settings
          "compilerOptions": {
            /* the target */ "target": "es5", // old browsers
            "strict": true, // for now
            "noEmit": true
          },
        }

        """)
    }

    @Test func aNewObjectAfterATrailingCommaKeepsTheTrailingComma() throws {
        let input = "{\n  \"a\": 1, // one\n}\n"
        #expect(try settingPaths([(["b", "c"], .number(2))], in: input, dialect: .jsonc)
                == "{\n  \"a\": 1, // one\n  \"b\": {\n    \"c\": 2\n  },\n}\n")
    }

    @Test func aNewMemberAfterABlockCommentLandsAfterTheLastMember() throws {
        let input = "{\n  \"a\": 1 /* one */\n  // the end\n}\n"
        #expect(try settingPaths([(["b"], .number(2))], in: input, dialect: .jsonc)
                == "{\n  \"a\": 1, /* one */\n  \"b\": 2\n  // the end\n}\n")
    }

    // MARK: Removing

    @Test func removingANestedMemberKeepsItsObject() throws {
        let input = "{\n  \"x\": {\n    \"y\": 1\n  },\n  \"z\": 2\n}\n"
        #expect(try removingPath(["x", "y"], in: input) == "{\n  \"x\": {},\n  \"z\": 2\n}\n")
        #expect(try removingPath(["x", "nothing"], in: input) == input)
        #expect(try removingPath(["z", "deeper"], in: input) == input)
    }

    @Test func removingNextToCommentsKeepsThem() throws {
        let input = "{\n  \"x\": {\n    // keep me\n    \"y\": 1, // and me\n    \"w\": 2\n  }\n}\n"
        #expect(try removingPath(["x", "y"], in: input, dialect: .jsonc)
                == "{\n  \"x\": {\n    // keep me\n     // and me\n    \"w\": 2\n  }\n}\n")
    }
}
