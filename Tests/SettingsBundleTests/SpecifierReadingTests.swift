import Foundation
import LosslessJSON
import SettingsBundle
import Testing

/// One test per specifier type: what the reader makes of each, in XML and
/// binary plists alike.
@Suite struct SpecifierReadingTests {
    static let formats: [PropertyListSerialization.PropertyListFormat] = [.xml, .binary]

    /// The root page's specifiers of a bundle with one plist.
    func read(_ specifiers: [[String: Any]], format: PropertyListSerialization.PropertyListFormat = .xml) -> (specifiers: [Specifier], problems: [BundleProblem]) {
        var folder = MemoryFolder()
        folder.plist("Root.plist", specifiers, format: format)
        let result = folder.read()
        return (result.pages.first?.specifiers ?? [], result.problems)
    }

    @Test(arguments: formats) func group(format: PropertyListSerialization.PropertyListFormat) {
        let (specifiers, problems) = read([["Type": "PSGroupSpecifier", "Title": "Sound", "FooterText": "Applies to alerts."]], format: format)
        #expect(problems.isEmpty)
        #expect(specifiers == [Specifier(index: 0, key: nil, title: "Sound", kind: .group(footer: "Applies to alerts."))])
    }

    @Test(arguments: formats) func toggleWithTrueAndFalseValues(format: PropertyListSerialization.PropertyListFormat) {
        let (specifiers, problems) = read([
            ["Type": "PSToggleSwitchSpecifier", "Title": "Wi-Fi", "Key": "wifi", "DefaultValue": true],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Mode", "Key": "mode", "TrueValue": "fast", "FalseValue": "slow", "DefaultValue": "slow"],
        ], format: format)
        #expect(problems.isEmpty)
        #expect(specifiers.map(\.kind) == [
            .toggle(on: .bool(true), off: .bool(false), isOn: true),
            .toggle(on: .string("fast"), off: .string("slow"), isOn: false),
        ])
    }

    /// YES/NO strings and 1/0 numbers are read as iOS reads them, whatever
    /// the switch stores; other text is a warning and reads as off.
    @Test func toggleDefaultsReadAsIOSDoes() {
        let cases: [(Any, Bool)] = [("YES", true), ("NO", false), ("yes", true), (1, true), (0, false), (true, true), ("true", true)]
        for (given, expected) in cases {
            let (specifiers, problems) = read([["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "TrueValue": "on", "FalseValue": "off", "DefaultValue": given]])
            #expect(problems.isEmpty)
            #expect(specifiers.first?.kind == .toggle(on: .string("on"), off: .string("off"), isOn: expected), "\(given)")
        }
        let (_, problems) = read([["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "DefaultValue": "maybe"]])
        #expect(problems.map(\.reason) == [.toggleDefaultUnclear(.string("maybe"))])
        #expect(problems.allSatisfy { $0.isWarning })
    }

    @Test(arguments: formats) func multiValue(format: PropertyListSerialization.PropertyListFormat) {
        let (specifiers, problems) = read([[
            "Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "DefaultValue": 1,
            "Titles": ["Metric", "Imperial"], "ShortTitles": ["km", "mi"], "Values": [1, 2],
        ]], format: format)
        #expect(problems.isEmpty)
        #expect(specifiers.first?.kind == .multiValue(.init(
            titles: ["Metric", "Imperial"], values: [.integer(1), .integer(2)], shortTitles: ["km", "mi"], defaultValue: .integer(1))))
    }

    @Test func multiValueSortedByTitle() {
        let (specifiers, _) = read([[
            "Type": "PSMultiValueSpecifier", "Title": "Map", "Key": "map", "DisplaySortedByTitle": true,
            "Titles": ["Standard", "Hybrid", "satellite"], "ShortTitles": ["S", "H", "Sat"], "Values": [0, 1, 2],
        ]])
        #expect(specifiers.first?.kind == .multiValue(.init(
            titles: ["Hybrid", "satellite", "Standard"], values: [.integer(1), .integer(2), .integer(0)],
            shortTitles: ["H", "Sat", "S"], defaultValue: nil)))
    }

    @Test func radioGroup() {
        let (specifiers, problems) = read([[
            "Type": "PSRadioGroupSpecifier", "Title": "Start", "Key": "start", "FooterText": "On launch.",
            "Titles": ["Map", "List"], "Values": ["map", "list"], "DefaultValue": "map",
        ]])
        #expect(problems.isEmpty)
        #expect(specifiers == [Specifier(index: 0, key: "start", title: "Start", kind: .radioGroup(
            footer: "On launch.", .init(titles: ["Map", "List"], values: [.string("map"), .string("list")], shortTitles: nil, defaultValue: .string("map"))))])
    }

    @Test func textField() {
        let (specifiers, problems) = read([
            ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "DefaultValue": "Ann",
             "KeyboardType": "Alphabet", "AutocapitalizationType": "Words", "AutocorrectionType": "No"],
            ["Type": "PSTextFieldSpecifier", "Title": "Password", "Key": "pw", "IsSecure": true, "KeyboardType": "NumberPad"],
        ])
        #expect(problems.isEmpty)
        #expect(specifiers.map(\.kind) == [
            .textField(defaultText: "Ann", secure: false, keyboard: "Alphabet"),
            .textField(defaultText: nil, secure: true, keyboard: "NumberPad"),
        ])
    }

    @Test func slider() {
        let (specifiers, problems) = read([[
            "Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 10.5, "DefaultValue": 3,
            "MinimumValueImage": "quiet.png", "MaximumValueImage": "loud.png",
        ]])
        #expect(problems.isEmpty)
        #expect(specifiers == [Specifier(index: 0, key: "volume", title: nil, kind: .slider(defaultValue: 3, min: 0, max: 10.5))])
    }

    @Test func titleValue() {
        let (specifiers, problems) = read([
            ["Type": "PSTitleValueSpecifier", "Title": "Version", "Key": "version", "DefaultValue": "1.0"],
            ["Type": "PSTitleValueSpecifier", "Title": "Channel", "Key": "channel", "Titles": ["Beta"], "Values": ["beta"]],
        ])
        #expect(problems.isEmpty)
        #expect(specifiers.map(\.kind) == [
            .titleValue(defaultValue: .string("1.0"), nil),
            .titleValue(defaultValue: nil, .init(titles: ["Beta"], values: [.string("beta")], shortTitles: nil, defaultValue: nil)),
        ])
    }

    @Test func childPaneReadsItsPlistOnce() {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
            ["Type": "PSChildPaneSpecifier", "Title": "More again", "File": "More.plist"],
        ])
        folder.plist("More.plist", [["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t"]], format: .binary)
        let result = folder.read()
        #expect(result.problems.isEmpty)
        #expect(result.pages.map(\.file) == ["Root.plist", "More.plist"])
        #expect(result.pages[0].specifiers.map(\.kind) == [.childPane(page: 1), .childPane(page: 1)])
    }

    @Test func phoneVariantIsPreferred() {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [["Type": "PSGroupSpecifier", "Title": "Any device"]])
        folder.plist("Root~iphone.plist", [["Type": "PSGroupSpecifier", "Title": "Phone"], ["Type": "PSChildPaneSpecifier", "Title": "C", "File": "C"]])
        folder.plist("C.plist", [["Type": "PSGroupSpecifier", "Title": "C any"]])
        folder.plist("C~iphone.plist", [["Type": "PSGroupSpecifier", "Title": "C phone"]])
        let result = folder.read()
        #expect(result.pages.map(\.file) == ["Root~iphone.plist", "C~iphone.plist"])
        #expect(result.pages.map { $0.specifiers.first?.title } == ["Phone", "C phone"])
    }

    /// A specifier for other devices is left out; a section for other
    /// devices takes its rows with it.
    @Test func otherIdiomsAreHidden() {
        let (specifiers, problems) = read([
            ["Type": "PSToggleSwitchSpecifier", "Title": "Pad only", "Key": "a", "SupportedUserInterfaceIdioms": ["Pad"]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Both", "Key": "b", "SupportedUserInterfaceIdioms": ["Pad", "Phone"]],
            ["Type": "PSGroupSpecifier", "Title": "Pad section", "SupportedUserInterfaceIdioms": ["Pad"]],
            ["Type": "PSToggleSwitchSpecifier", "Title": "In the pad section", "Key": "c"],
            ["Type": "PSGroupSpecifier", "Title": "Everyone"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "Shown", "Key": "d"],
        ])
        #expect(problems.isEmpty)
        #expect(specifiers.map(\.title) == ["Both", "Everyone", "Shown"])
    }

    /// Unknown types and keys are warnings; the rest of the bundle opens.
    @Test func unknownTypesAndKeysAreWarnings() {
        let (specifiers, problems) = read([
            ["Type": "IASKButtonSpecifier", "Title": "Reset", "Key": "reset"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "IASKSubtitle": "More"],
        ])
        #expect(specifiers.map(\.key) == ["t"])
        #expect(problems == [
            BundleProblem(.unknownType("IASKButtonSpecifier"), file: "Root.plist", index: 0, key: "reset"),
            BundleProblem(.unknownKey("IASKSubtitle", type: "PSToggleSwitchSpecifier"), file: "Root.plist", index: 1, key: "t"),
        ])
        #expect(problems.allSatisfy { $0.isWarning })
    }
}
