import Testing
import TestSupport
@testable import LosslessJSON

/// Sets the member `key` of the root object to `value` (via `setMembers`,
/// as saving does); the result must read back as exactly that value.
func settingObject(_ key: String, to value: JSONValue, in input: String, jsonc: Bool = true) throws -> String {
    func read(_ text: String) throws -> JSONDocument { jsonc ? try parseJSONC(text) : try parse(text) }
    let document = try read(input)
    let edits = JSONEditor.setMembers([JSONMember(key: key, value: value)], in: document.root, of: document)
    let output = text(JSONEditor.apply(edits, to: document.bytes))
    let reread = try read(output)
    let node = try #require(reread.member(key, of: reread.root))
    #expect(reread.value(node) == value, "\(input)\nbecame\n\(output)")
    return output
}

/// An object set whole is edited member by member: the comments, blank
/// lines and layout of the members that did not change stay.
@Suite struct ObjectEditTests {
    static let markdownlint = """
        {
          // Default state for all rules
          "default": true,

          // MD007/ul-indent
          "MD007": {
            // Spaces for indent
            "indent": 2,

            // Whether to indent the first level of the list
            "start_indented": false,
            // Spaces for first level indent (when start_indented is set)
            "start_indent": 2
          }
        }

        """

    @Test func anObjectSetWholeKeepsTheCommentsOfItsUnchangedMembers() throws {
        let value = JSONValue.object([
            JSONMember(key: "indent", value: .number(4)),
            JSONMember(key: "start_indented", value: .bool(false)),
            JSONMember(key: "start_indent", value: .number(2)),
        ])
        let output = try settingObject("MD007", to: value, in: Self.markdownlint)
        #expect(output == Self.markdownlint.replacingOccurrences(of: "\"indent\": 2", with: "\"indent\": 4"))
    }

