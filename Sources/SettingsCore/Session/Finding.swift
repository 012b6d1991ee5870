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
    /// The results of the last `find` (or the settings `why` numbered), numbered from 1 for `go N`.
    var results: [SearchIndex.Entry] = []

    mutating func apply(_ command: Command, in context: inout SessionContext) -> Reply {
        switch command {
        case .find(let text): return find(text, in: context)
        case .go(let number): return go(number, in: &context)
        }
    }

    private mutating func find(_ text: String, in context: SessionContext) -> Reply {
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
            if index == nil { index = SearchIndex(layout: layout) }
            matches = index?.search(text) ?? []
            results = matches
            guard !matches.isEmpty else { return .message("Nothing matches \(quoted: text).") }
        }
        let visibility = context.visibility
        var lines: [Message] = []
        var anyHidden = false
        let shown = matches.prefix(Self.limit)
        let numberWidth = String(shown.count).count
        for (index, entry) in shown.enumerated() {
            let path = (layout.titlePath(to: entry.paneID) + [entry.title]).joined(separator: context.glyphs.pathSeparator)
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
        let entry = results[number - 1]
        let visibility = context.visibility
        // A hidden result has no row to open: say what hides it instead.
        guard visibility.isVisible(pane: entry.paneID), visibility.holds(all: entry.conditions) else {
            return explain(.entry(entry), in: context)
        }
        let layout = context.layout
        var chain: [Screen] = []
        var current: Int? = entry.paneID
        while let id = current, let pane = layout.pane(id), chain.count <= layout.panes.count {
            chain.append(.pane(id))
            current = pane.parent
        }
        context.navigation.apply(.jump(chain.reversed()))
        // The found row is the focus: a long screen is drawn around it.
        var model = context.currentModel
        // By its key where its row has one; else (a screen's row, a row shown read-only) by its title.
        model.focus = entry.key.flatMap { key in model.place { $0.action.key == key } } ?? model.place { $0.title == entry.title }
        return Reply([.screen(model)])
    }
}
