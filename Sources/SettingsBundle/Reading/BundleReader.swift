import SettingsCore

/// Reads a Settings.bundle — the root plist, the child panes' plists it
/// leads to, and the strings tables — into pages of specifiers, and every
/// problem found, in reading order. Reading is pure: the files come from a
/// ``BundleFolder``.
package struct BundleReader {
    /// What a bundle holds.
    package struct Result: Sendable, Equatable {
        /// Every plist read, the root first; a child pane names its page.
        /// A plist that failed to read has a page without specifiers (so
        /// that problems can name its file). Empty without a root plist.
        package var pages: [BundlePage]
        package var problems: [BundleProblem]

        /// The problems that stop the bundle from opening.
        package var errors: [BundleProblem] { problems.filter { !$0.isWarning } }
    }

    /// Reads the bundle in `folder`, localised for `preference`.
    package static func read(_ folder: any BundleFolder, preference: LanguagePreference) -> Result {
        var reader = BundleReader(folder: folder, localizer: Localizer(folder: folder, preference: preference))
        reader.readRoot()
        for (path, reason) in reader.localizer.unreadable {
            reader.problems.append(BundleProblem(.unreadableStrings(reason), file: path))
        }
        return Result(pages: reader.pages, problems: reader.problems)
    }

    private let folder: any BundleFolder
    var localizer: Localizer
    private(set) var pages: [BundlePage] = []
    var problems: [BundleProblem] = []
    /// Each plist's page once read, by the name it was asked for (`Root`, a child's `File`).
    private var pageOfName: [String: Int] = [:]
    /// The plists being read, from the root to the one being read now (for cycles).
    private var opening: [(name: String, file: String)] = []

    private init(folder: any BundleFolder, localizer: Localizer) {
        self.folder = folder
        self.localizer = localizer
    }

    private mutating func readRoot() {
        if readPage(named: "Root") == nil {
            problems.append(BundleProblem(.noRootPlist, file: "Root.plist"))
        }
    }

    /// The outcome of opening a child pane's plist.
    enum ChildPage {
        case page(Int)
        case missing
        /// Already being read on the way here: the files from the root.
        case cycle([String])
    }

    /// Opens the plist a child pane's `File` names (once, however many panes name it).
    mutating func childPage(named name: String) -> ChildPage {
        let base = Self.baseName(name)
        if let index = opening.firstIndex(where: { $0.name == base }) {
            return .cycle(opening.map(\.file) + [opening[index].file])
        }
        if let known = pageOfName[base] { return .page(known) }
        return readPage(named: base).map(ChildPage.page) ?? .missing
    }

    /// Reads the plist for `name` (the phone's variant first) into a new
    /// page; nil when neither file exists.
    private mutating func readPage(named name: String) -> Int? {
        var bytes: [UInt8]?
        var file = ""
        var failure: String?
        for candidate in BundleFiles.plistNames(for: name) {
            switch folder.read(candidate) {
            case .missing: continue
            case .bytes(let read): bytes = read
            case .failed(let reason): failure = reason
            }
            file = candidate
            break
        }
        guard bytes != nil || failure != nil else { return nil }
        let index = pages.count
        pages.append(BundlePage(file: file))
        pageOfName[name] = index
        if let failure {
            problems.append(BundleProblem(.unreadable(failure), file: file))
            return index
        }
        switch PropertyListReader.read(bytes ?? []) {
        case .failure(let failure):
            problems.append(BundleProblem(.malformed(failure.reason), file: file))
        case .success(let plist):
            guard let top = plist.dictionary else {
                problems.append(BundleProblem(.notADictionary(found: plist.kindWithArticle), file: file))
                return index
            }
            opening.append((name, file))
            readSpecifiers(of: top, page: index, name: name)
            opening.removeLast()
        }
        return index
    }

    /// The specifiers of page `page`, the plist named `name` (`Root`, `More`).
    /// Its texts are looked up in its `StringsTable`; without one, in the
    /// table of its own name when there is one (as InAppSettingsKit does:
    /// `More.plist`'s in `More.strings`), else in `Root`.
    private mutating func readSpecifiers(of top: [String: PlistValue], page: Int, name: String) {
        let table = top["StringsTable"]?.string ?? (localizer.hasTable(name) ? name : "Root")
        pages[page].title = top["Title"]?.string.map { localizer.text($0, table: table) }
        let file = pages[page].file
        guard let entries = top["PreferenceSpecifiers"]?.array else {
            problems.append(BundleProblem(.noPreferenceSpecifiers, file: file))
            return
        }
        var specifiers: [Specifier] = []
        // A section hidden on the phone hides its rows too.
        var hidingSection = false
        for (index, entry) in entries.enumerated() {
            guard let fields = entry.dictionary else {
                problems.append(BundleProblem(.specifierNotDictionary(found: entry.kindWithArticle), file: file, index: index))
                continue
            }
            let context = SpecifierContext(file: file, index: index, fields: fields, table: table)
            let startsSection = context.type == SpecifierType.group || context.type == SpecifierType.radioGroup
            if startsSection { hidingSection = false }
            guard context.shownOnPhone else {
                if startsSection { hidingSection = true }
                continue
            }
            if hidingSection { continue }
            if let specifier = readSpecifier(context) { specifiers.append(specifier) }
        }
        pages[page].specifiers = specifiers
    }

    /// `Child`, `Child.plist` and `Child~iphone.plist` name the same pane.
    static func baseName(_ name: String) -> String {
        var base = name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : name
        if base.hasSuffix("~iphone") { base = String(base.dropLast("~iphone".count)) }
        return base
    }
}
