/// Every searchable row of a layout with its folded text, built once per
/// load (on the first `find`), so a search is one pass over a flat array.
struct SearchIndex: Sendable {
    struct Entry: Sendable {
        var title: String
        /// The pane whose screen shows the row.
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
    }

    private(set) var entries: [Entry] = []

    init(layout: Layout) {
        for pane in layout.panes {
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
    }

    private mutating func add(_ title: String, _ paneID: Int, key: String?, opens: Int? = nil, conditions: [Condition], extra: [String]) {
        let foldedTitle = TextFolding.fold(title)
        let text = ([foldedTitle, key.map(TextFolding.fold) ?? ""] + extra.filter { !$0.isEmpty }.map(TextFolding.fold)).joined(separator: "\n")
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
            if entry.foldedTitle.contains(folded) {
                titleMatches.append(entry)
            } else if entry.foldedText.contains(folded) {
                otherMatches.append(entry)
            } else if let key = entry.key, let text = value(key), TextFolding.fold(text).contains(folded) {
                otherMatches.append(entry)
            }
        }
        return titleMatches + otherMatches
    }
}
