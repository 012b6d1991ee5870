/// How a Settings.bundle names its files: the root plist, a child pane's
/// plist (the phone's variant first), and localisation tables.
package enum BundleFiles {
    /// The plists a pane named `name` (a child pane's `File`, with or
    /// without `.plist`) may be read from, in the order they are preferred.
    package static func plistNames(for name: String) -> [String] {
        let base = name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : name
        return [base + "~iphone.plist", base + ".plist"]
    }

    /// Whether a path a bundle's plist names (a child pane's `File`, a
    /// `StringsTable`) stays inside the bundle's folder: not absolute, no
    /// `..` part, no NUL (the system would read only the part before it).
    package static func staysInside(_ relative: String) -> Bool {
        !relative.hasPrefix("/") && !relative.utf8.contains(0)
            && !relative.split(separator: "/", omittingEmptySubsequences: true).contains("..")
    }

    /// The path of a strings table inside a localisation folder.
    package static func stringsPath(table: String, in localization: String) -> String {
        "\(localization).lproj/\(table).strings"
    }
}