    @Test func membersTakenOutGoAndNewOnesComeLast() throws {
        let value = JSONValue.object([
            JSONMember(key: "indent", value: .number(2)),
            JSONMember(key: "start_indent", value: .number(3)),
            JSONMember(key: "code", value: .bool(true)),
        ])
        let output = try settingObject("MD007", to: value, in: Self.markdownlint)
        #expect(output == """
            {
              // Default state for all rules
              "default": true,

              // MD007/ul-indent
              "MD007": {
                // Spaces for indent
                "indent": 2,

                // Whether to indent the first level of the list
                // Spaces for first level indent (when start_indented is set)
                "start_indent": 3,
                "code": true
              }
            }

            """)
    }

    /// Members given in another order are written in that order, each
    /// moving with its lines: the comments above it and after it go with it.
    @Test func membersInAnotherOrderMoveWithTheirComments() throws {
        let value = JSONValue.object([
            JSONMember(key: "start_indent", value: .number(2)),
            JSONMember(key: "added", value: .bool(true)),
            JSONMember(key: "indent", value: .number(4)),
            JSONMember(key: "start_indented", value: .bool(false)),
        ])
        let output = try settingObject("MD007", to: value, in: Self.markdownlint)
        #expect(output == """
            {
              // Default state for all rules
              "default": true,

              // MD007/ul-indent
              "MD007": {
                // Spaces for first level indent (when start_indented is set)
                "start_indent": 2,
                "added": true,
                // Spaces for indent
                "indent": 4,

                // Whether to indent the first level of the list
                "start_indented": false
              }
            }

            """, "\(output)")
    }

    /// A trailing comma (JSONC) stays after the last member, and a comment
    /// on a member's line goes with it.
    @Test func aReorderKeepsATrailingCommaAndLineComments() throws {
        let input = "{\n  \"o\": {\n    \"a\": 1, // one\n    \"b\": 2 /* two */,\n  },\n}\n"
        let value = JSONValue.object([JSONMember(key: "b", value: .number(2)), JSONMember(key: "a", value: .number(1))])
        let output = try settingObject("o", to: value, in: input)
        #expect(output == "{\n  \"o\": {\n    \"b\": 2, /* two */\n    \"a\": 1, // one\n  },\n}\n", "\(output)")
    }

    @Test func anObjectInAnArrayIsEditedMemberByMemberToo() throws {
        let input = """
            {"list": [
              {"a": 1, /* keep */ "b": 2},
              3
            ]}
            """
        let output = try settingObject("list", to: .array([.object([JSONMember(key: "a", value: .number(1)), JSONMember(key: "b", value: .number(5))]), .number(3)]), in: input)
        #expect(output.contains(#"{"a": 1, /* keep */ "b": 5}"#), "\(output)")
    }

    /// A member written on one line: its name, its comments, and whether it changed.
    struct Line {
        var text: String
        var owner: String?
    }

    /// Random members with random comments and blank lines around them,
    /// some changed, some taken out, some added, the object set whole:
    /// every line but those of the members that changed is still there, in
    /// the same order; when the members are given shuffled, still there.
    @Test func onlyTheChangedMembersBytesChange() throws {
        let units = ["  ", "    ", "\t"]
        for seed in UInt64(0)..<200 {
            var rng = SeededRandom(seed: seed)
            let unit = units[Int.random(in: 0..<units.count, using: &rng)]
            let newline = Bool.random(using: &rng) ? "\r\n" : "\n"
            let count = Int.random(in: 1...8, using: &rng)
            var old: [JSONMember] = []
            var lines: [Line] = [Line(text: "{", owner: nil), Line(text: "\(unit)\"before\": 1,", owner: nil), Line(text: "\(unit)\"obj\": {", owner: nil)]
            let inner = unit + unit
            for k in 0..<count {
                let member = JSONMember(key: "m\(k)", value: .number(JSONNumber(k)))
                old.append(member)
                // A blank line before a member that is taken out may go with it.
                if Int.random(in: 0..<3, using: &rng) == 0 { lines.append(Line(text: "", owner: "blank before \(member.key)")) }
                if Int.random(in: 0..<3, using: &rng) == 0 { lines.append(Line(text: "\(inner)// about m\(k)", owner: nil)) }
                let comma = k < count - 1 ? "," : ""
                lines.append(Line(text: "\(inner)\"m\(k)\": \(k)\(comma)", owner: member.key))
            }
            lines += [Line(text: "\(unit)},", owner: nil), Line(text: "\(unit)\"after\": 2", owner: nil), Line(text: "}", owner: nil)]
            let input = lines.map(\.text).joined(separator: newline) + newline

            // Change, take out and add members at random.
            var new: [JSONMember] = []
            var touched: Set<String> = []
            for member in old {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    touched.insert(member.key)
                case 1:
                    touched.insert(member.key)
                    new.append(JSONMember(key: member.key, value: .string("changed \(member.key)")))
                default:
                    new.append(member)
                }
            }
            for k in 0..<Int.random(in: 0...2, using: &rng) {
                new.append(JSONMember(key: "new\(k)", value: .bool(true)))
                touched.insert("new\(k)")
            }
            if new.isEmpty {
                // (An object emptied is written `{}`.)
                new.append(JSONMember(key: "new9", value: .null))
                touched.insert("new9")
            }

            // Half the time the members come in another order: each moves with its lines.
            let given = seed % 2 == 0 ? new : new.shuffled(using: &rng)
            let output = try settingObject("obj", to: .object(given), in: input)
            func untouched<S: Sequence<String>>(_ lines: S) -> [String] {
                lines.filter { line in !touched.contains { line.contains("\"\($0)\":") } }
                    .map { String($0.filter { $0 != "," && $0 != "\r" }) }
            }
            let before = untouched(lines.map(\.text))
            let after = untouched(ArrayEditPropertyTests.split(output).dropLast())
            // In the same order; shuffled members take their lines with them.
            let (kept, now) = (before.filter { !$0.isEmpty }, after.filter { !$0.isEmpty })
            #expect(seed % 2 == 0 ? kept == now : kept.sorted() == now.sorted(), "seed \(seed): from\n\(input)\nto\n\(output)")
            // Blank lines stay, but for one before a member taken out.
            let removed = Set(old.map(\.key)).subtracting(new.map(\.key))
            let keptBlanks = lines.filter { line in
                line.text.isEmpty && !removed.contains { line.owner == "blank before \($0)" }
            }.count
            #expect(after.filter(\.isEmpty).count >= keptBlanks, "seed \(seed): blank lines lost from\n\(input)\nto\n\(output)")
        }
    }
}
