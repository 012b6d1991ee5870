/// Every searchable row of a layout with its folded text, built once per
/// load (on the first `find`), so a search is one pass over a flat array.
/// The rows of screens not built yet (a schema inside itself) are read
/// from the layout's source without building them, each description once
/// (``UnbuiltRow/identity``): the search ends even where the screens don't.
struct SearchIndex: Sendable {
    struct Entry: Sendable {
        var title: String
        /// The pane whose screen shows the row (for a row of a screen not built yet, the nearest built one).
        var paneID: Int
        var key: String?
        /// The pane the row opens, when it is a screen's row.
        var opens: Int? = nil
        /// The row's conditions (its own, its group's), for marking hidden rows.
        var conditions: [Condition]
        /// Folded title, for ranking title matches first.
        var foldedTitle: String
        /// Folded title, key, help, footer and option titles.
        var foldedText: String
        /// For a row of a screen not built yet: the titles of the screens
        /// from the root to it, and the storage key of what the row shows
        /// (`go N` builds the screens on the way).
        var unbuiltPath: [String]? = nil
        var unbuiltKey: String? = nil
    }

    /// The most screens not built yet whose rows are read, and the most such rows kept.
    static let unbuiltPaneLimit = 20_000
    static let unbuiltRowLimit = 200_000

    private(set) var entries: [Entry] = []

    /// The index of `layout`'s rows; with `readingUnbuilt`, also those of its screens not built yet.
    init(layout: Layout, readingUnbuilt: Bool = true) {
        for pane in layout.panes.indices.lazy.compactMap({ layout.pane($0) }) {
            for group in pane.groups {
                let footer = group.footer ?? ""
                let groupConditions = group.visibleWhen.map { [$0] } ?? []
                switch group.content {
                case .radio(let key):
                    if let setting = layout.setting(key) {
                        add(setting.title, pane.id, key: key, conditions: groupConditions,
                            extra: [group.header ?? "", footer, setting.help ?? ""] + optionTitles(setting))
                    }
                case .items(let items):
                    for (index, item) in items.enumerated() {
                        let conditions = groupConditions + (item.visibleWhen.map { [$0] } ?? [])
                        // A footer belongs to its section; it is found through the section's first row.
                        let sectionText = index == 0 ? [group.header ?? "", footer] : []
                        switch item.kind {
                        case .setting(let key, let index):
                            let setting = layout.setting(at: Int(index))
                            add(item.title, pane.id, key: key, conditions: conditions,
                                extra: sectionText + [item.subtitle ?? "", setting?.help ?? ""] + (setting.map(optionTitles) ?? []))
                        case .info(let value, let key):
                            add(item.title, pane.id, key: key, conditions: conditions, extra: sectionText + [item.subtitle ?? "", value ?? ""])
                        case .shown(let shown):
                            add(item.title, pane.id, key: shown.key, conditions: conditions, extra: sectionText + [item.subtitle ?? ""])
                        case .pane(let target):
                            add(item.title, pane.id, key: nil, opens: target, conditions: conditions, extra: sectionText + [item.subtitle ?? ""])
                        case .action:
                            add(item.title, pane.id, key: nil, conditions: conditions, extra: sectionText + [item.subtitle ?? ""])
                        }
                    }
                }
            }
        }
        if readingUnbuilt { addUnbuilt(of: layout) }
    }

    /// The rows of the screens not built yet, breadth first, each description once.
    private mutating func addUnbuilt(of layout: Layout) {
        guard !layout.unbuilt.isEmpty else { return }
        var seen = RowIdentitySet(layout.builtRowIdentities)
        var queue: [(path: [String], near: Int, pane: UnbuiltPane)] = layout.unbuilt.keys.sorted().compactMap { id in
            layout.unbuilt[id].map { (layout.titlePath(to: id), layout.paneOutline(id)?.parent ?? id, $0) }
        }
        var head = 0
        var added = 0
        // A pane showing rows already read (the same screen deeper inside itself) has nothing new.
        var read = RowIdentitySet()
        while head < queue.count, head < Self.unbuiltPaneLimit, added < Self.unbuiltRowLimit {
            let (path, near, pane) = queue[head]
            head += 1
            if let same = layout.rowsShared(byUnbuilt: pane), !read.insert(same) { continue }
            for row in layout.rows(ofUnbuilt: pane, unless: { seen.contains($0) }) where seen.insert(row.identity) {
                let key = (pane.storagePath + [row.name]).joined(separator: ".")
                add(row.title, near, key: nil, conditions: [], extra: [key], more: row.text)
                entries[entries.count - 1].unbuiltPath = path
                entries[entries.count - 1].unbuiltKey = key
                added += 1
                if let opens = row.opens { queue.append((path + [row.title], near, opens)) }
            }
        }
    }

    /// Adds a row found by `title`, `key` and the texts of `extra` and `more`
    /// (two lists, so that a row of an unbuilt screen, read by the thousand,
    /// is not copied into one first).
    private mutating func add(_ title: String, _ paneID: Int, key: String?, opens: Int? = nil, conditions: [Condition], extra: [String],
                              more: [String] = []) {
        let foldedTitle = TextFolding.fold(title)
        var pieces = [title, key ?? ""]
        pieces.reserveCapacity(2 + extra.count + more.count)
        for piece in extra where !piece.isEmpty { pieces.append(piece) }
        for piece in more where !piece.isEmpty { pieces.append(piece) }
        // The title is folded again with the rest: a short title twice costs less than copying the long text behind a folded one.
        let text = TextFolding.fold(joining: pieces)
        entries.append(Entry(title: title, paneID: paneID, key: key, opens: opens, conditions: conditions, foldedTitle: foldedTitle, foldedText: text))
    }

    private func optionTitles(_ setting: Setting) -> [String] {
        switch setting.kind {
        case .choice(let options, _): return options.map(\.title)
        case .list(let rule): return rule.options?.map(\.title) ?? []
        case .variants(let variants):
            return variants.map(\.title) + variants.indices.flatMap { optionTitles(setting.variant($0, of: variants)) }
        default: return []
        }
    }

    /// The entries matching a query: title matches first, then the rest
    /// (titles, keys, help, options and, through `value`, each setting's
    /// value as it is now, which the index does not keep), in file order.
    func search(_ query: String, value: (String) -> String? = { _ in nil }) -> [Entry] {
        let folded = TextFolding.fold(query.trimmingWhitespace)
        guard !folded.isEmpty else { return [] }
        var titleMatches: [Entry] = []
        var otherMatches: [Entry] = []
        for entry in entries {
            if TextFolding.contains(entry.foldedTitle, folded) {
                titleMatches.append(entry)
            } else if TextFolding.contains(entry.foldedText, folded) {
                otherMatches.append(entry)
            } else if let key = entry.key, let text = value(key), TextFolding.contains(TextFolding.fold(text), folded) {
                otherMatches.append(entry)
            }
        }
        return titleMatches + otherMatches
    }
}
