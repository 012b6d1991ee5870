import Foundation
import TestSupport
import Testing

/// The README's sample session is a transcript of the suite, so it cannot go stale.
@Suite struct ReadmeTests {
    @Test func sampleSessionMatchesItsTranscript() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let marker = "<!-- transcript: Tests/Transcripts/readme-session.transcript -->\n```\n"
        let start = try #require(readme.range(of: marker), "the README has no marked sample session")
        let rest = readme[start.upperBound...]
        let end = try #require(rest.range(of: "\n```"))
        let embedded = String(rest[..<end.lowerBound])

        let transcript = try String(contentsOfFile: Repository.root + "/Tests/Transcripts/readme-session.transcript", encoding: .utf8)
        let session = transcript.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("#") }
            .joined(separator: "\n")
        #expect(embedded == session.trimmingSuffixNewlines())
    }
}

extension String {
    fileprivate func trimmingSuffixNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
