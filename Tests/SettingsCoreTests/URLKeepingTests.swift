@testable import SettingsCore
import Testing

/// A web address in a message is never cut: not shortened, not broken across lines.
@Suite struct URLKeepingTests {
    static let url = "https://docs.example.org/guides/configuration/languages-and-regions#choosing-the-order-of-languages"

    @Test func anExcerptKeepsAWebAddressWhole() {
        #expect(Message.excerpt(Self.url) == Self.url)
        let prose = String(repeating: "word ", count: 30)
        #expect(Message.excerpt(prose).hasSuffix("…"), "other long texts are still cut")
        let huge = "https://example.org/" + String(repeating: "a", count: Message.urlLimit)
        #expect(Message.excerpt(huge).hasSuffix("…"), "beyond any real address, it is cut as any text")
    }

    @Test(arguments: [URLKeepingTests.url, "<\(URLKeepingTests.url)>.", "git+ssh://host/x", "(http://a.b/c)"])
    func webAddresses(_ text: String) {
        #expect(Message.isURL(text))
    }

    @Test(arguments: ["no address here", "a://", "://x", "see https://a.b", "c:/windows/path", "ht tp://x", ""])
    func notWebAddresses(_ text: String) {
        #expect(!Message.isURL(text))
    }

    @Test func aMessageKeepsTheAddressOnALineOfItsOwn() {
        let lines = MessageWrap.lines("See \(Self.url) for how.", width: 40)
        #expect(lines == ["See", Self.url, "for how."])
    }

    @Test func aScreenFooterStillFitsItsWidth() {
        #expect(TextWrap.lines(Self.url, width: 40).allSatisfy { TextWidth.columns($0) <= 40 })
    }
}
