import Foundation
import LosslessJSON
import SettingsBundle
import SettingsCore
import Testing

/// What each specifier becomes on screen: settings, rows, sections and
/// screens, through the layout seam every source shares.
@Suite struct BundleSourceTests {
    /// The layout of a bundle whose root plist holds `specifiers` (and `More.plist`, when given).
    func load(_ specifiers: [[String: Any]], more: [[String: Any]]? = nil) -> LayoutResult {
        var folder = MemoryFolder()
        folder.plist("Root.plist", specifiers)
        if let more { folder.plist("More.plist", more, format: .binary) }
        return BundleSource(folder.read()).load()
    }

    func rows(_ schema: Layout?, pane: Int = 0) -> [[String]] {
        schema?.pane(pane)?.groups.map { group in
            var titles = [group.header ?? "-"]
            switch group.content {
            case .items(let items): titles += items.map(\.title)
            case .radio(let key): titles.append("radio \(key)")
            }
            return titles
        } ?? []
    }

    @Test func rowsBeforeTheFirstGroupFormAnUntitledSection() throws {
        let result = load([
            ["Type": "PSToggleSwitchSpecifier", "Title": "Early", "Key": "early"],
            ["Type": "PSGroupSpecifier", "Title": "Later", "FooterText": "Note."],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Late", "Key": "late"],
        ])
        #expect(result.problems.isEmpty)
        #expect(rows(result.layout) == [["-", "Early"], ["Later", "Late"]])
        #expect(result.layout?.pane(0)?.groups.last?.footer == "Note.")
        #expect(result.layout?.title == "Settings")
    }

    @Test func toggleStoresItsTrueAndFalseValues() throws {
        let schema = try #require(load([["Type": "PSToggleSwitchSpecifier", "Title": "Fast", "Key": "fast", "TrueValue": "yes please", "FalseValue": 0, "DefaultValue": "NO"]]).layout)
        let setting = try #require(schema.setting("fast"))
        guard case .switch(let rule) = setting.kind else { Issue.record("not a switch: \(setting.kind)"); return }
        #expect(rule.on == .string("yes please"))
        #expect(rule.off == .number(0))
        #expect(setting.defaultValue == .number(0))
    }

