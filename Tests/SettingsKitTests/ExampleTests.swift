import Foundation
import TestSupport
import Testing

/// The README's embedding example is the example package's `main.swift` and
/// `Package.swift`, byte for byte, so it cannot go stale.
@Suite struct ExampleTests {
    @Test(arguments: ["Examples/Customer/Sources/Customer/main.swift", "Examples/Customer/Package.swift"])
    func theReadmeShowsTheExampleAsItIs(path: String) throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let marker = "<!-- example: \(path) -->\n```swift\n"
        let start = try #require(readme.range(of: marker), "the README has no marked embedding example")
        let rest = readme[start.upperBound...]
        let end = try #require(rest.range(of: "\n```\n"))
        let shown = String(rest[..<end.lowerBound]) + "\n"
        let example = try String(contentsOfFile: Repository.root + "/" + path, encoding: .utf8)
        #expect(shown == example)
    }
}
