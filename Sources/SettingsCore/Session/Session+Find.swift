/// `find TEXT` and `go N`: reach any setting in two commands.
extension Session {
    /// The most results a find lists.
    static let findLimit = 50

    mutating func find(_ text: String) -> Reply {
        if searchIndex == nil { searchIndex = SearchIndex(schema: schema) }
        let matches = searchIndex?.search(text) ?? []
        findResults = matches
        guard !matches.isEmpty else { return .message("Nothing matches \(quoted(text)).") }
        let visibility = self.visibility
        var lines: [String] = []
        let shown = matches.prefix(Self.findLimit)
        let numberWidth = String(shown.count).count
        for (index, entry) in shown.enumerated() {
            let path = (schema.titlePath(to: entry.paneID) + [entry.title]).map(InertText.escape).joined(separator: glyphs.pathSeparator)
            var line = String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1)  \(path)"
            if let key = entry.key, let setting = schema.setting(key) {
                line += ": \(display(values.current(setting), for: setting))"
            }
            if !visibility.holds(all: entry.conditions) || !visibility.isVisible(pane: entry.paneID) {
                line += " (hidden)"
            }
            lines.append(line)
        }
        if matches.count > shown.count {
            lines.append("… and \(matches.count - shown.count) more; narrow the search to see them.")
        }
        lines.append("Type go N to open the screen of result N.")
        return .message(lines.joined(separator: "\n"))
    }

    mutating func go(_ number: Int) -> Reply {
        guard !findResults.isEmpty else { return .error("there are no find results; use find TEXT first") }
        guard findResults.indices.contains(number - 1), number <= Self.findLimit else {
            return .error("there is no result \(number) (results 1–\(min(findResults.count, Self.findLimit)))")
        }
        let entry = findResults[number - 1]
        guard visibility.isVisible(pane: entry.paneID) else {
            return .error("\(quoted(entry.title)) is on a screen that is hidden now")
        }
        var chain: [Screen] = []
        var current: Int? = entry.paneID
        while let id = current, let pane = schema.pane(id), chain.count <= schema.panes.count {
            chain.append(.pane(id))
            current = pane.parent
        }
        stack = chain.reversed()
        var notes: [Reply.Output] = []
        if !visibility.holds(all: entry.conditions) {
            notes.append(.message("\(InertText.escape(entry.title)) is hidden while its condition is not met."))
        }
        return showScreen(notes)
    }
}
