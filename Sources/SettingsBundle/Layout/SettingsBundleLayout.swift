import SettingsCore
import SettingsFiles

/// Opening a Settings.bundle folder as a layout: the edge that reads it
/// from disk, in the language the environment asks for.
package enum SettingsBundleLayout {
    /// The problem of a `--schema` naming a plist rather than its bundle.
    package static let propertyListProblem = LayoutProblem(.bundle(.propertyListNotBundle), place: "")

    /// Reads and checks the bundle at `path`.
    package static func load(path: String, environment: [String: String]) -> LayoutResult {
        let reading = BundleReader.read(DiskBundleFolder(path: path), preference: LanguagePreference(environment: environment))
        return BundleSource(reading).load()
    }
}
