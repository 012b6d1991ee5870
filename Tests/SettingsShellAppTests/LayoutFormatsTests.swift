import LosslessJSON
import SettingsCore
@testable import SettingsShellApp
@_spi(SettingsShell) @testable import SettingsKit
import Testing

/// The registry of layout formats: a format is told by its content and
/// opened through the one list, and a new one is one more entry in it.
@Suite struct LayoutFormatsTests {
    private static func format(of text: String) throws -> String? {
        let document = try JSONDocument.parse(Array(text.utf8))
        return LayoutFormats.standard.all.first { $0.recognises(document) }?.name
    }

    @Test func layoutsAreToldApartByContent() throws {
        #expect(try Self.format(of: #"{"groups": []}"#) == "a settings file")
        #expect(try Self.format(of: #"{"properties": {}}"#) == "a JSON Schema")
        #expect(try Self.format(of: #"{"$schema": "x", "definitions": {}}"#) == "a JSON Schema")
        #expect(try Self.format(of: #"{"name": "x", "contributes": {"configuration": {}}}"#) == "a VS Code extension manifest")
        #expect(try Self.format(of: #"{"name": "x", "type": "module", "contributes": {}}"#) == "a VS Code extension manifest")
        #expect(try Self.format(of: #"{"name": "x"}"#) == nil)
        #expect(try Self.format(of: "[]") == "a JSON Schema", "to be told it must be an object")
    }

    /// A JSON file no format reads names what each format's file holds.
    @Test func aFileNoFormatReadsSaysWhatEachHolds() {
        #expect(LayoutFormats.standard.notALayout.message.text == """
            is not a layout: expected a JSON Schema ("properties", "type", "$schema"), a VS Code extension manifest \
            (contributes.configuration) or a settings file ("groups")
            """)
    }

    /// A file that is itself a settings file opens as one, whatever schema it names (for editors).
    @Test func aSettingsFileNamingASchemaOpensAsItself() throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(#"{"$schema": "nowhere.json", "groups": [{"items": [{"type": "switch", "key": "s", "title": "S"}]}]}"#,
                                      to: folder + "/app.json")
        let store = try JSONFileStore.open(file: "app.json", values: nil, workingDirectory: folder)
        #expect(store.format.name == "a settings file")
        #expect(store.layout.settings.map(\.key) == ["s"])
    }

    /// A format made here, for a test only, opens as the tool's own do once it
    /// is in the list: the layout, its values in the values file, and its
    /// problems worded by the format.
    @Test func aFormatIsOneEntryInTheList() throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(#"{"flags": ["sound", "dark"]}"#, to: folder + "/app.flags")
        try TranscriptFiles.writeText(#"{"dark": true}"#, to: folder + "/values.json")
        let formats = LayoutFormats(all: [FlagsFormat()] + LayoutFormats.standard.all, plainFile: LayoutFormats.standard.plainFile)

        let store = try JSONFileStore.open(schema: "app.flags", values: "values.json", workingDirectory: folder, environment: [:], formats: formats)
        #expect(store.format.name == "a flags file")
        #expect(store.layout.settings.map(\.key) == ["sound", "dark"])
        #expect(store.storedValues == ["dark": .bool(true)])
        // Without it, the same file is none of the layouts.
        #expect(throws: StoreError.self) {
            try JSONFileStore.open(schema: "app.flags", values: "values.json", workingDirectory: folder, environment: [:])
        }

        try TranscriptFiles.writeText(#"{"flags": ["sound", 7]}"#, to: folder + "/bad.flags")
        do {
            _ = try JSONFileStore.open(schema: "bad.flags", values: "values.json", workingDirectory: folder, environment: [:], formats: formats)
            Issue.record("a flag that is not a name opened")
        } catch {
            #expect(error.lines == ["bad.flags: flags[1]: a flag must be a name, not 7"])
        }
    }
}

/// Two formats' reasons are never equal, even spelled alike; one format's are by their data.
@Suite struct FormatReasonTests {
    private enum OtherReason: FormatReason {
        case notAName(JSONValue)
        var message: Message { "other" }
        var isWarning: Bool { true }
    }

    @Test func reasonsAreEqualWithinTheirFormatOnly() {
        let flags = LayoutProblem.Reason.format(AnyFormatReason(FlagsReason.notAName(.number(7))))
        #expect(flags == .format(AnyFormatReason(FlagsReason.notAName(.number(7)))))
        #expect(flags != .format(AnyFormatReason(FlagsReason.notAName(.number(8)))))
        #expect(flags != .format(AnyFormatReason(OtherReason.notAName(.number(7)))))
        // Whether the layout still opens is the format's to say.
        #expect(LayoutProblem(flags, place: "").severity == .error)
        #expect(LayoutProblem(.format(AnyFormatReason(OtherReason.notAName(.number(7)))), place: "").severity == .warning)
    }
}

/// A format for this test only: a JSON object whose `flags` name switches.
private struct FlagsFormat: SettingsFormat {
    var name: String { "a flags file" }

    func recognises(_ document: JSONDocument) -> Bool {
        document.kind(document.root) == .object && document.member("flags", of: document.root) != nil
    }

    func open(_ input: FormatInput) -> FormatOpening {
        guard case .document(let document) = input.content else { return .unopened(by: self) }
        return FormatOpening(result: FlagsSource(document: document).load())
    }
}

/// The flags file's reasons, worded beside it.
private enum FlagsReason: FormatReason {
    case notAName(JSONValue)

    var message: Message {
        switch self {
        case .notAName(let value): return "a flag must be a name, not \(value.jsonText)"
        }
    }

    var isWarning: Bool { false }
}

/// Reads a flags file: one switch per flag, on one screen.
private struct FlagsSource: LayoutSource {
    let document: JSONDocument

    func read() -> LayoutBuilder {
        var builder = LayoutBuilder(for: self)
        let pane = builder.addPane(title: "Flags", parent: nil)
        var items: [Item] = []
        let flags = document.member("flags", of: document.root) ?? document.root
        for node in document.children(flags) {
            let origin = Origin(rawValue: node.index)
            guard let name = document.string(node) else {
                builder.report(.format(AnyFormatReason(FlagsReason.notAName(document.value(node)))), at: .origin(origin))
                continue
            }
            let setting = Setting(key: name, titleText: JSONText(name), kind: .switch(SwitchRule()), defaultValue: .bool(false), helpText: nil,
                                  paneID: pane, origin: origin, conditions: [])
            if let index = builder.addSetting(setting) {
                items.append(Item(titleText: JSONText(name), subtitleText: nil, kind: .setting(key: name, index: index), visibleWhen: nil, origin: origin))
            }
        }
        builder.setGroups([Group(header: nil, footer: nil, content: .items(items), visibleWhen: nil, origin: Origin(rawValue: 0))], of: pane)
        return builder
    }

    func describe(_ place: ProblemPlace) -> String {
        switch place {
        case .origin(let origin), .field(_, let origin): return document.path(of: JSONNodeID(index: origin.rawValue))
        case .whole, .storedValue: return ""
        }
    }
}
