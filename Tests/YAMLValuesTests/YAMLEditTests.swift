import LosslessJSON
import Testing
import ValuesDocuments
@testable import YAMLValues

/// Edits change only the bytes of what changes, in the file's own style.
@Suite struct YAMLEditTests {
    static let workflow = """
    # CI for the project
    name: CI
    on:
      push:
        branches: [main]   # only main
      pull_request:

    jobs:
      build:
        runs-on: ubuntu-latest
        timeout-minutes: 10
        steps:
          - uses: actions/checkout@v4
          - name: 'Build it'
            run: |
              swift build
              swift test
    """ + "\n"

    func read(_ text: String) throws -> YAMLDocument { try YAMLDocument.read(Array(text.utf8)) }

    func applying(_ edits: [JSONEdit], to text: String) -> String {
        String(decoding: JSONEditor.apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }

    /// The lines of `new` that differ from `old`'s (same count assumed where asked).
    func changedLines(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count == b.count else { return ["line count \(a.count) → \(b.count)"] }
        return zip(a, b).filter { $0 != $1 }.map { String($1) }
    }

    @Test func readsValues() throws {
        let document = try read(Self.workflow)
        let value = document.value(document.root)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["name", "on", "jobs"])
        if case .found(let node) = document.lookup(["jobs", "build", "timeout-minutes"], from: document.root) {
            #expect(document.value(node) == .number(10))
        }
    }

    @Test func setsThreeDepthsChangingOnlyThoseLines() throws {
        let document = try read(Self.workflow)
        let edits = try document.setValues([
            JSONPathChange(path: ["name"], value: .string("Continuous")),
            JSONPathChange(path: ["jobs", "build", "timeout-minutes"], value: .number(30)),
            JSONPathChange(path: ["jobs", "build", "runs-on"], value: .string("macos-latest")),
        ], in: document.root).edits
        let new = applying(edits, to: Self.workflow)
        #expect(changedLines(Self.workflow, new) == ["name: Continuous", "    runs-on: macos-latest", "    timeout-minutes: 30"])
        let again = try read(new)
        if case .found(let node) = again.lookup(["jobs", "build", "timeout-minutes"], from: again.root) {
            #expect(again.value(node) == .number(30))
        }
    }

    @Test func keepsQuotesAndFlowStyle() throws {
        let document = try read(Self.workflow)
        guard case .found(let steps) = document.lookup(["jobs", "build", "steps"], from: document.root) else { Issue.record("no steps"); return }
        let second = document.children(steps)[1]
        let edits = document.setMembers([JSONMember(key: "name", value: .string("Build all"))], in: second)
        #expect(changedLines(Self.workflow, applying(edits, to: Self.workflow)) == ["      - name: 'Build all'"])
        let branches = try document.setValues([JSONPathChange(path: ["on", "push", "branches"], value: .array([.string("main"), .string("dev")]))],
                                              in: document.root).edits
        #expect(changedLines(Self.workflow, applying(branches, to: Self.workflow)) == ["    branches: [main, dev]   # only main"])
    }

    @Test func insertsAfterSiblingsAndRemovesLines() throws {
        let document = try read(Self.workflow)
        let added = try document.setValues([JSONPathChange(path: ["jobs", "build", "continue-on-error"], value: .bool(true))],
                                           in: document.root).edits
        let new = applying(added, to: Self.workflow)
        #expect(new.contains("          swift test\n    continue-on-error: true\n"))
        let jobs = try #require(document.member("jobs", of: document.root))
        let build = try #require(document.member("build", of: jobs))
        let removed = document.removeMember("timeout-minutes", from: build)
        #expect(!applying(removed, to: Self.workflow).contains("timeout"))
        #expect(applying(removed, to: Self.workflow).count == Self.workflow.count - "    timeout-minutes: 10\n".count)
    }

    /// Members set apart by blank lines: one taken out takes one blank line along, a new one gets one;
    /// not where the blank line is part of a block scalar that keeps its final line breaks (`|+`).
    @Test(arguments: [
        ("x: 1\n\ny: 2\n\nz: 3\n", "x: 1\n\ny: 2\n\nz: 3\n\nw: 4\n", "x: 1\n\nz: 3\n"),
        ("x: 1\n\ny: 2\n\nz: |+\n  keep\n", "x: 1\n\ny: 2\n\nz: |+\n  keep\nw: 4\n", "x: 1\n\nz: |+\n  keep\n"),
        ("x: |+\n  keep\n\ny: 2\n\nz: 3\n", "x: |+\n  keep\n\ny: 2\n\nz: 3\n\nw: 4\n", "x: |+\n  keep\n\nz: 3\n"),
    ])
    func blankLinesAroundMembersFollowTheirSiblings(_ text: String, _ added: String, _ removedY: String) throws {
        let document = try read(text)
        let insert = try document.setValues([JSONPathChange(path: ["w"], value: .number(4))], in: document.root).edits
        let inserted = applying(insert, to: text)
        #expect(inserted == added)
        let removed = applying(document.removeMember("y", from: document.root), to: text)
        #expect(removed == removedY)
        // Whatever was written, every other member reads back as it was.
        for result in [inserted, removed] {
            let again = try read(result)
            for name in ["x", "z"] { #expect(again.member(name, of: again.root).map(again.value) == document.member(name, of: document.root).map(document.value)) }
        }
    }

    @Test func createsMissingObjects() throws {
        let text = "a: 1\n"
        let document = try read(text)
        let planned = try document.setValues([JSONPathChange(path: ["b", "c", "d"], value: .string("x"))], in: document.root)
        #expect(applying(planned.edits, to: text) == "a: 1\nb:\n  c:\n    d: x\n")
        #expect(planned.createdObjects == [["b"], ["b", "c"]])
    }

    @Test func oneOneBooleansAreStrings() throws {
        let document = try read("flag: yes\nother: on\nreal: true\n")
        #expect(document.value(document.root) == .object([
            JSONMember(key: "flag", value: .string("yes")), JSONMember(key: "other", value: .string("on")),
            JSONMember(key: "real", value: .bool(true)),
        ]))
    }

    @Test func aliasesAreReadOnlyWithTheReason() throws {
        let document = try read("base: &b\n  size: 1\ncopy: *b\nmerged:\n  <<: *b\n  own: 2\n")
        let copy = try #require(document.member("copy", of: document.root))
        #expect(document.readOnlyReason(copy)?.contains("alias of &b") == true)
        let merged = try #require(document.member("merged", of: document.root))
        #expect(document.value(merged) == .object([JSONMember(key: "own", value: .number(2)), JSONMember(key: "size", value: .number(1))]))
    }

    @Test func refusesHostileInput() throws {
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { laughs += "l\(level): &l\(level) [" + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        #expect(throws: JSONSyntaxError.self) { try read(laughs) }
        #expect(throws: JSONSyntaxError.self) { try read(String(repeating: "[", count: 100_000)) }
        #expect(throws: JSONSyntaxError.self) { try read("a: &a [*a]\n") }
        #expect(throws: JSONSyntaxError.self) { try read("a: 1\na: 2\n") }
        #expect(throws: JSONSyntaxError.self) { try read("a:\n\tb: 1\n") }
        let tagged = try read("x: !!python/object:os.system [rm]\n")
        #expect(tagged.value(tagged.root) == .object([JSONMember(key: "x", value: .array([.string("rm")]))]))
    }

    @Test func errorsCarryLineAndColumn() {
        do throws(JSONSyntaxError) {
            _ = try YAMLDocument.read(Array("a: 1\nb: [1, 2\n".utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.location.line == 2)
        }
    }
}
