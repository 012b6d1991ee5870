import Foundation
import SettingsCore

/// Opening a Settings.bundle folder as a layout: the edge that reads it
/// from disk, in the language the environment asks for.
public enum SettingsBundleLayout {
    /// Whether `path` is a folder (a bundle, or a folder that should be
    /// one: it is then reported as having no root plist).
    public static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether the file at `path` is a property list (a bundle's plist
    /// named instead of its folder): it starts as a binary or XML one does.
    public static func isPropertyList(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 256)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return start.hasPrefix("bplist") || start.contains("<plist") || start.contains("<!DOCTYPE plist")
    }

    /// The problem of a `--schema` naming a plist rather than its bundle.
    public static let propertyListProblem = LayoutProblem(.bundle(.propertyListNotBundle), place: "")

    /// Reads and checks the bundle at `path`.
    public static func load(path: String, environment: [String: String]) -> LayoutResult {
        let reading = BundleReader.read(DiskBundleFolder(path: path), preference: LanguagePreference(environment: environment))
        return BundleSource(reading).load()
    }
}
