#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SettingsBundle
import SettingsCore
import Testing

/// A bundle reads only its own files: a child pane's `File` or a
/// `StringsTable` that leads out of the folder (absolute, `..`, a NUL) is
/// refused, naming the specifier.
@Suite struct BundleConfinementTests {
    static func child(_ file: String) -> [String: Any] {
        ["Type": "PSChildPaneSpecifier", "Title": "More", "File": file]
    }

    @Test(arguments: ["../outside", "/abs/outside", "sub/../../outside", "Child\u{0}"])
    func aChildFileOutsideTheBundleIsRefused(file: String) {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [Self.child(file)])
        // Present, in case the folder would hand them out: they must not be asked for.
        folder.plist("../outside.plist", [["Type": "PSGroupSpecifier", "Title": "Outside"]])
        folder.plist("Child.plist", [["Type": "PSGroupSpecifier", "Title": "Inside"]])
        let read = folder.read()
        #expect(read.pages.count == 1)
        #expect(read.problems == [BundleProblem(.childFileOutside(file), file: "Root.plist", index: 0)])
        #expect(BundleReason.childFileOutside("../outside").message.text
            == #"File "../outside" names a file outside the Settings.bundle; only the bundle's own plists are read"#)
    }

    @Test func aStringsTableOutsideTheBundleIsNotRead() {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [["Type": "PSGroupSpecifier", "Title": "T"]], extra: ["StringsTable": "../../x"])
        folder.strings("en.lproj/../../x.strings", [("T", "Outside")])
        folder.strings("en.lproj/Root.strings", [("T", "Inside")])
        let read = folder.read()
        #expect(read.problems.contains { $0.reason == .unreadableStrings("the table's name leads outside the Settings.bundle") })
    }

    /// On disk a NUL would cut `Child.plist\0` to `Child.plist` and read it;
    /// `../outside` would read the plist beside the bundle.
    @Test(arguments: ["Child.plist\u{0}", "../outside"])
    func onDiskNothingOutsideIsRead(file: String) throws {
        let root = NSTemporaryDirectory() + "bundle-confinement-\(getpid())-\(file.utf8.count)"
        let bundle = root + "/B.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let group: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "Read"]]
        for path in [bundle + "/Root.plist", bundle + "/Child.plist", root + "/outside.plist"] {
            let specifiers: [[String: Any]] = path.hasSuffix("Root.plist") ? [Self.child(file)] : group
            #expect(FileManager.default.createFile(atPath: path, contents: Data(MemoryFolder.encode(["PreferenceSpecifiers": specifiers], format: .binary))))
        }
        let read = BundleReader.read(DiskBundleFolder(path: bundle), preference: LanguagePreference(locale: "en_US.UTF-8"))
        #expect(read.pages.count == 1)
        #expect(read.problems == [BundleProblem(.childFileOutside(file), file: "Root.plist", index: 0)])
        #expect(DiskBundleFolder(path: bundle).read("../outside.plist") == .failed("../outside.plist is outside the Settings.bundle"))
    }
}
