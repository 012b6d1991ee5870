import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

@Suite struct SkipTests {
    struct Document: SettingsModel, Equatable {
        var title = "Untitled"
        @Skip var identifier = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")
        @Skip @Header("Never shown") var openCount = 0
        var wordWrap = true
    }

    @Test func aSkippedPropertyHasNoRowWhateverItsType() {
        #expect(layout(of: Document(), title: "Document").problems.isEmpty)
        var document = Document()
        let printed = CapturedOutput()
        _ = edit(&document, title: "Document", input: .lines(["done"]), output: printed)
        #expect(printed.firstChunk == """
        Document                                                                  [Done]

          1  Title                                                              Untitled
          2  Word Wrap                                                              [on]
        """)
    }

    @Test func aSkippedPropertyComesBackAsItWas() {
        var document = Document()
        document.openCount = 12
        document.identifier = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
        let outcome = edit(&document, title: "Document", input: .lines(["set title Notes", "set openCount 3", "word wrap", "done"]),
                           output: CapturedOutput())
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 2, message: #"unknown key "openCount""#),
                                           saved: 0, unsaved: 1)))
        let saved = edit(&document, title: "Document", input: .lines(["set title Notes", "word wrap", "done"]), output: CapturedOutput())
        #expect(saved == .saved(changes: 2))
        #expect(document.title == "Notes" && !document.wordWrap)
        #expect(document.openCount == 12 && document.identifier == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    }
}
