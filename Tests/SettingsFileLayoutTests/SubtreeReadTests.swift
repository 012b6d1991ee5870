import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import TestSupport
import Testing

/// A large file has the subtrees of some of its root's panes read on another
/// core and added where their items come. Whatever the file holds — keys
/// used twice within a subtree, across subtrees or beside them, problems
/// deep in a pane, conditions, panes shown only sometimes — the result must
/// be the one a reading in one pass gives: the same panes, settings, rows
/// and problems, in the same order and words. These tests force the reading
/// apart on small files and hold it to the reading in one pass.
@Suite struct SubtreeReadTests {
    /// The file read with the subtrees apart from `apartFrom` nodes on (0: always; `.max`: never),
    /// those first when `waiting` (otherwise the two meet wherever their speeds have them meet).
    private static func read(_ text: String, apartFrom: Int, waiting: Bool = true) throws -> (result: LayoutResult, readApart: Int) {
        let document = try JSONDocument.parse(Array(text.utf8))
        var reader = SettingsFileReader(source: SettingsFileSource(document), apartFrom: apartFrom, waitsForApart: waiting)
        reader.run()
        var builder = reader.layout
        return (builder.finish(), reader.subtreesReadApart)
    }

    /// Everything a reading gives that a user or a later step can see.
    private static func summary(_ result: LayoutResult, keys: [String]) throws -> [String] {
        var lines = result.problems.map { "\($0.severity) \($0.description)" }
        lines += result.storedValues.keys.sorted().map { "stored \($0)" }
        guard let layout = result.layout else { return lines + ["no layout"] }
        for pane in layout.panes {
            let position = pane.itemPosition.map { "\($0.group).\($0.item)" } ?? "-"
            lines.append("pane \(pane.id) \(pane.title) under \(pane.parent ?? -1) at \(position) left \(pane.rowsLeftInSource)")
        }
        for setting in layout.settings {
            let conditions = setting.conditions.map { "\($0.key)@\($0.origin.node.index)" }
            lines.append("setting \(setting.key) in \(setting.paneID) at \(setting.origin.node.index): \(setting.kind) when \(conditions)")
        }
        for id in layout.panes.indices {
            lines += PaneRowsTests.describe(try #require(layout.pane(id)), in: layout).map { "\(id): \($0)" }
        }
        lines += keys.map { "\($0) shown \(layout.showsReadOnly(key: $0)) at \(layout.index(ofKey: $0).map(String.init) ?? "-")" }
        return lines
    }

    @Test func subtreesReadApartGiveWhatOnePassGives() throws {
        var readApart = 0
        var withLayout = 0
        for seed in UInt64(1)...400 {
            var file = RandomSettingsFile(seed: seed)
            let text = file.text()
            let whole = try Self.read(text, apartFrom: .max)
            #expect(whole.readApart == 0)
            let expected = try Self.summary(whole.result, keys: file.keys)
            // Read apart first, and side by side.
            let apart = try Self.read(text, apartFrom: 0)
            let sideBySide = try Self.read(text, apartFrom: 0, waiting: false)
            #expect(try Self.summary(apart.result, keys: file.keys) == expected, "seed \(seed): \(text)")
            #expect(try Self.summary(sideBySide.result, keys: file.keys) == expected, "seed \(seed), side by side: \(text)")
            readApart += apart.readApart
            if whole.result.layout != nil { withLayout += 1 }
        }
        // The files exercised both the reading apart and layouts without errors.
        #expect(readApart > 400)
        #expect(withLayout > 100)
    }

    @Test func aKeyUsedAgainAcrossPanesIsReportedWhereOnePassReportsIt() throws {
        func pane(_ title: String, _ keys: [String]) -> String {
            let items = keys.map { #"{"type": "switch", "key": "\#($0)", "title": "\#($0)"}"# }.joined(separator: ", ")
            return #"{"type": "pane", "title": "\#(title)", "groups": [{"items": [\#(items)]}]}"#
        }
        let text = #"{"groups": [{"items": [\#(pane("A", ["a", "b"])), \#(pane("B", ["c"])), \#(pane("C", ["b", "d"])), \#(pane("D", ["d"])), \#(pane("E", ["e"]))]}]}"#
        let apart = try Self.read(text, apartFrom: 0)
        #expect(apart.result.problems.map(\.description) == [
            #"groups[0].items[2].groups[0].items[0]: key "b" is already used at groups[0].items[0].groups[0].items[1]"#,
            #"groups[0].items[3].groups[0].items[0]: key "d" is already used at groups[0].items[2].groups[0].items[1]"#,
        ])
        #expect(try Self.summary(apart.result, keys: []) == Self.summary(Self.read(text, apartFrom: .max).result, keys: []))
        // E was read apart; D, which the other core read too, was read again here to report its key.
        #expect(apart.readApart == 1)
    }

