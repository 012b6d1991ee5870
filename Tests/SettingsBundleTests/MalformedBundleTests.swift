import Foundation
import SettingsBundle
import SettingsCore
import SettingsFileLayout
import Testing

/// Bundles the Settings app would refuse or show partly, and the exact
/// lines `validate` prints for each: the file, the specifier's index and
/// Key, and why. Errors stop the bundle from opening; warnings don't.
@Suite struct MalformedBundleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Files of the bundle: path → plist specifiers, or raw bytes.
        var files: @Sendable () -> MemoryFolder
        var lines: [String]
        var opens: Bool
        var testDescription: String { name }
    }

    static func folder(_ build: (inout MemoryFolder) -> Void) -> MemoryFolder {
        var folder = MemoryFolder()
        build(&folder)
        return folder
    }

    static var toggle: [String: Any] { ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t"] }

    static let cases: [Case] = [
        Case(name: "no root plist", files: { folder { $0.files["Child.plist"] = [] } },
             lines: ["Settings.bundle: Root.plist: not found (nor Root~iphone.plist): this folder is not a Settings.bundle"], opens: false),
        Case(name: "malformed XML", files: { folder { $0.files["Root.plist"] = Array("<plist><dict><key>PreferenceSpecifiers</key></dict></plist>".utf8) } },
             lines: ["Settings.bundle: Root.plist: is not a valid property list: a <key> inside <dict> has no value after it (line 1)"], opens: false),
        Case(name: "empty Root.plist", files: { folder { $0.files["Root.plist"] = Array(" \n".utf8) } },
             lines: ["Settings.bundle: Root.plist: is not a valid property list: an empty file holds no property list"], opens: false),
        Case(name: "truncated binary", files: { folder { $0.files["Root.plist"] = Array(MemoryFolder.encode(["PreferenceSpecifiers": [toggle]], format: .binary).prefix(30)) } },
             lines: ["Settings.bundle: Root.plist: is not a valid property list: the binary property list is cut short"], opens: false),
        Case(name: "top level not a dictionary", files: { folder { $0.files["Root.plist"] = MemoryFolder.encode([toggle], format: .xml) } },
             lines: ["Settings.bundle: Root.plist: must hold a dictionary, not an array"], opens: false),
        Case(name: "no PreferenceSpecifiers", files: { folder { $0.files["Root.plist"] = MemoryFolder.encode(["Title": "x"], format: .xml) } },
             lines: ["Settings.bundle: Root.plist: has no PreferenceSpecifiers array"], opens: false),
        Case(name: "child file missing", files: { folder { $0.plist("Root.plist", [toggle, ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"]]) } },
             lines: [#"Settings.bundle: Root.plist: item 1: File "More": there is no More.plist (nor More~iphone.plist)"#], opens: false),
        Case(name: "child panes in a cycle", files: { folder {
                $0.plist("Root.plist", [["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]])
                $0.plist("A.plist", [["Type": "PSChildPaneSpecifier", "Title": "B", "File": "B"]])
                $0.plist("B~iphone.plist", [toggle, ["Type": "PSChildPaneSpecifier", "Title": "A again", "File": "A"]], format: .binary)
             } },
             lines: [#"Settings.bundle: B~iphone.plist: item 1: File "A" opens a pane that contains itself (Root.plist → A.plist → B~iphone.plist → A.plist)"#], opens: false),
        Case(name: "root opens itself", files: { folder { $0.plist("Root.plist", [["Type": "PSChildPaneSpecifier", "Title": "Me", "File": "Root"]]) } },
             lines: [#"Settings.bundle: Root.plist: item 0: File "Root" opens a pane that contains itself (Root.plist → Root.plist)"#], opens: false),
        Case(name: "Titles and Values of different lengths", files: { folder { $0.plist("Root.plist", [
                ["Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "Titles": ["km", "mi", "ly"], "Values": ["km", "mi"]]]) } },
             lines: [#"Settings.bundle: Root.plist: item 0 (Key "units"): Titles has 3 entries but Values has 2"#], opens: false),
        Case(name: "slider minimum above maximum", files: { folder { $0.plist("Root.plist", [
                ["Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 10, "MaximumValue": 1]]) } },
             lines: [#"Settings.bundle: Root.plist: item 0 (Key "volume"): MinimumValue 10 is greater than MaximumValue 1"#], opens: false),
        Case(name: "same TrueValue and FalseValue", files: { folder { $0.plist("Root.plist", [
                ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "TrueValue": "x", "FalseValue": "x"]]) } },
             lines: [#"Settings.bundle: Root.plist: item 0 (Key "t"): TrueValue and FalseValue are the same"#], opens: false),
        Case(name: "slider default out of range", files: { folder { $0.plist("Root.plist", [
                ["Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 1, "DefaultValue": 5]]) } },
             lines: [#"Settings.bundle: Root.plist: item 0 (Key "volume"): default 5 is not between 0 and 1"#], opens: false),
        Case(name: "loose but openable", files: { folder { $0.plist("Root.plist", [
                ["Type": "PSMultiValueSpecifier", "Title": "Level", "Key": "level", "DefaultValue": 9, "Titles": ["One", "Two"], "Values": [1, 2], "ShortTitles": ["1"]],
                ["Type": "IASKButtonSpecifier", "Title": "Reset", "Key": "reset"],
                ["Type": "PSToggleSwitchSpecifier", "Title": "No key"],
                ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "IASKSubtitle": "More", "DefaultValue": "maybe"],
                ["Type": "PSChildPaneSpecifier", "Title": "Custom view"],
                ["Type": "PSGroupSpecifier", "Title": 7],
                "not a specifier",
                ["Title": "No type"],
                ["Type": "PSMultiValueSpecifier", "Title": "Dynamic", "Key": "dynamic"],
             ]) } },
             lines: [
                #"Settings.bundle: Root.plist: item 0 (Key "level"): warning: ShortTitles has 1 entry but Values has 2; ignored"#,
                #"Settings.bundle: Root.plist: item 0 (Key "level"): warning: DefaultValue 9 is not among Values; it is shown as it is"#,
                #"Settings.bundle: Root.plist: item 1 (Key "reset"): warning: unknown specifier type "IASKButtonSpecifier"; skipped"#,
                #"Settings.bundle: Root.plist: item 2: warning: PSToggleSwitchSpecifier has no Key; skipped"#,
                #"Settings.bundle: Root.plist: item 3 (Key "t"): warning: PSToggleSwitchSpecifier doesn't read "IASKSubtitle"; ignored"#,
                #"Settings.bundle: Root.plist: item 3 (Key "t"): warning: DefaultValue "maybe" is neither TrueValue, FalseValue nor YES/NO; read as off"#,
                #"Settings.bundle: Root.plist: item 4: warning: PSChildPaneSpecifier has no File; skipped"#,
                #"Settings.bundle: Root.plist: item 5: warning: Title must be a string, not an integer; ignored"#,
                #"Settings.bundle: Root.plist: item 6: warning: a specifier must be a dictionary, not a string; skipped"#,
                #"Settings.bundle: Root.plist: item 7: warning: has no Type; skipped"#,
                #"Settings.bundle: Root.plist: item 8 (Key "dynamic"): warning: PSMultiValueSpecifier has no Values; skipped"#,
             ], opens: true),
    ]

    @Test(arguments: cases) func validateLines(_ bundle: Case) {
        let result = BundleSource(bundle.files().read()).load()
        let lines = result.problems.map { SettingsDocument.Problem.layout($0).line(fileName: "Settings.bundle") }
        #expect(lines == bundle.lines)
        #expect((result.layout != nil) == bundle.opens)
    }
}
