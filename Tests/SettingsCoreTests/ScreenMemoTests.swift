import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Screens kept between lines: a screen shown again is the one built
/// before, until anything it is drawn from changes; and the drawings kept
/// by the runner are reused only for that very model.
@Suite struct ScreenMemoTests {
    static let json = """
        {"title": "Settings", "groups": [
          {"items": [
            {"type": "switch", "key": "airplane", "title": "Airplane Mode", "default": false},
            {"type": "pane", "title": "General", "groups": [{"items": [
              {"type": "switch", "key": "autocorrect", "title": "Auto-Correction", "default": true}]}]},
            {"type": "switch", "key": "bluetooth", "title": "Bluetooth", "default": true,
             "visibleWhen": {"key": "airplane", "equals": false}}
          ]}
        ], "values": {}}
        """

    private func session() throws -> Session { try TestSchemas.session(Self.json) }

    /// Whether two models hold their sections in one storage: the one kept, not one built again.
    private func isKept(_ a: ScreenModel, _ b: ScreenModel) -> Bool {
        a.sections.withUnsafeBufferPointer { first in b.sections.withUnsafeBufferPointer { $0.baseAddress == first.baseAddress } }
    }

    @Test func aScreenShownAgainIsTheOneBuiltBefore() throws {
        var session = try session()
        let root = session.currentModel
        _ = session.handle(line: "2")
        _ = session.handle(line: "back")
        #expect(isKept(root, session.currentModel))
        _ = session.handle(line: "show")
        #expect(isKept(root, session.currentModel))
    }

    @Test func aChangedValueBuildsTheScreenAgain() throws {
        var session = try session()
        let root = session.currentModel
        _ = session.handle(line: "1")
        #expect(!isKept(root, session.currentModel))
        _ = session.handle(line: "2")
        _ = session.handle(line: "back")
        // Airplane Mode on hides Bluetooth: the root kept from before would still show it.
        #expect(session.screen() == [
            "Settings                                                                  [Done]",
            "",
            "  1  • Airplane Mode                                                        [on]",
            "  2  General                                                                   >",
        ])
        _ = session.handle(line: "undo")
        #expect(session.screen().count == 5)
    }

    @Test func copiesOfASessionNeverShareAScreenTheyDoNotBothShow() throws {
        let session = try session()
        _ = session.currentModel
        var first = session
        var second = session
        _ = first.handle(line: "1")  // Airplane Mode on, Bluetooth hidden
        _ = second.handle(line: "3")  // Bluetooth off
        // Each copy took a revision of its own, though both made one change from the same state.
        #expect(first.screen().count == 4)
        #expect(second.screen()[4].hasSuffix("[off]"))
        #expect(second.screen()[2].hasSuffix("[off]"))
    }

    @Test func aChangeTakenBackShowsTheScreenAsItWas() throws {
        var session = try session()
        session.check = { _, _ in "is not allowed here" }
        let root = session.screen()
        _ = session.handle(line: "1")
        _ = session.handle(line: "show")
        #expect(session.screen() == root)
    }

    @Test func theDrawingOfTheSameModelIsReused() throws {
        let session = try session()
        let renderer = Renderer(style: .plain)
        var drawn = DrawnScreens()
        let model = session.currentModel
        let bytes = drawn.utf8(model, width: 80, renderer: renderer)
        #expect(drawn.utf8(model, width: 80, renderer: renderer) == bytes)
        #expect(drawn.utf8(model, width: 40, renderer: renderer) == renderer.utf8(model, width: 40))
    }

    @Test func aModelWithTheSameBarButOtherRowsIsDrawnAnew() throws {
        let session = try session()
        let renderer = Renderer(style: .plain)
        var drawn = DrawnScreens()
        var model = session.currentModel
        _ = drawn.utf8(model, width: 80, renderer: renderer)
        model.sections[0].rows[0].accessory = .switch(true)
        let bytes = drawn.utf8(model, width: 80, renderer: renderer)
        #expect(bytes == renderer.utf8(model, width: 80))
        #expect(String(decoding: bytes, as: UTF8.self).contains("[on]"))
    }
}
