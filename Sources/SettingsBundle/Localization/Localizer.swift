import SettingsCore

/// Looks texts up in a bundle's strings tables, in the localisation folders
/// chosen for the person's language, as iOS does for a Settings.bundle: a
/// key found in no table is shown as the key itself.
package struct Localizer {
    /// The folders to look in, best first (names without `.lproj`).
    package let folders: [String]
    private let folder: any BundleFolder
    /// Tables read so far: folder → table name → entries.
    private var tables: [String: [String: [String: String]]] = [:]
    /// Tables that could not be read, with the reason (reported once each).
    package private(set) var unreadable: [(path: String, reason: String)] = []
    /// Tables found in some localisation folder, by name.
    private var found: Set<String> = []

    /// A localizer for `folder`'s localisations, as `preference` chooses among them.
    package init(folder: any BundleFolder, preference: LanguagePreference) {
        self.folder = folder
        let available = (folder.names(in: "") ?? [])
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
            .sorted()
        folders = preference.folders(among: available)
    }

    /// The text for `key` in `table`, or `key` itself.
    package mutating func text(_ key: String, table: String) -> String {
        for name in folders {
            if let text = entries(of: table, in: name)[key] { return text }
        }
        return key
    }

    /// Whether a table of this name is in any of the folders looked in.
    package mutating func hasTable(_ table: String) -> Bool {
        for name in folders {
            _ = entries(of: table, in: name)
            if found.contains(table) { return true }
        }
        return false
    }

    private mutating func entries(of table: String, in name: String) -> [String: String] {
        if let known = tables[name]?[table] { return known }
        var entries: [String: String] = [:]
        let path = BundleFiles.stringsPath(table: table, in: name)
        guard BundleFiles.staysInside(table) else {
            unreadable.append((path, "the table's name leads outside the Settings.bundle"))
            tables[name, default: [:]][table] = entries
            return entries
        }
        switch folder.read(path) {
        case .bytes(let bytes):
            found.insert(table)
            switch StringsTableReader.read(bytes) {
            case .success(let read): entries = read
            case .failure(let failure): unreadable.append((path, failure.reason))
            }
        case .missing:
            break
        case .failed(let reason):
            unreadable.append((path, reason))
        }
        tables[name, default: [:]][table] = entries
        return entries
    }
}
