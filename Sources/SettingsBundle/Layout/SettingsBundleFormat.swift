import SettingsCore
import SettingsFiles

/// An iOS Settings.bundle folder as a layout format: its plists read
/// (``BundleReader``) in the language the environment asks for. The values
/// live in a separate values file, and a bundle's defaults are never stored
/// there (the app reads them from the bundle itself), so a value set back
/// to its default leaves the file.
package struct SettingsBundleFormat: SettingsFormat {
    package init() {}

    package var name: String { "a Settings.bundle" }

    /// Any folder: a folder that should be a bundle is reported as having no root plist.
    package func recognises(folder path: String) -> Bool {
        true
    }

    /// A property list (a bundle's plist named instead of its folder): it
    /// starts as a binary or XML one does. It opens into the problem saying so.
    package func recognises(start: [UInt8]) -> Bool {
        // Looked for as bytes: a search of the start as text compared characters,
        // a tenth of the start-up of a `validate` that names a JSON file.
        start.starts(with: "bplist".utf8) || Self.contains("<plist", in: start) || Self.contains("<!DOCTYPE plist", in: start)
    }

    /// Whether the bytes of `text` appear in `bytes`.
    private static func contains(_ text: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var from = bytes.startIndex
        while let at = bytes[from...].firstIndex(of: first), at + needle.count <= bytes.endIndex {
            if bytes[at..<(at + needle.count)].elementsEqual(needle) { return true }
            from = at + 1
        }
        return false
    }

    package func open(_ input: FormatInput) -> FormatOpening {
        switch input.content {
        case .folder:
            return FormatOpening(result: SettingsBundleLayout.load(path: input.path, environment: input.environment), storesDefaults: false)
        case .start:
            return FormatOpening(result: LayoutResult(layout: nil, storedValues: [:], problems: [SettingsBundleLayout.propertyListProblem]),
                                 storesDefaults: false)
        case .document:
            return .unopened(by: self)
        }
    }
}
