/// Which of a layout's translations to show (a bundle's localisations, a VS Code
/// extension's package.nls files), chosen from the locale in the environment as programs on this system choose their messages' language:
/// `LC_ALL`, else `LC_MESSAGES`, else `LANG` (`de_DE.UTF-8` → `de_DE`, `de`).
package struct LanguagePreference: Sendable, Equatable {
    /// Language names to look for, best first, without `.lproj`
    /// (`["de_DE", "de-DE", "de"]`); empty for the C/POSIX locale.
    package var languages: [String]

    package init(languages: [String]) {
        self.languages = languages
    }

    /// The preference the environment expresses.
    package init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        self.init(locale: locale)
    }

    /// The preference a locale name expresses: `de_DE.UTF-8@euro` → de_DE, de-DE, de.
    package init(locale: String) {
        let name = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        let bare = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        guard !bare.isEmpty, bare != "C", bare != "POSIX" else {
            self.init(languages: [])
            return
        }
        var languages = [bare]
        if bare.contains("_") { languages.append(bare.replacing("_", with: "-")) }
        if let language = bare.split(whereSeparator: { $0 == "_" || $0 == "-" }).first, String(language) != bare {
            languages.append(String(language))
        }
        self.init(languages: languages)
    }

    /// The localisation folders to look in, best first, among those the
    /// bundle has (names without `.lproj`): the preferred languages, then
    /// `Base`, then English, as a phone set to an unknown language falls
    /// back to the app's development language. Names match ignoring case
    /// and `-`/`_`.
    package func folders(among available: [String]) -> [String] {
        func fold(_ name: String) -> String { name.lowercased().replacing("_", with: "-") }
        var chosen: [String] = []
        for wanted in languages + ["Base", "en", "English"] {
            if let match = available.first(where: { fold($0) == fold(wanted) }), !chosen.contains(match) {
                chosen.append(match)
            }
        }
        return chosen
    }
}
