import Foundation
import SettingsBundle
import SettingsCore
import Testing

/// Strings tables: which localisation is chosen, the fallbacks, and the
/// encodings tables come in.
@Suite struct LocalizationTests {
    /// A bundle whose titles are keys into English and German tables.
    func bundle(germanEncoding: String.Encoding = .utf16) -> MemoryFolder {
        var folder = MemoryFolder()
        folder.plist("Root.plist", [
            ["Type": "PSGroupSpecifier", "Title": "SOUND", "FooterText": "SOUND_FOOTER"],
            ["Type": "PSMultiValueSpecifier", "Title": "VOLUME", "Key": "volume", "Titles": ["LOW", "HIGH"], "Values": [1, 2]],
            ["Type": "PSChildPaneSpecifier", "Title": "MORE", "File": "More"],
        ], extra: ["StringsTable": "Root"])
        folder.plist("More.plist", [["Type": "PSGroupSpecifier", "Title": "EXTRA"]], extra: ["StringsTable": "More"])
        folder.strings("en.lproj/Root.strings", [("SOUND", "Sound"), ("SOUND_FOOTER", "For alerts."), ("VOLUME", "Volume"), ("LOW", "Low"), ("HIGH", "High"), ("MORE", "More")])
        folder.strings("de.lproj/Root.strings", [("SOUND", "Ton"), ("VOLUME", "Lautstärke"), ("LOW", "Leise"), ("HIGH", "Laut")], encoding: germanEncoding)
        folder.strings("de.lproj/More.strings", [("EXTRA", "Weiteres")])
        return folder
    }

    func titles(_ result: BundleReader.Result) -> [String?] {
        result.pages.flatMap { page in
            page.specifiers.flatMap { specifier -> [String?] in
                switch specifier.kind {
                case .group(let footer): return [specifier.title, footer]
                case .multiValue(let choices): return [specifier.title] + choices.titles
                default: return [specifier.title]
                }
            }
        }
    }

    @Test func englishTable() {
        let result = bundle().read(locale: "en_GB.UTF-8")
        #expect(result.problems.isEmpty)
        #expect(titles(result) == ["Sound", "For alerts.", "Volume", "Low", "High", "More", "EXTRA", nil])
    }

    /// German where the German table has it, else English (the development
    /// language), else the key itself; the child pane uses its own table.
    @Test func germanWithFallbacks() {
        let result = bundle().read(locale: "de_DE.UTF-8")
        #expect(result.problems.isEmpty)
        #expect(titles(result) == ["Ton", "For alerts.", "Lautstärke", "Leise", "Laut", "More", "Weiteres", nil])
    }

    /// A child pane without a StringsTable uses the table of its own name
    /// when there is one (as InAppSettingsKit does), else Root's.
    @Test func aChildPaneWithoutStringsTableUsesItsOwnNamesTable() {
        var folder = bundle()
        folder.plist("More.plist", [["Type": "PSGroupSpecifier", "Title": "EXTRA"], ["Type": "PSGroupSpecifier", "Title": "SOUND"]])
        #expect(titles(folder.read(locale: "de_DE.UTF-8")).suffix(4) == ["Weiteres", nil, "SOUND", nil], "its own table, not Root's")
        folder.files["de.lproj/More.strings"] = nil
        #expect(titles(folder.read(locale: "de_DE.UTF-8")).suffix(4) == ["EXTRA", nil, "Ton", nil], "no table of its name: Root's")
    }

    /// UTF-16 tables with and without a byte-order mark, and UTF-8 ones, read alike.
    @Test(arguments: [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf8])
    func tableEncodings(encoding: String.Encoding) {
        let result = bundle(germanEncoding: encoding).read(locale: "de")
        #expect(result.problems.isEmpty)
        #expect(titles(result).prefix(3) == ["Ton", "For alerts.", "Lautstärke"])
    }

    @Test func languageChoiceFromEnvironment() {
        #expect(LanguagePreference(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]).languages == ["de_AT", "de-AT", "de"])
        #expect(LanguagePreference(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT", "LC_ALL": "ja_JP.UTF-8"]).languages.first == "ja_JP")
        #expect(LanguagePreference(environment: ["LANG": "C.UTF-8"]).languages.isEmpty)
        #expect(LanguagePreference(environment: [:]).languages.isEmpty)
        let preference = LanguagePreference(locale: "pt_BR.UTF-8")
        #expect(preference.folders(among: ["Base", "de", "en", "pt-BR", "pt"]) == ["pt-BR", "pt", "Base", "en"])
    }

    /// A table that isn't one is a warning; its texts show untranslated.
    @Test func unreadableTableIsAWarning() {
        var folder = bundle()
        folder.files["de.lproj/Root.strings"] = Array("\"SOUND\" = ".utf8)
        let result = folder.read(locale: "de_DE.UTF-8")
        #expect(result.problems.count == 1)
        #expect(result.problems.allSatisfy { $0.isWarning })
        #expect(titles(result).first == "Sound")
    }
}
