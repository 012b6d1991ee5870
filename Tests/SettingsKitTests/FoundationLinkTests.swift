import Foundation
import Testing
import TestSupport

/// The tool links FoundationEssentials and nothing more of Foundation: all
/// of it (its Objective-C model, CoreFoundation and ICU's data) doubled the
/// binary, to 95 MB, and made every command start 3 ms slower. One
/// `import Foundation` that reaches `Process`, `Thread` or `NSCondition`
/// brings it all back, so the sources may import Foundation only where
/// FoundationEssentials is missing (on other platforms).
struct FoundationLinkTests {
    @Test("No source imports Foundation where FoundationEssentials is there")
    func essentialsOnly() throws {
        let sources = Repository.root + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources are found")
        var importing: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: sources + "/" + file, encoding: .utf8).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for (number, line) in lines.enumerated() where line == "import Foundation" {
                // Allowed as the other branch of `#if canImport(FoundationEssentials)`.
                let guarded = number >= 3 && lines[number - 1] == "#else" && lines[number - 3] == "#if canImport(FoundationEssentials)"
                if !guarded { importing.append("\(file):\(number + 1)") }
            }
        }
        #expect(importing.isEmpty, "import Foundation in \(importing.joined(separator: ", "))")
    }
}
