import Foundation
import SettingsBundle
import SettingsCore
import Testing
import TestSupport

/// Random bundles and damaged plists: reading never crashes, and whatever
/// opens is a layout the rest of the tool can use (unique keys, every
/// row's setting and pane present).
@Suite struct BundleRobustnessTests {
    static let types = ["PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier",
                        "PSTextFieldSpecifier", "PSSliderSpecifier", "PSTitleValueSpecifier", "PSChildPaneSpecifier", "IASKButtonSpecifier"]
    static let fields = ["Title", "Key", "DefaultValue", "TrueValue", "FalseValue", "Titles", "Values", "ShortTitles",
                         "DisplaySortedByTitle", "FooterText", "IsSecure", "KeyboardType", "MinimumValue", "MaximumValue",
                         "File", "SupportedUserInterfaceIdioms", "Unknown"]
    static let files = ["A", "B", "C", "Root"]

    /// A random plist value: small scalars (often ones specifiers expect), arrays, dictionaries.
    static func value(_ random: inout SeededRandom, depth: Int = 0) -> Any {
        switch Int.random(in: 0..<(depth > 1 ? 6 : 8), using: &random) {
        case 0: return Bool.random(using: &random)
        case 1: return Int.random(in: -3...3, using: &random)
        case 2: return Double.random(in: -2...2, using: &random)
        case 3: return ["YES", "NO", "k", "A", "B", "Phone", "Pad", "", "\u{1B}[31m"].randomElement(using: &random) ?? ""
        case 4: return files.randomElement(using: &random) ?? ""
        case 5: return "x\(Int.random(in: 0..<4, using: &random))"
        case 6: return (0..<Int.random(in: 0..<4, using: &random)).map { _ in value(&random, depth: depth + 1) }
        default: return ["k": value(&random, depth: depth + 1)]
        }
    }

    static func specifier(_ random: inout SeededRandom) -> Any {
        if Int.random(in: 0..<20, using: &random) == 0 { return value(&random) }
        var fields: [String: Any] = ["Type": types.randomElement(using: &random) ?? ""]
        fields["Key"] = "k\(Int.random(in: 0..<6, using: &random))"
        for field in Self.fields where Bool.random(using: &random) && Bool.random(using: &random) {
            fields[field] = value(&random)
        }
        return fields
    }

    static func bundle(seed: UInt64) -> MemoryFolder {
        var random = SeededRandom(seed: seed)
        var folder = MemoryFolder()
        for name in files where name == "Root" || Bool.random(using: &random) {
            let count = Int.random(in: 0..<12, using: &random)
            let format: PropertyListSerialization.PropertyListFormat = Bool.random(using: &random) ? .xml : .binary
            folder.plist(name + ".plist", (0..<count).map { _ in specifier(&random) }, format: format)
        }
        if Bool.random(using: &random) {
            folder.strings("de.lproj/Root.strings", [("x1", "Eins"), ("A", "\u{202E}evil")], encoding: .utf16)
        }
        return folder
    }

    @Test(arguments: 0..<8) func randomBundlesOpenOrSayWhy(chunk: Int) {
        var opened = 0
        for seed in UInt64(chunk * 250)..<UInt64(chunk * 250 + 250) {
            let result = BundleSource(Self.bundle(seed: seed).read(locale: "de_DE.UTF-8")).load()
            #expect(result.problems.allSatisfy { !$0.description.isEmpty }, "seed \(seed)")
            guard let schema = result.layout else {
                #expect(!result.errors.isEmpty, "seed \(seed): refused without an error")
                continue
            }
            opened += 1
            #expect(Set(schema.settings.map(\.key)).count == schema.settings.count, "seed \(seed)")
            for pane in schema.panes {
                for group in pane.groups {
                    if case .radio(let key) = group.content { #expect(schema.setting(key) != nil, "seed \(seed)") }
                    guard case .items(let items) = group.content else { continue }
                    for item in items {
                        switch item.kind {
                        case .setting(let key, let index): #expect(schema.setting(at: Int(index))?.key == key, "seed \(seed)")
                        case .pane(let child): #expect(schema.pane(child)?.parent == pane.id, "seed \(seed)")
                        case .info(_, let key): #expect(key.map { schema.setting($0) != nil } ?? true, "seed \(seed)")
                        case .shown(let shown): Issue.record("a bundle shows no read-only value of its own: \(shown.key)")
                        case .action(let name): Issue.record("a bundle has no action of its own: \(name)")
                        }
                    }
                }
            }
        }
        // The generator must reach the layouts that open, not only refusals.
        #expect(opened >= 25, "only \(opened) of 250 random bundles opened")
    }

    /// Every byte of a binary and an XML plist changed in turn, and every
    /// length cut short: each reads or is refused with a reason.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func damagedPlistsAreRefusedWithAReason(format: PropertyListSerialization.PropertyListFormat) {
        let good = MemoryFolder.encode(["PreferenceSpecifiers": [
            ["Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "Titles": ["km", "mi"], "Values": [1, 2], "DefaultValue": 1],
            ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on", "DefaultValue": true],
        ]], format: format)
        var random = SeededRandom(seed: 7)
        var variants: [[UInt8]] = (0..<good.count).map { Array(good.prefix($0)) }
        for index in good.indices {
            var damaged = good
            damaged[index] = UInt8.random(in: 0...255, using: &random)
            variants.append(damaged)
        }
        for bytes in variants {
            var folder = MemoryFolder()
            folder.files["Root.plist"] = bytes
            let result = BundleSource(folder.read()).load()
            #expect(result.layout != nil || !result.errors.isEmpty)
        }
    }
}
