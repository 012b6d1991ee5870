import LosslessJSON
import Testing
import TOMLValues

/// A changed multi-line basic string keeps how it opens: `"""\` with a
/// line-ending backslash (ripgrep's Cargo.toml writes its Debian
/// `extended-description` so) stays so when the new text begins with no
/// whitespace the backslash would drop. Found by Benchmarks/roundtrip on
/// BurntSushi/ripgrep's Cargo.toml; this file is a small one of that shape.
@Suite("TOML multi-line string edits")
struct MultilineStringEditTests {
    static let cargo = """
        [package.metadata.deb]
        extended-description = \"\"\"\\
        ripgrep (rg) recursively searches your current directory.
        It respects your .gitignore.
        \"\"\"
        indented = \"\"\"\\
            first line \\
            same line\"\"\"
        plain = \"\"\"
        one
        two\"\"\"

        """

    func setting(_ key: String, to text: String) throws -> (text: String, readBack: JSONValue?) {
        let document = try TOMLDocument(text: Self.cargo)
        let path: [TOMLPathComponent] = [.key("package"), .key("metadata"), .key("deb"), .key(key)]
        let bytes = TOMLEditor.apply(try TOMLEditor(document).set(path, to: .string(text)), to: document.bytes)
        let reread = try TOMLDocument(bytes: bytes)
        guard case .object(let root) = reread.value(), case .object(let package)? = root.first(where: { $0.key == "package" })?.value,
              case .object(let metadata)? = package.first(where: { $0.key == "metadata" })?.value,
              case .object(let deb)? = metadata.first(where: { $0.key == "deb" })?.value else { return (String(decoding: bytes, as: UTF8.self), nil) }
        return (String(decoding: bytes, as: UTF8.self), deb.first { $0.key == key }?.value)
    }

    @Test("A line-ending backslash after the opening quotes stays, and only the changed line changes")
    func keepsTheLineEndingBackslash() throws {
        let text = "ripgrep (rg) recursively searches your current directory.\nIt respects your .gitignore and .ignore.\n"
        let (new, readBack) = try setting("extended-description", to: text)
        #expect(readBack == .string(text))
        let old = Self.cargo.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = new.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == old.count)
        #expect(zip(old, lines).filter { $0 != $1 }.map { String($1) } == ["It respects your .gitignore and .ignore."])
    }

    @Test("The whitespace the backslash drops is kept as written (an indented first line)")
    func keepsTheIndentationAfterTheBackslash() throws {
        let (new, readBack) = try setting("indented", to: "first line same line, changed")
        #expect(readBack == .string("first line same line, changed"))
        #expect(new.contains(#"indented = """\"# + "\n" + #"    first line same line, changed""""#))
    }

    @Test("Text beginning with whitespace is written without the backslash, which would drop it")
    func whitespaceFirstDropsTheBackslash() throws {
        let (_, readBack) = try setting("extended-description", to: "  indented\n")
        #expect(readBack == .string("  indented\n"))
        let (_, plainBack) = try setting("plain", to: "one\nthree")
        #expect(plainBack == .string("one\nthree"))
    }
}
