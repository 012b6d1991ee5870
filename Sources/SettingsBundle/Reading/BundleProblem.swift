import SettingsCore

/// A problem found while reading a Settings.bundle: why, and where — a
/// file, and within a plist a specifier by its index and `Key`.
package struct BundleProblem: Sendable, Equatable {
    package var reason: BundleReason
    /// The file it is about, inside the bundle (`Root.plist`, `de.lproj/Root.strings`).
    package var file: String
    /// The specifier's index in `PreferenceSpecifiers`; nil for the whole file.
    package var index: Int?
    /// The specifier's `Key`, when it has one.
    package var key: String?

    package init(_ reason: BundleReason, file: String, index: Int? = nil, key: String? = nil) {
        self.reason = reason
        self.file = file
        self.index = index
        self.key = key
    }

    /// Whether the bundle still opens with this problem.
    package var isWarning: Bool { reason.isWarning }

    /// Where, as messages spell it: `Root.plist: item 3 (Key "units")`.
    package var place: String {
        guard let index else { return file }
        guard let key else { return "\(file): item \(index)" }
        return "\(file): item \(index) (Key \"\(key)\")"
    }
}
