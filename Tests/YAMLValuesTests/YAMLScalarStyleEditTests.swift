import LosslessJSON
import Testing
import ValuesDocuments
@testable import YAMLValues

/// A changed scalar keeps the style real files write it in: a folded or
/// literal block scalar stays a block (mkdocs' `site_description: >-`, a
/// workflow's `run: |`), a plain command line starting with `--` stays
/// plain (a compose file's `command:`). Found by Benchmarks/roundtrip on
/// real files; these files are small ones of the same shape.
@Suite struct YAMLScalarStyleEditTests {
    static let site = """
    site_name: Docs
    site_description: >-
      Write your documentation in Markdown and create a professional static site in
      minutes, searchable and customizable
    not_in_nav: |
      /tutorials/**/*.md
    steps:
      run: |  # the build
        swift build
        swift test
    services:
      db:
        command: --transaction-isolation=READ-COMMITTED --binlog-format=ROW
    """ + "\n"

    /// `text` with `value` set at `path`, and the value it reads back as there.
    func setting(_ path: [String], to value: JSONValue, in text: String = site) throws -> (text: String, readBack: JSONValue?) {
        let document = try YAMLDocument.read(Array(text.utf8))
        let edits = try document.setValues([JSONPathChange(path: path, value: value)], in: document.root).edits
        let new = String(decoding: JSONEditor.apply(edits, to: Array(text.utf8)), as: UTF8.self)
        let reread = try YAMLDocument.read(Array(new.utf8))
        guard case .found(let node) = reread.lookup(path, from: reread.root) else { return (new, nil) }
        return (new, reread.value(node))
    }

    /// The lines of `new` not in `old` at the same place (same count assumed).
    func changedLines(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count == b.count else { return ["line count \(a.count) → \(b.count)"] }
        return zip(a, b).filter { $0 != $1 }.map { String($1) }
    }

    @Test func aFoldedScalarKeepsItsStyleAndItsLineBreaks() throws {
        let text = "Write your documentation in Markdown and create a professional static site in minutes, searchable and customizable, in 60+ languages"
        let (new, readBack) = try setting(["site_description"], to: .string(text))
        #expect(readBack == .string(text))
        #expect(changedLines(Self.site, new) == ["  minutes, searchable and customizable, in 60+ languages"])
    }

    @Test func aFoldedScalarWithOtherTextStaysFolded() throws {
        let (new, readBack) = try setting(["site_description"], to: .string("Short\n"))
        #expect(readBack == .string("Short\n"))
        #expect(new.contains("site_description: >\n  Short\nnot_in_nav: |\n"))
    }

    @Test func aLiteralScalarKeepsItsStyleItsCommentAndItsIndentation() throws {
        let (new, readBack) = try setting(["steps", "run"], to: .string("swift build\nswift test --parallel\n"))
        #expect(readBack == .string("swift build\nswift test --parallel\n"))
        #expect(changedLines(Self.site, new) == ["    swift test --parallel"])

        let (added, addedBack) = try setting(["not_in_nav"], to: .string("/tutorials/**/*.md\n\n/other/*.md"))
        #expect(addedBack == .string("/tutorials/**/*.md\n\n/other/*.md"))
        #expect(added.contains("not_in_nav: |-\n  /tutorials/**/*.md\n\n  /other/*.md\nsteps:\n"))
    }

    @Test func textABlockCannotHoldIsWrittenOnOneLine() throws {
        // A first line starting with a blank would need an indentation indicator.
        let (new, readBack) = try setting(["not_in_nav"], to: .string("  indented\n"))
        #expect(readBack == .string("  indented\n"))
        #expect(new.contains("not_in_nav: \"  indented\\n\"\n"))
        // A folded scalar given a line break inside is written on one line too.
        let (_, foldedBack) = try setting(["site_description"], to: .string("one\ntwo"))
        #expect(foldedBack == .string("one\ntwo"))
    }

    @Test func aPlainCommandLineStartingWithDashesStaysPlain() throws {
        let value = "--transaction-isolation=READ-COMMITTED --binlog-format=MIXED"
        let (new, readBack) = try setting(["services", "db", "command"], to: .string(value))
        #expect(readBack == .string(value))
        #expect(changedLines(Self.site, new) == ["    command: \(value)"])
        // A dash followed by a space, or a lone dash, would be an indicator: quoted.
        let (dash, dashBack) = try setting(["services", "db", "command"], to: .string("- x"))
        #expect(dashBack == .string("- x"))
        #expect(dash.contains("command: '- x'"))
    }

    /// Texts a block or a plain scalar can't hold as they are read back exactly, written another way:
    /// a first line of text that starts with spaces, C1 controls, a document marker as a new key.
    @Test(arguments: ["\n  x", "\n   \nx", "a\u{85}b", "  lead", "--- x", "... y"])
    func textsTheStylesCantHoldReadBackExactly(_ text: String) throws {
        let literal = try setting(["not_in_nav"], to: .string(text))
        #expect(literal.readBack == .string(text), "\(literal.text)")
        let plain = try setting(["services", "db", "command"], to: .string(text))
        #expect(plain.readBack == .string(text), "\(plain.text)")
        let key = try setting([text], to: .string("v"))
        #expect(key.readBack == .string("v"), "\(key.text)")
    }
}
