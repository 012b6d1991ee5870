import SettingsCore
import SettingsFiles

/// Opening a Settings.bundle folder as a layout: the edge that reads it
/// from disk, in the language the environment asks for.
public enum SettingsBundleLayout {
    /// Whether `path` is a folder (a bundle, or a folder that should be
    /// one: it is then reported as having no root plist).
    public static func isFolder(_ path: String) -> Bool {
        PathKind(of: path) == .folder
    }

    /// Whether the file at `path` is a property list (a bundle's plist
    /// named instead of its folder): it starts as a binary or XML one does.
    /// Only a regular file is looked at; a pipe is left for the one read
    /// that gets it whole.
    public static func isPropertyList(_ path: String) -> Bool {
        let start = String(decoding: SafeFile.firstBytes(of: path, count: 256) ?? [], as: UTF8.self)
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
