import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// A settings file's panes below the root are checked as the file is read,
/// but their rows are made only when a pane is first asked for: these tests
/// hold the rows then made against the file itself, read here on its own.
@Suite struct PaneRowsTests {
    /// Panes three deep, with headers, footers, subtitles, conditions on
    /// groups and items, a radio group, information rows and a pane beside
    /// settings in the same group.
    static let nested = #"""
        {
          "title": "Nested",
          "groups": [
            {"header": "Top", "items": [
              {"type": "switch", "key": "wifi", "title": "Wi-Fi", "default": true},
              {"type": "pane", "title": "Network", "subtitle": "Where it connects", "groups": [
                {"header": "Proxy", "footer": "Used for every request.", "items": [
                  {"type": "text", "key": "proxy.host", "title": "Host", "default": "localhost"},
                  {"type": "number", "key": "proxy.port", "title": "Port", "min": 1, "max": 65535, "default": 8080,
                   "visibleWhen": {"key": "wifi", "equals": true}},
                  {"type": "pane", "title": "Advanced", "groups": [
                    {"visibleWhen": {"key": "proxy.host", "in": ["a", "b"]}, "items": [
                      {"type": "info", "title": "Version", "value": "2"},
                      {"type": "switch", "key": "proxy.ipv6", "title": "IPv6", "subtitle": "When the host has it"},
                      {"type": "pane", "title": "Deepest", "groups": [
                        {"items": [{"type": "choice", "key": "deep", "title": "Deep", "options": ["x", "y"], "default": "x"}]}
                      ]}
                    ]},
                    {"type": "radio", "key": "mode", "title": "Mode", "options": ["fast", "safe"], "default": "safe"}
                  ]}
                ]},
                {"items": [{"type": "info", "title": "Shown", "key": "wifi"}]}
              ]},
              {"type": "pane", "title": "Empty", "groups": []}
            ]}
          ],
          "values": {"wifi": false}
        }
        """#

    @Test func panesBelowTheRootKeepNoRowsUntilAskedFor() throws {
        let layout = try TestSchemas.schema(Self.nested)
        #expect(layout.panes.map(\.title) == ["Nested", "Network", "Advanced", "Deepest", "Empty"])
        #expect(layout.panes.map(\.rowsLeftInSource) == [false, true, true, true, true])
        #expect(layout.panes.dropFirst().allSatisfy { $0.groups.isEmpty })
        // Asked for, a pane comes with its rows; the layout's own list stays as it was read.
        let network = try #require(layout.pane(1))
        #expect(!network.rowsLeftInSource)
        #expect(network.groups.count == 2)
        #expect(layout.panes[1].rowsLeftInSource)
    }

    @Test func rowsReadLaterAreTheFilesRows() throws {
        let document = try JSONDocument.parse(Array(Self.nested.utf8))
        let layout = try #require(SettingsFileSource(document).load().layout)
        let expected = Self.panesAsWritten(in: document)
        #expect(layout.panes.count == expected.count)
        for id in layout.panes.indices {
            let pane = try #require(layout.pane(id))
            #expect(Self.describe(pane, in: layout) == expected[id], "pane \(id): \(pane.title)")
            // Asked for again, the same rows.
            #expect(Self.describe(try #require(layout.pane(id)), in: layout) == expected[id])
        }
    }

    /// A pane's settings, read again, are found in the order they were first read (not looked
    /// up by key): a pane's tree between them, a radio group or a row that holds no setting
    /// must not shift the rest.
    @Test func settingsReadAgainPointAtTheirOwnSettings() throws {
        let text = #"""
            {"groups": [{"items": [
              {"type": "pane", "title": "Outer", "groups": [
                {"items": [
                  {"type": "switch", "key": "a", "title": "A"},
                  {"type": "pane", "title": "Inner", "groups": [{"items": [
                    {"type": "switch", "key": "b", "title": "B"},
                    {"type": "pane", "title": "Innermost", "groups": [{"items": [{"type": "switch", "key": "c", "title": "C"}]}]}
                  ]}]},
                  {"type": "info", "key": "a", "title": "Shows A"},
                  {"type": "switch", "key": "d", "title": "D", "visibleWhen": {"key": "a", "equals": true}}
                ]},
                {"type": "radio", "key": "r", "title": "R", "options": ["x", "y"]},
                {"items": [{"type": "text", "key": "e", "title": "E"}, {"type": "pane", "title": "Empty", "groups": []},
                           {"type": "number", "key": "n", "title": "N"}]}
              ]},
              {"type": "switch", "key": "f", "title": "F"}
            ]}]}
            """#
        let layout = try TestSchemas.schema(text)
        var seen: [String] = []
        for id in layout.panes.indices {
            let pane = try #require(layout.pane(id))
            for group in pane.groups {
                guard case .items(let items) = group.content else { continue }
                for item in items {
                    guard case .setting(let key, let index) = item.kind else { continue }
                    #expect(layout.setting(at: Int(index))?.key == key, "\(key) in \(pane.title)")
                    seen.append(key)
                }
            }
        }
        #expect(seen.sorted() == ["a", "b", "c", "d", "e", "f", "n"])
        // The order settings were read in is not the order of the rows: the inner panes' trees come between.
        #expect(layout.settings.map(\.key) == ["a", "b", "c", "d", "r", "e", "n", "f"])
        // Each pane's tree is one stretch of that list, which a second reading skips at the pane's row.
        var reader = SettingsFileReader(source: SettingsFileSource(try JSONDocument.parse(Array(text.utf8))))
        reader.run()
        let rows = try #require(reader.layout.rowReader as? SettingsFilePaneRows)
        #expect(layout.panes.map(\.title) == ["Settings", "Outer", "Inner", "Innermost", "Empty"])
        #expect((1...4).map { rows.settings(ofPane: $0) } == [0..<7, 1..<3, 2..<3, 6..<6])
    }

    @Test func eachPaneKnowsTheRowThatOpensIt() throws {
        let layout = try TestSchemas.schema(Self.nested)
        for id in layout.panes.indices.dropFirst() {
            let pane = try #require(layout.pane(id))
            let parent = try #require(pane.parent.flatMap(layout.pane))
            let position = try #require(pane.itemPosition)
            guard case .items(let items) = parent.groups[position.group].content, case .pane(let opened) = items[position.item].kind else {
                Issue.record("pane \(id)'s row is not a pane row")
                continue
            }
            #expect(opened == id)
        }
    }

    @Test func aRowsSettingIsTheOneItsKeyNames() throws {
        let layout = try TestSchemas.schema(Self.nested)
        var seen: [String] = []
        for id in layout.panes.indices {
            for group in try #require(layout.pane(id)).groups {
                switch group.content {
                case .radio(let key):
                    seen.append(key)
                case .items(let items):
                    for case .setting(let key, let index) in items.map(\.kind) {
                        #expect(layout.setting(at: Int(index))?.key == key)
                        seen.append(key)
                    }
                }
            }
        }
        #expect(seen.sorted() == layout.keyOrder.sorted())
    }

    @Test func aKeyShownReadOnlyBelowTheRootIsKnownWithoutItsRows() throws {
        let layout = try TestSchemas.schema(#"""
            {"groups": [{"items": [
              {"type": "info", "title": "Top", "key": "top"},
              {"type": "pane", "title": "P", "groups": [{"items": [{"type": "info", "title": "Below", "key": "below"}]}]}
            ]}]}
            """#)
        #expect(layout.panes[1].rowsLeftInSource)
        #expect(layout.showsReadOnly(key: "top"))
        #expect(layout.showsReadOnly(key: "below"))
        #expect(!layout.showsReadOnly(key: "nowhere"))
    }

    @Test func aFileWithProblemsReportsThemInPanesBelowTheRoot() throws {
        // The rows are let go, but every one was checked as the file was read.
        let result = try TestSchemas.load(#"""
            {"groups": [{"items": [{"type": "pane", "title": "P", "groups": [{"items": [
              {"type": "pane", "title": "Q", "groups": [{"items": [{"type": "switch", "title": "No key"}]}]}
            ]}]}]}]}
            """#)
        #expect(result.layout == nil)
        #expect(result.problems.map(\.description) == [
            #"groups[0].items[0].groups[0].items[0].groups[0].items[0]: switch item has no "key""#,
        ])
    }

    // MARK: - The file, read here on its own

    /// Each pane's rows as the file writes them, in the order a reader
    /// numbers panes (depth first, a pane before the panes inside it).
    static func panesAsWritten(in document: JSONDocument) -> [[String]] {
        var panes: [[String]] = [[]]
        func read(_ groupsNode: JSONNodeID, into pane: Int) {
            for group in document.children(groupsNode) {
                var line = "group \(text("header", group) ?? "-") / \(text("footer", group) ?? "-") when \(conditionKey(group) ?? "-")"
                if text("type", group) == "radio" {
                    line += ": radio \(text("key", group) ?? "")"
                    panes[pane].append(line)
                    continue
                }
                panes[pane].append(line)
                guard let items = document.member("items", of: group) else { continue }
                for item in document.children(items) {
                    let title = text("title", item) ?? ""
                    var row = "\(title) / \(text("subtitle", item) ?? "-") when \(conditionKey(item) ?? "-"): "
                    switch text("type", item) {
                    case "pane":
                        let child = panes.count
                        panes.append([])
                        row += "opens \(child)"
                        panes[pane].append(row)
                        if let childGroups = document.member("groups", of: item) { read(childGroups, into: child) }
                    case "info":
                        panes[pane].append(row + "info")
                    default:
                        panes[pane].append(row + "setting \(text("key", item) ?? "")")
                    }
                }
            }
        }
        func text(_ name: String, _ node: JSONNodeID) -> String? {
            document.member(name, of: node).flatMap { document.string($0) }
        }
        func conditionKey(_ node: JSONNodeID) -> String? {
            document.member("visibleWhen", of: node).flatMap { text("key", $0) }
        }
        if let groups = document.member("groups", of: document.root) { read(groups, into: 0) }
        return panes
    }

    /// A pane's rows in the words of ``panesAsWritten(in:)``.
    static func describe(_ pane: Pane, in layout: Layout) -> [String] {
        var lines: [String] = []
        for group in pane.groups {
            var line = "group \(group.header ?? "-") / \(group.footer ?? "-") when \(group.visibleWhen?.key ?? "-")"
            switch group.content {
            case .radio(let key):
                line += ": radio \(key)"
                lines.append(line)
            case .items(let items):
                lines.append(line)
                for item in items {
                    let row = "\(item.title) / \(item.subtitle ?? "-") when \(item.visibleWhen?.key ?? "-"): "
                    switch item.kind {
                    case .pane(let id): lines.append(row + "opens \(id)")
                    case .info: lines.append(row + "info")
                    case .setting(let key, _): lines.append(row + "setting \(key)")
                    default: lines.append(row + "other")
                    }
                }
            }
        }
        return lines
    }
}
