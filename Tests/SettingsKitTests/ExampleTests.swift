import Foundation
import TestSupport
import Testing

/// The examples the README and docs/embedding.md show are the example
/// packages' files, byte for byte, so they cannot go stale.
@Suite struct ExampleTests {
    @Test(arguments: [
        ("README.md", "Examples/Customer/Sources/Customer/main.swift"),
        ("README.md", "Examples/Customer/Package.swift"),
        ("docs/embedding.md", "Examples/Elements/Sources/Elements/main.swift"),
        ("docs/embedding.md", "Examples/Config/Sources/Config/main.swift"),
    ])
    func theDocumentShowsTheExampleAsItIs(document: String, path: String) throws {
        let text = try String(contentsOfFile: Repository.root + "/" + document, encoding: .utf8)
        let marker = "<!-- example: \(path) -->\n```swift\n"
        let start = try #require(text.range(of: marker), "\(document) has no marked example of \(path)")
        let rest = text[start.upperBound...]
        let end = try #require(rest.range(of: "\n```\n"))
        let shown = String(rest[..<end.lowerBound]) + "\n"
        let example = try String(contentsOfFile: Repository.root + "/" + path, encoding: .utf8)
        #expect(shown == example)
    }
}
