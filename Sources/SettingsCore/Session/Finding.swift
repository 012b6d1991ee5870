/// `find TEXT` and `go N`: reach any setting in two commands.
///
/// Keeps the search index (built on the first `find`) and the numbered
/// results of the last search, which `go N` opens.
struct Finding: Sendable {
    /// A command this part of the session answers.
    enum Command: Sendable, Equatable {
        case find(String)
        case go(Int)
    }

    /// The most results a find lists.
    static let limit = 50

    private var index: SearchIndex?
    /// How many panes the layout had when the index was built (it grows as
    /// panes left to build are opened: the index is built again then).
    private var indexedPanes = 0
    /// The results of the last `find` (or the settings `why` numbered), numbered from 1 for `go N`.
    var results: [SearchIndex.Entry] = []

    mutating func apply(_ command: Command, in context: inout SessionContext) -> Reply {
        switch command {
        case .find(let text): return find(text, in: &context)
        case .go(let number): return go(number, in: &context)
        }
    }

    private mutating func find(_ text: String, in context: inout SessionContext) -> Reply {
        let layout = context.layout
        let matches: [SearchIndex.Entry]
        switch SettingFilter.parse(text) {
        case .failure(let error)?:
            return .error(error.message)
        case .success(let (filter, rest))?:
            matches = filter.settings(of: layout, values: context.values, matching: rest).map(SearchIndex.Entry.init(setting:))
            results = matches
            if matches.isEmpty { return .message(rest.isEmpty ? filter.nothingMessage : "Nothing matches \(quoted: text).") }
        case nil:
            if index == nil || indexedPanes != layout.panes.count {
                index = SearchIndex(layout: layout)
                indexedPanes = layout.panes.count
            }
            // Values are searched as they are now, written as JSON (a text without its quotes).
            let values = context.values
            matches = index?.search(text) { key in
                guard let setting = layout.setting(key), let value = values.current(setting) else { return nil }
                return value.plainText
            } ?? []
            results = matches
            guard !matches.isEmpty else { return .message("Nothing matches \(quoted: text).") }
        }
        let visibility = context.visibility
        var lines: [Message] = []
        var anyHidden = false
        let shown = matches.prefix(Self.limit)
        let numberWidth = String(shown.count).count
        for (index, entry) in shown.enumerated() {
            let path = ((entry.unbuiltPath ?? layout.titlePath(to: entry.paneID)) + [entry.title]).joined(separator: context.glyphs.pathSeparator)
            let padding = String(repeating: " ", count: numberWidth - String(index + 1).count)
            var line: Message = "\(padding)\(index + 1)  \(path)"
            if let key = entry.key, let setting = layout.setting(key) {
                line = line + ": \(context.display(context.values.current(setting), for: setting))"
            }
            if !visibility.holds(all: entry.conditions) || !visibility.isVisible(pane: entry.paneID) {
                line = line + " (hidden)"
                anyHidden = true
            }
            lines.append(line)
        }
        if matches.count > shown.count {
            lines.append("… and \(matches.count - shown.count) more; narrow the search to see them.")
        }
        lines.append("Type go N to open the screen of result N" + (anyHidden ? "; for a hidden one, go N says why." : "."))
        return .message(lines.joined(separator: "\n"))
    }

    private mutating func go(_ number: Int, in context: inout SessionContext) -> Reply {
        guard !results.isEmpty else { return .error("there are no find results; use find TEXT first") }
        guard results.indices.contains(number - 1), number <= Self.limit else {
            return .error("there is no result \(number) (results 1–\(min(results.count, Self.limit)))")
        }
        var entry = results[number - 1]
        if let key = entry.unbuiltKey {
            // A row of a screen not built yet: the screens on the way are built, then it is found as any row.
            guard let built = Self.built(key, title: entry.title, in: &context) else {
                return .error("the screen of result \(number) could not be built")
            }
            entry = built
        }
        let visibility = context.visibility
        // A hidden result has no row to open: say what hides it instead.
        guard visibility.isVisible(pane: entry.paneID), visibility.holds(all: entry.conditions) else {
            return explain(.entry(entry), in: context)
        }
        let layout = context.layout
        // A screen's row opens that screen; any other row, the screen it is on.
        let opened = entry.opens.flatMap { layout.paneOutline($0) != nil ? $0 : nil }
        var chain: [Screen] = opened.map { [.pane($0)] } ?? []
        var current: Int? = entry.paneID
        while let id = current, let pane = layout.paneOutline(id), chain.count <= layout.panes.count {
            chain.append(.pane(id))
            current = pane.parent
        }
        context.navigation.apply(.jump(chain.reversed()))
        var model = context.currentModel
        guard opened == nil else { return Reply([.screen(model)]) }
        // The found row is the focus: a long screen is drawn around it.
        // By its key where its row has one; else (a row shown read-only) by its title.
        model.focus = entry.key.flatMap { key in model.place { $0.action.key == key } } ?? model.place { $0.title == entry.title }
        return Reply([.screen(model)])
    }

    /// The row a result inside a screen not built yet stands for, once the
    /// screens on the way to `key` are built: a setting's or a shown
    /// value's row by its key, else the row that opens the screen of `key`.
    private static func built(_ key: String, title: String, in context: inout SessionContext) -> SearchIndex.Entry? {
        context.reveal(key: key)
        let layout = context.layout
        // Only the rows built now are looked at: the screens still unbuilt were read for the search already.
        let index = SearchIndex(layout: layout, readingUnbuilt: false)
        if let found = index.entries.first(where: { $0.key == key }) { return found }
        // A screen's row: the screen itself stays unbuilt until it is opened.
        let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let id = layout.unbuilt.first(where: { $0.value.storagePath == path })?.key,
           let found = index.entries.first(where: { $0.opens == id }) {
            return found
        }
        return index.entries.first { $0.opens != nil && $0.title == title }
    }
}