    @Test func aLargeFilesPanesAreReadApartAndComeOutInOrder() throws {
        let panes = (0..<400).map { index in
            let items = (0..<50).map { #"{"type": "number", "key": "p\#(index).n\#($0)", "title": "N\#($0)", "default": \#($0)}"# }
            return #"{"type": "pane", "title": "P\#(index)", "groups": [{"items": [\#(items.joined(separator: ","))]}]}"#
        }
        let text = #"{"title": "Large", "groups": [{"items": [\#(panes.joined(separator: ",\n"))]}]}"#
        // Read as opening any file of this size reads it.
        #expect(try JSONDocument.parse(Array(text.utf8)).nodeCount > SettingsFileReader.readsApartFrom)
        let apart = try Self.read(text, apartFrom: SettingsFileReader.readsApartFrom)
        #expect(apart.readApart > 0)
        let layout = try #require(apart.result.layout)
        #expect(layout.panes.map(\.title) == ["Large"] + (0..<400).map { "P\($0)" })
        #expect(layout.keyOrder == (0..<400).flatMap { index in (0..<50).map { "p\(index).n\($0)" } })
        #expect(layout.settings.allSatisfy { $0.paneID == 1 + (Int($0.key.dropFirst().prefix { $0 != "." }) ?? -1) })
    }
}

/// A random settings file: panes nested a few deep, keys drawn so that some
/// are used twice, conditions on groups and items, and now and then an item
/// with a problem.
private struct RandomSettingsFile {
    private var random: SeededRandom
    private var next = 0
    /// Every key the file may name.
    private(set) var keys: [String] = []

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func text() -> String {
        let groups = (0..<Int.random(in: 1...4, using: &random)).map { _ in rootGroup() }
        var values = ""
        if chance(3), let key = keys.randomElement(using: &random) {
            values = #", "values": {"\#(key)": \#(chance(2) ? "true" : "\"text\"")}"#
        }
        return #"{"title": "Random", "groups": [\#(groups.joined(separator: ",\n"))]\#(values)}"#
    }

    private mutating func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &random) == 0
    }

    /// A key: mostly new, sometimes one of a few that come up again.
    private mutating func key() -> String {
        let key = chance(120) ? "again\(Int.random(in: 0..<3, using: &random))" : "k\(next)"
        next += 1
        keys.append(key)
        return key
    }

    private mutating func randomCondition() -> String {
        guard chance(6) else { return "" }
        let named = keys.randomElement(using: &random) ?? "nowhere"
        return #", "visibleWhen": {"key": "\#(chance(60) ? "unknown" : named)", "equals": true}"#
    }

    private mutating func rootGroup() -> String {
        if chance(12) {
            return #"{"type": "radio", "key": "\#(key())", "title": "Radio", "options": ["a", "b"]}"#
        }
        let condition = randomCondition()
        let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in item(depth: 0, paneChance: 2) }
        return #"{"header": "H", "items": [\#(items.joined(separator: ", "))]\#(condition)}"#
    }

    private mutating func item(depth: Int, paneChance: Int) -> String {
        // Conditions name keys written before them, so that none depends on itself.
        let condition = randomCondition()
        if depth < 3, chance(paneChance) {
            let groups = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                let condition = randomCondition()
                let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in item(depth: depth + 1, paneChance: 4) }
                return #"{"footer": "F", "items": [\#(items.joined(separator: ", "))]\#(condition)}"#
            }
            let title = chance(5) ? #", "paneTitle": "Shown""# : ""
            // Now and then a pane without its groups, a problem.
            let groupsMember = chance(150) ? "" : #", "groups": [\#(groups.joined(separator: ", "))]"#
            return #"{"type": "pane", "title": "Pane \#(next)"\#(title)\#(groupsMember)\#(condition)}"#
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            return #"{"type": "info", "title": "Info", "key": "\#(keys.randomElement(using: &random) ?? "none")"}"#
        case 1:
            return #"{"type": "choice", "key": "\#(key())", "title": "C", "options": ["x", "y"], "default": "\#(chance(40) ? "z" : "x")"}"#
        case 2:
            return #"{"type": "number", "key": "\#(key())", "title": "N", "min": 0, "max": 9, "default": \#(chance(40) ? 99 : 1)}"#
        case 3:
            return #"{"type": "text", "key": "\#(key())", "title": "T"\#(condition)}"#
        case 4 where chance(40):
            return #"{"type": "switch", "title": "No key"}"#
        default:
            return #"{"type": "switch", "key": "\#(key())", "title": "S"\#(condition)}"#
        }
    }
}