    @Test func multiValueIsAChoiceWithShortTitles() throws {
        let schema = try #require(load([["Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "DefaultValue": "km",
                                         "Titles": ["Kilometres", "Miles"], "ShortTitles": ["km", "mi"], "Values": ["km", "mi"]]]).layout)
        let setting = try #require(schema.setting("units"))
        guard case .choice(let options, _) = setting.kind else { Issue.record("not a choice"); return }
        #expect(options.map(\.title) == ["Kilometres", "Miles"])
        #expect(options.map(\.short) == ["km", "mi"])
        #expect(options.map(\.value) == [.string("km"), .string("mi")])
        #expect(setting.defaultValue == .string("km"))
    }

    /// A default outside Values is a warning; the bundle opens and shows it raw.
    @Test func defaultOutsideValuesIsAWarning() throws {
        let result = load([["Type": "PSMultiValueSpecifier", "Title": "Level", "Key": "level", "DefaultValue": 9, "Titles": ["One"], "Values": [1]]])
        #expect(result.problems.map(\.description) == [#"Root.plist: item 0 (Key "level"): warning: DefaultValue 9 is not among Values; it is shown as it is"#])
        #expect(result.layout?.setting("level")?.defaultValue == .number(9))
    }

    @Test func radioGroupIsASectionOfOptions() throws {
        let result = load([
            ["Type": "PSRadioGroupSpecifier", "Title": "Start", "Key": "start", "FooterText": "On launch.", "Titles": ["Map", "List"], "Values": ["map", "list"]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "After", "Key": "after"],
        ])
        #expect(result.problems.isEmpty)
        #expect(rows(result.layout) == [["Start", "radio start"], ["-", "After"]])
        #expect(result.layout?.pane(0)?.groups.first?.footer == "On launch.")
    }

    @Test func textFieldIsSecureAndNamesItsKeyboard() throws {
        let schema = try #require(load([["Type": "PSTextFieldSpecifier", "Title": "PIN", "Key": "pin", "IsSecure": true, "KeyboardType": "NumberPad", "AutocorrectionType": "No"]]).layout)
        let setting = try #require(schema.setting("pin"))
        guard case .text(let rule) = setting.kind else { Issue.record("not a text"); return }
        #expect(rule.secure)
        #expect(setting.help == "Keyboard: number pad.")
    }

    /// A number pad has digits alone: a field with one takes nothing else.
    @Test func aNumberPadFieldTakesDigitsAlone() throws {
        let schema = try #require(load([
            ["Type": "PSTextFieldSpecifier", "Title": "Port", "Key": "port", "KeyboardType": "NumberPad", "DefaultValue": "8080"],
            ["Type": "PSTextFieldSpecifier", "Title": "Code", "Key": "code", "KeyboardType": "NumberPad", "DefaultValue": "none"],
            ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "KeyboardType": "Alphabet"],
        ]).layout)
        let port = try #require(schema.setting("port"))
        #expect(ValueRules.problem(with: .string("80a"), for: port) == "expects digits only (its keyboard is a number pad)")
        #expect(ValueRules.problem(with: .string("443"), for: port) == nil)
        // A default that isn't digits is shown as iOS shows it, not refused: the field isn't held to digits.
        #expect(ValueRules.problem(with: .string("n/a"), for: try #require(schema.setting("code"))) == nil)
        #expect(ValueRules.problem(with: .string("Ann"), for: try #require(schema.setting("name"))) == nil)
    }

    @Test func sliderIsANumberTitledByItsKey() throws {
        let schema = try #require(load([["Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 11, "DefaultValue": 4]]).layout)
        let setting = try #require(schema.setting("volume"))
        guard case .number(let rule) = setting.kind else { Issue.record("not a number"); return }
        #expect((rule.min, rule.max) == (0, 11))
        #expect(setting.title == "volume")
        #expect(setting.defaultValue == .number(4))
    }

    /// A title-value row is read-only; its key is a setting whose value it shows.
    @Test func titleValueIsAReadOnlyRow() throws {
        let schema = try #require(load([["Type": "PSTitleValueSpecifier", "Title": "Channel", "Key": "channel", "DefaultValue": "b", "Titles": ["Beta"], "Values": ["b"]]]).layout)
        let item = try #require(schema.pane(0)?.groups.first.flatMap { group -> Item? in
            if case .items(let items) = group.content { return items.first }
            return nil
        })
        guard case .info(nil, "channel") = item.kind else { Issue.record("not an info row: \(item.kind)"); return }
        #expect(schema.setting("channel")?.defaultValue == .string("b"))
    }

    /// A child plist opened from two panes is two screens (each with its own
    /// way back) and one set of settings: no key is used twice.
    @Test func childPaneOpenedFromTwoPanes() throws {
        let result = load([
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
            ["Type": "PSChildPaneSpecifier", "Title": "Also more", "File": "More"],
        ], more: [["Type": "PSToggleSwitchSpecifier", "Title": "Deep", "Key": "deep"]])
        #expect(result.problems.isEmpty)
        let schema = try #require(result.layout)
        #expect(schema.panes.map(\.title) == ["Settings", "More", "Also more"])
        #expect(schema.panes.map(\.parent) == [nil, 0, 0])
        #expect(schema.settings.map(\.key) == ["deep"])
        #expect(rows(schema, pane: 2) == [["-", "Deep"]])
    }

    /// Two specifiers of one type may show one key, as the Settings app
    /// allows (a warning); of different types they can't (an error).
    @Test func keySharedBySpecifiersOfOneType() throws {
        let result = load([
            ["Type": "PSTitleValueSpecifier", "Title": "Version", "Key": "version", "DefaultValue": "1.0"],
            ["Type": "PSTitleValueSpecifier", "Title": "Build", "Key": "version"],
        ])
        #expect(result.problems.map(\.description) == [#"Root.plist: item 1 (Key "version"): warning: key "version" is also used at Root.plist: item 0 (Key "version"); both rows show one value"#])
        let schema = try #require(result.layout)
        #expect(schema.settings.map(\.key) == ["version"])
        #expect(rows(schema) == [["-", "Version", "Build"]])
    }

    /// A property list can spell NaN (`<real>nan</real>`); it was worded as a number too large.
    @Test func aNaNDefaultIsNamedForWhatItIs() {
        let result = load([["Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 11, "DefaultValue": Double.nan]])
        #expect(result.problems.map(\.description) == [#"Root.plist: item 0 (Key "volume"): the default holds NaN (not a number), which JSON can't store"#])
        #expect(ValueRules.numberProblem(JSONNumber(Double.nan), rule: NumberRule()) == "is NaN (not a number), which JSON can't store")
    }

    @Test func keyUsedTwiceIsAnError() {
        let result = load([
            ["Type": "PSToggleSwitchSpecifier", "Title": "A", "Key": "same"],
            ["Type": "PSTextFieldSpecifier", "Title": "B", "Key": "same"],
        ])
        #expect(result.layout == nil)
        #expect(result.problems.map(\.description) == [#"Root.plist: item 1 (Key "same"): key "same" is already used at Root.plist: item 0 (Key "same")"#])
    }

    @Test func rootTitleComesFromThePlist() {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [["Type": "PSGroupSpecifier", "Title": "G", "FooterText": "F"]], extra: ["Title": "Trail Log"])
        #expect(BundleSource(folder.read()).load().layout?.title == "Trail Log")
    }
}
