import Foundation
import Testing
import TestSupport

/// The tool links FoundationEssentials and nothing more of Foundation: all
/// of it (its Objective-C model, CoreFoundation and ICU's data) doubled the
/// binary, to 95 MB, and made every command start 3 ms slower. One import
/// that reaches `Process`, `Thread` or `NSCondition` brings it all back, so
/// the sources may import Foundation, FoundationInternationalization or
/// CoreFoundation only in the `#else` of `#if canImport(FoundationEssentials)`.
struct FoundationLinkTests {
    /// An import of one of the modules, with any attributes, access level or kind (`import class Foundation.Process`).
    static var importLine: some RegexComponent { #/^(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?(Foundation|FoundationInternationalization|CoreFoundation)(?!\w)/# }

    /// The `file:line` of every import outside the allowed branch.
    static func imports(in text: String, file: String) -> [String] {
        var found: [String] = []
        // For each open `#if`: whether it is `canImport(FoundationEssentials)` and its `#else` has been reached.
        var conditions: [(essentials: Bool, inElse: Bool)] = []
        // `\r\n` is one Character: lines are split where any line break is.
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append((line.replacingOccurrences(of: " ", with: "") == "#ifcanImport(FoundationEssentials)", false))
            } else if line.hasPrefix("#elseif") || line == "#else" {
                if let last = conditions.popLast() { conditions.append((last.essentials && line == "#else", true)) }
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else if line.contains("import"), line.firstMatch(of: importLine) != nil {
                let allowed = conditions.last.map { $0.essentials && $0.inElse } ?? false
                if !allowed { found.append("\(file):\(number + 1)") }
            }
        }
        return found
    }

    @Test("No source imports Foundation where FoundationEssentials is there")
    func essentialsOnly() throws {
        let sources = Repository.root + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources are found")
        let importing = try files.flatMap { try Self.imports(in: String(contentsOfFile: sources + "/" + $0, encoding: .utf8), file: $0) }
        #expect(importing.isEmpty, "Foundation imported in \(importing.joined(separator: ", "))")
    }

    @Test("The check finds every spelling of the import, and allows the guarded one")
    func spellings() {
        for line in ["import Foundation", "@preconcurrency import Foundation", "public import Foundation", "import class Foundation.Process",
                     "import FoundationInternationalization", "import CoreFoundation  // for CFRunLoop", "import Foundation\r"] {
            #expect(Self.imports(in: "import Glibc\n\n" + line + "\n", file: "f") == ["f:3"], "\(line)")
        }
        #expect(Self.imports(in: "import FoundationEssentials\n", file: "f").isEmpty)
        #expect(Self.imports(in: "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n", file: "f").isEmpty)
        #expect(Self.imports(in: "#if canImport(FoundationEssentials)\nimport Foundation\n#endif\n", file: "f") == ["f:2"])
        #expect(Self.imports(in: "#if os(Linux)\n#else\nimport Foundation\n#endif\n", file: "f") == ["f:3"])
    }
}
