import LosslessJSON
import SettingsFileFixtures
import Foundation
import Testing
import TestSupport
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

    @Test func aScreenOfMoreRowsThanTheLimitIsNotKept() throws {
        func session(rows: Int) throws -> Session {
            let items = (0..<rows).map { #"{"type": "switch", "key": "s\#($0)", "title": "S\#($0)"}"# }
            return try TestSchemas.session(#"{"title": "Settings", "groups": [{"items": [\#(items.joined(separator: ","))]}], "values": {}}"#)
        }
        let small = try session(rows: ScreenMemo.rowLimit)
        #expect(isKept(small.currentModel, small.currentModel))
        let large = try session(rows: ScreenMemo.rowLimit + 1)
        #expect(!isKept(large.currentModel, large.currentModel))
    }

    @Test func aRowShowingAnotherSettingsValueFollowsIt() throws {
        var session = try TestSchemas.session("""
            {"title": "Settings", "groups": [{"items": [
              {"type": "choice", "key": "mode", "title": "Mode", "options": ["Light", "Dark"], "default": "Light"},
              {"type": "info", "title": "Now", "key": "mode"},
              {"type": "info", "title": "Version", "value": "2.1"}
            ]}], "values": {}}
            """)
        #expect(session.screen()[3].hasSuffix("Light"))
        _ = session.handle(line: "1")
        _ = session.handle(line: "2")
        _ = session.handle(line: "back")
        // The row of the choice and the row that shows its value change; the fixed text is as it was.
        #expect(session.screen()[2].hasSuffix("Dark  >"))
        #expect(session.screen()[3].hasSuffix("Dark"))
        #expect(session.screen()[4].hasSuffix("2.1"))
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

    /// The embedded settings file, which has every kind of item, rows
    /// shown and hidden by values, lists, maps and value prompts.
    private static func embedded() throws -> Session {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("settings.json")
        return try TestSchemas.session(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func aKeptScreenIsTheScreenBuiltAfresh(seed: UInt64) throws {
        var session = try Self.embedded()
        var random = SeededRandom(seed: seed)
        let keys = session.layout.settings.map(\.key)
        let words = ["back", "show", "undo", "top", "edit", "done", "cancel", "no", "1", "2", "3"]
        var lines: [String] = []
        for _ in 0..<400 {
            let line: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: line = String(Int.random(in: 1...14, using: &random))
            case 5..<8: line = words[Int.random(in: 0..<words.count, using: &random)]
            default:
                let value = ["true", "false", "0", "7", "x", "\"\"", "[]"][Int.random(in: 0..<7, using: &random)]
                line = "set \(keys[Int.random(in: 0..<keys.count, using: &random)]) \(value)"
            }
            lines.append(line)
            let reply = session.handle(line: line)
            if reply.effect != nil { _ = session.handle(line: "show") }
            let fresh = session.context.builtModel
            #expect(session.currentModel == fresh, "seed \(seed), after \(lines.suffix(6))")
            if session.currentModel != fresh { return }
        }
    }
}
