import Testing
@testable import LosslessJSON

/// Sets the member `key` of the root object to the array `elements` (via
/// `setMembers`, as saving does); the result must read back as exactly that.
func settingArray(_ key: String, to elements: [JSONValue], in input: String, jsonc: Bool = false) throws -> String {
    func read(_ text: String) throws -> JSONDocument { jsonc ? try parseJSONC(text) : try parse(text) }
    let document = try read(input)
    let edits = JSONEditor.setMembers([JSONMember(key: key, value: .array(elements))], in: document.root, of: document)
    let output = text(JSONEditor.apply(edits, to: document.bytes))
    let reread = try read(output)
    let node = try #require(reread.member(key, of: reread.root))
    #expect(reread.value(node) == .array(elements))
    return output
}

private func strings(_ names: String...) -> [JSONValue] { names.map { .string($0) } }

@Suite struct ArrayEditTests {
    static let seven = """
        {
          "tags": [
            "a",
            "b",
            "c",
            "d",
            "e",
            "f",
            "g"
          ],
          "other": 1
        }
        """

    // MARK: One entry a line

    @Test func movingOneEntryOfSevenLinesMovesOnlyItsLine() throws {
        let output = try settingArray("tags", to: strings("a", "c", "d", "e", "b", "f", "g"), in: Self.seven)
        #expect(output == Self.seven.replacingOccurrences(
            of: "    \"b\",\n    \"c\",\n    \"d\",\n    \"e\",\n", with: "    \"c\",\n    \"d\",\n    \"e\",\n    \"b\",\n"))
    }

    @Test func movingTheLastEntryFirstMovesItsCommaToTheNewLast() throws {
        let output = try settingArray("tags", to: strings("g", "a", "b", "c", "d", "e", "f"), in: Self.seven)
        #expect(Array(lines(output).dropFirst(2).prefix(8)) == ["    \"g\",", "    \"a\",", "    \"b\",", "    \"c\",", "    \"d\",", "    \"e\",", "    \"f\"", "  ],"])
    }

    @Test func deletingAnEntryTakesOutItsLine() throws {
        let output = try settingArray("tags", to: strings("a", "b", "d", "e", "f", "g"), in: Self.seven)
        #expect(output == Self.seven.replacingOccurrences(of: "    \"c\",\n", with: ""))
        let last = try settingArray("tags", to: strings("a", "b", "c", "d", "e", "f"), in: Self.seven)
        #expect(last == Self.seven.replacingOccurrences(of: "    \"f\",\n    \"g\"\n", with: "    \"f\"\n"))
    }

    @Test func addingAnEntryInsertsOneLine() throws {
        let atEnd = try settingArray("tags", to: strings("a", "b", "c", "d", "e", "f", "g", "h"), in: Self.seven)
        #expect(atEnd == Self.seven.replacingOccurrences(of: "    \"g\"\n", with: "    \"g\",\n    \"h\"\n"))
        let inside = try settingArray("tags", to: strings("a", "b", "x", "c", "d", "e", "f", "g"), in: Self.seven)
        #expect(inside == Self.seven.replacingOccurrences(of: "    \"b\",\n", with: "    \"b\",\n    \"x\",\n"))
    }

    @Test func changingAnEntryReplacesOnlyIt() throws {
        let output = try settingArray("tags", to: strings("a", "b", "c", "D", "e", "f", "g"), in: Self.seven)
        #expect(output == Self.seven.replacingOccurrences(of: "\"d\"", with: "\"D\""))
    }

    @Test func crlfTabsAndFourSpacesAreFollowed() throws {
        let crlf = "{\r\n  \"tags\": [\r\n    \"a\",\r\n    \"b\"\r\n  ]\r\n}\r\n"
        #expect(try settingArray("tags", to: strings("b", "a", "c"), in: crlf)
            == "{\r\n  \"tags\": [\r\n    \"b\",\r\n    \"a\",\r\n    \"c\"\r\n  ]\r\n}\r\n")
        let tabs = "{\n\t\"tags\": [\n\t\t\"a\",\n\t\t\"b\"\n\t]\n}"
        #expect(try settingArray("tags", to: strings("a", "b", "c"), in: tabs) == "{\n\t\"tags\": [\n\t\t\"a\",\n\t\t\"b\",\n\t\t\"c\"\n\t]\n}")
        let four = "{\n    \"tags\": [\n        \"a\",\n        \"b\"\n    ]\n}"
        #expect(try settingArray("tags", to: strings("b"), in: four) == "{\n    \"tags\": [\n        \"b\"\n    ]\n}")
        #expect(try settingArray("tags", to: strings("a", "b", "c"), in: four)
            == "{\n    \"tags\": [\n        \"a\",\n        \"b\",\n        \"c\"\n    ]\n}")
    }

    // MARK: JSONC

    static let commented = """
        {
          "tags": [
            // the first ones
            "a", // first
            "b",
            "c", /* third */
          ],
        }
        """

    @Test func aDeletedEntrysCommentStays() throws {
        let output = try settingArray("tags", to: strings("b", "c"), in: Self.commented, jsonc: true)
        #expect(output == Self.commented.replacingOccurrences(of: "\"a\", // first", with: "// first"))
    }

    @Test func aMovedEntryTakesTheCommentOnItsLine() throws {
        let output = try settingArray("tags", to: strings("c", "a", "b"), in: Self.commented, jsonc: true)
        #expect(output == """
            {
              "tags": [
                // the first ones
                "c", /* third */
                "a", // first
                "b",
              ],
            }
            """)
    }

    @Test func anAddedEntryKeepsTheTrailingCommaAndMissesTheComment() throws {
        let output = try settingArray("tags", to: strings("a", "b", "c", "d"), in: Self.commented, jsonc: true)
        #expect(output == Self.commented.replacingOccurrences(of: "/* third */\n", with: "/* third */\n    \"d\",\n"))
        let noTrailing = "{\n  \"tags\": [\n    \"a\" // only\n  ]\n}"
        #expect(try settingArray("tags", to: strings("a", "b"), in: noTrailing, jsonc: true)
            == "{\n  \"tags\": [\n    \"a\", // only\n    \"b\"\n  ]\n}")
    }

    @Test func aTrailingCommaOnALineOfItsOwnStaysThereAlone() throws {
        let input = "{\n  \"tags\": [\n    \"a\",\n    \"b\" /* b */\n    ,\n  ]\n}"
        #expect(try settingArray("tags", to: strings("a"), in: input, jsonc: true) == "{\n  \"tags\": [\n    \"a\"\n    /* b */\n    ,\n  ]\n}")
        #expect(try settingArray("tags", to: strings("a", "b", "c"), in: input, jsonc: true)
            == "{\n  \"tags\": [\n    \"a\",\n    \"b\", /* b */\n    \"c\"\n    ,\n  ]\n}")
        #expect(try settingArray("tags", to: [], in: input, jsonc: true) == "{\n  \"tags\": [\n    /* b */\n    \n  ]\n}")
    }

    @Test func anEmptyArrayWithACommentKeepsIt() throws {
        let input = "{\n  \"tags\": [\n    // none yet\n  ]\n}"
        #expect(try settingArray("tags", to: strings("a"), in: input, jsonc: true) == "{\n  \"tags\": [\n    // none yet\n    \"a\"\n  ]\n}")
        let emptied = try settingArray("tags", to: [], in: Self.commented, jsonc: true)
        #expect(emptied == "{\n  \"tags\": [\n    // the first ones\n    // first\n    /* third */\n  ],\n}")
    }

    // MARK: Arrays of objects

    static let servers = """
        {
          "servers": [
            {
              "name": "a",
              "port": 1
            },
            {
              "name": "b",
              "port": 2
            }
          ]
        }
        """

    static func server(_ name: String, _ port: JSONNumber, _ extra: [JSONMember] = []) -> JSONValue {
        .object([JSONMember(key: "name", value: .string(name)), JSONMember(key: "port", value: .number(port))] + extra)
    }

    @Test func aChangedFieldOfAnObjectEntryChangesOnlyThatLine() throws {
        let output = try settingArray("servers", to: [Self.server("a", 1), Self.server("b", 3)], in: Self.servers)
        #expect(output == Self.servers.replacingOccurrences(of: "\"port\": 2", with: "\"port\": 3"))
        let added = try settingArray(
            "servers", to: [Self.server("a", 1, [JSONMember(key: "tls", value: .bool(true))]), Self.server("b", 2)], in: Self.servers)
        #expect(added == Self.servers.replacingOccurrences(of: "\"port\": 1\n", with: "\"port\": 1,\n      \"tls\": true\n"))
    }

    @Test func objectEntriesMoveAndAddAsBlocks() throws {
        let moved = try settingArray("servers", to: [Self.server("b", 2), Self.server("a", 1)], in: Self.servers)
        #expect(moved == """
            {
              "servers": [
                {
                  "name": "b",
                  "port": 2
                },
                {
                  "name": "a",
                  "port": 1
                }
              ]
            }
            """)
        let added = try settingArray("servers", to: [Self.server("a", 1), Self.server("b", 2), Self.server("c", 3)], in: Self.servers)
        #expect(added == Self.servers.replacingOccurrences(
            of: "\"port\": 2\n    }\n", with: "\"port\": 2\n    },\n    {\n      \"name\": \"c\",\n      \"port\": 3\n    }\n"))
    }

    @Test func anArrayInsideAnEntryIsEditedByEntriesToo() throws {
        let input = "{\n  \"m\": [\n    [\n      1,\n      2\n    ],\n    [3]\n  ]\n}"
        #expect(try settingArray("m", to: [.array([.number(1), .number(2), .number(5)]), .array([.number(3)])], in: input)
            == "{\n  \"m\": [\n    [\n      1,\n      2,\n      5\n    ],\n    [3]\n  ]\n}")
    }

    // MARK: One line

    @Test func aOneLineArrayStaysOnOneLine() throws {
        let input = "{\"tags\": [\"a\", \"b\", \"c\"], \"n\": 1}"
        #expect(try settingArray("tags", to: strings("b", "a", "c"), in: input) == "{\"tags\": [\"b\", \"a\", \"c\"], \"n\": 1}")
        #expect(try settingArray("tags", to: strings("a", "c"), in: input) == "{\"tags\": [\"a\", \"c\"], \"n\": 1}")
        #expect(try settingArray("tags", to: strings("a", "b", "c", "d"), in: input) == "{\"tags\": [\"a\", \"b\", \"c\", \"d\"], \"n\": 1}")
        #expect(try settingArray("tags", to: [], in: input) == "{\"tags\": [], \"n\": 1}")
        let minified = "{\"tags\":[\"a\",\"b\"]}"
        #expect(try settingArray("tags", to: strings("b", "x", "a"), in: minified) == "{\"tags\":[\"b\",\"x\",\"a\"]}")
        let spaced = "{\n  \"tags\": [ \"a\", \"b\" ]\n}"
        #expect(try settingArray("tags", to: strings("a", "b", "c"), in: spaced) == "{\n  \"tags\": [ \"a\", \"b\", \"c\" ]\n}")
    }

    @Test func aOneLineArrayKeepsTheCommentsBesideAnEntryTakenOut() throws {
        let input = "{\"n\": [1, /*a*/ 2, // b\n 3]}"
        #expect(try settingArray("n", to: [.number(1), .number(3)], in: input, jsonc: true) == "{\"n\": [1 /*a*/  // b\n , 3]}")
        #expect(try settingArray("n", to: [.number(3)], in: input, jsonc: true) == "{\"n\": [ /*a*/  // b\n 3]}")
    }

    @Test func anEmptyArrayBecomingNonEmptyFollowsTheFileStyle() throws {
        let input = "{\n    \"servers\": []\n}"
        #expect(try settingArray("servers", to: [Self.server("a", 1)], in: input)
            == "{\n    \"servers\": [\n        {\n            \"name\": \"a\",\n            \"port\": 1\n        }\n    ]\n}")
        let spread = "{\n\t\"tags\": [\n\t],\n\t\"n\": 1\n}"
        #expect(try settingArray("tags", to: strings("a", "b"), in: spread) == "{\n\t\"tags\": [\n\t\t\"a\",\n\t\t\"b\"\n\t],\n\t\"n\": 1\n}")
    }

    // MARK: Steps

    @Test func stepsOfAMoveAreOneOutOneIn() {
        let steps = JSONEditor.arraySteps(from: strings("a", "b", "c", "d"), to: strings("a", "c", "d", "b"))
        #expect(steps == [.old(0, .kept), .old(1, .movedAway), .old(2, .kept), .old(3, .kept), .new(3, moved: 1)])
        let changed = JSONEditor.arraySteps(from: strings("a", "b", "c"), to: strings("a", "x", "y", "c"))
        #expect(changed == [.old(0, .kept), .old(1, .replaced(by: 1)), .new(2, moved: nil), .old(2, .kept)])
    }
}
