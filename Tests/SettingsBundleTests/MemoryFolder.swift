import Foundation
import SettingsBundle
import SettingsCore

/// A bundle held in memory: file paths to bytes. Plists are written from
/// Swift values with Foundation, as XML or binary.
struct MemoryFolder: BundleFolder {
    var files: [String: [UInt8]] = [:]

    func read(_ path: String) -> BundleFileRead {
        files[path].map(BundleFileRead.bytes) ?? .missing
    }

    func names(in path: String) -> [String]? {
        let prefix = path.isEmpty ? "" : path + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) }
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    /// Adds a plist holding `specifiers` (and any other top-level members).
    mutating func plist(_ name: String, _ specifiers: [Any], format: PropertyListSerialization.PropertyListFormat = .xml, extra: [String: Any] = [:]) {
        var top = extra
        top["PreferenceSpecifiers"] = specifiers
        files[name] = Self.encode(top, format: format)
    }

    /// Adds a strings table with the given entries, in UTF-8 or another encoding.
    mutating func strings(_ path: String, _ entries: [(String, String)], encoding: String.Encoding = .utf8) {
        let text = "/* Written for the tests */\n" + entries.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
        files[path] = Array(text.data(using: encoding) ?? Data())
    }

    static func encode(_ value: Any, format: PropertyListSerialization.PropertyListFormat) -> [UInt8] {
        PropertyListLock.run {
            (try? PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)).map(Array.init) ?? []
        }
    }

    /// Reads the bundle in English.
    func read(locale: String = "en_US.UTF-8") -> BundleReader.Result {
        BundleReader.read(self, preference: LanguagePreference(locale: locale))
    }
}
