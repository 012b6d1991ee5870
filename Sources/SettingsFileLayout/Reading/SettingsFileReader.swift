import LosslessJSON
import SettingsCore

/// Reads a settings file's layout into a ``LayoutBuilder``, reporting every
/// problem of the format with its node rather than stopping at the first.
/// The checks every layout gets run in the builder.
///
/// The rows of the panes below the root are checked and let go: they are
/// read again, by a reader made with ``init(rowsOf:in:)``, when a pane is
/// first needed (``SettingsFilePaneRows``).
struct SettingsFileReader {
    let document: JSONDocument
    var layout: LayoutBuilder
    /// Where the panes below the root are in the file, for reading their rows again.
    private(set) var paneRows: SettingsFilePaneRows
    /// Set when this reader reads one pane's rows again, in a layout read before.
    private let rowsOf: Layout?
    /// Whether ``rowsOf`` is set: asked of every item, where unwrapping the layout would copy it.
    private let readsAgain: Bool
    /// The settings of ``rowsOf`` (none when it is not set), kept apart for the same reason:
    /// read through the optional layout, each item read again copied the layout and a setting.
    private let settingsReadAgain: [Setting]
    /// The rules read so far, each kept once however many settings share it.
    private var kinds = SettingKindReuse()
    /// Read again: where the next setting read should be in the layout's list (see ``settingIndex(ofKey:)``).
    private var nextSetting: Int32?
    /// The subtrees of panes of the root read on another core, when the file is large.
    private var apart: SettingsFileSubtreeRead?
    /// What was read there, once the reader needs it.
    private var readApart: SettingsFileSubtreeRead.Part?
    /// Where the next pane item of the root read there is in its list of items.
    private var nextApart = 0
    /// How many subtrees read on another core were added (for tests: a reading apart that
    /// found nothing to add would pass them all the same).
    private(set) var subtreesReadApart = 0
    /// The fewest JSON nodes a file has for the subtrees of some root panes to be read on another core.
    private let apartFrom: Int

    /// Files of more nodes than this have some of their root's subtrees read on another core.
    static let readsApartFrom = 100_000

    /// Whether the reader waits for the subtrees read apart before it reads the root (for tests:
    /// the other core then reads all it can, where a small file is otherwise read here first).
    private let waitsForApart: Bool

    /// A reader of the layout of `source`; the subtrees of some of its root's panes are read on
    /// another core when it has more than `apartFrom` nodes, first when it `waitsForApart`.
    init(source: SettingsFileSource, apartFrom: Int = Self.readsApartFrom, waitsForApart: Bool = false) {
        self.apartFrom = apartFrom
        self.waitsForApart = waitsForApart
        document = source.document
        // About one setting per ten JSON nodes in typical files sizes the key index; every setting
        // is an object, which bounds the list of settings (pages of it that stay unused cost no memory).
        layout = LayoutBuilder(for: source, expectedSettings: source.document.nodeCount / 10, mostSettings: source.document.objectCount)
        paneRows = SettingsFilePaneRows(document: document)
        rowsOf = nil
        readsAgain = false
        settingsReadAgain = []
    }

    /// A reader of the subtrees of some of the root's `pane` items of `document`
    /// (``readSubtree(of:)``), apart from the reader of the whole, with room for
    /// `mostSettings` settings. Its pane 0 stands for the root. It reads about half the
    /// file, so its key index is sized for half the settings a reader of the whole expects.
    init(subtreesOf document: JSONDocument, mostSettings: Int) {
        self.document = document
        layout = LayoutBuilder(for: SettingsFileSource(document), expectedSettings: document.nodeCount / 20, mostSettings: mostSettings, readsApart: true)
        _ = layout.addPane(title: "", parent: nil)
        paneRows = SettingsFilePaneRows(document: document)
        rowsOf = nil
        readsAgain = false
        settingsReadAgain = []
        apartFrom = .max
        waitsForApart = false
    }

    /// Reads the subtree of the root's `pane` item `node`; false when a problem was found.
    mutating func readSubtree(of node: JSONNodeID) -> Bool {
        let problems = layout.problemCount
        let item = object(node)
        _ = loadPane(item, node: node, shownTitle: text(.title, in: item) ?? JSONText(""), paneID: Pane.rootID, conditions: [])
        return layout.problemCount == problems
    }

    /// A reader of the rows of panes of `layout`, which `rows` says where to find.
    init(rowsOf layout: Layout, in rows: SettingsFilePaneRows) {
        document = rows.document
        // Nothing is added to it: a layout read without problems has none the second time.
        self.layout = LayoutBuilder(for: SettingsFileSource(rows.document))
        paneRows = rows
        rowsOf = layout
        readsAgain = true
        settingsReadAgain = layout.settings
        apartFrom = .max
        waitsForApart = false
    }

    /// The groups of pane `id` (see ``init(rowsOf:in:)``).
    mutating func groups(ofPane id: Int) -> [Group] {
        guard let node = paneRows.groupsNode(ofPane: id) else { return [] }
        nextSetting = paneRows.settings(ofPane: id)?.lowerBound
        return loadGroups(node, paneID: id, inherited: [])
    }

    // MARK: - Top level

    mutating func run() {
        let root = document.root
        guard document.kind(root) == .object else {
            report(.rootNotObject(found: document.kind(root)), at: root)
            return
        }
        // Every object, schema and values alike, must name each key once. The
        // walk only reads the document: on a large file it runs on another core
        // while the layout loads, and its reports go first, as in a plain walk.
        let duplicates = DuplicateKeySearch(document, concurrently: document.nodeCount > 100_000)
        let top = object(root)
        layout.title = string(.title, in: top) ?? "Settings"
        let rootID = layout.addPane(title: layout.title, parent: nil)
        if top[.groups] == nil && top[.title] == nil && top[.values] == nil {
            // None of a settings file's members: a config file (tsconfig.json, say) opened without its schema. Say how to give it.
            report(.notSettingsFile, at: root)
        } else if let groupsNode = field(.groups, in: top, kind: .array, required: true) {
            if document.nodeCount > apartFrom {
                apart = SettingsFileSubtreeRead(document, groups: groupsNode, mostSettings: layout.mostSettings)
                if waitsForApart { apart?.wait() }
            }
            layout.setGroups(loadGroups(groupsNode, paneID: rootID, inherited: []), of: rootID)
            // What was read apart is let go before the values are read.
            if let part = readApart.take() ?? apart?.result() { paneRows.noteShown(from: part.paneRows) }
            apart = nil
        }
        if let node = field(.values, in: top, kind: .object, required: false) {
            var stored: [String: JSONValue] = [:]
            for child in document.children(node) {
                guard let key = document.key(child) else { continue }
                stored[key] = document.value(child)
            }
            // Only a huge number can be spelled too long for a Double: its node is
            // looked up then (a lookup walks the members, so one per value would be quadratic).
            layout.store(stored) { [document] key, value in
                guard value.hasHugeNumber, let member = document.member(key, of: node) else { return value.hasUnstorableNumber }
                return document.holdsUnstorableNumber(value, at: member)
            }
        }
        layout.reportFirst(duplicates.result().map { (.duplicateMember(key: $0.key), .origin(Origin($0.object))) })
        if layout.paneCount > 1 { layout.rowReader = paneRows }
    }

    // MARK: - Groups and items

    /// The groups at `node`, checked; with `keep` false they are checked
    /// only (none is returned), and where each pane's row sits is noted.
    private mutating func loadGroups(_ node: JSONNodeID, paneID: Int, inherited: [Condition], keep: Bool = true) -> [Group] {
        // Arrays are sized exactly: growth by doubling would leave a third unused on average.
        var groups: [Group] = []
        if keep { groups.reserveCapacity(document.count(node)) }
        var groupIndex = 0
        for groupNode in document.children(node) {
            guard document.kind(groupNode) == .object else {
                report(.partNotObject(.group, found: document.kind(groupNode)), at: groupNode)
                continue
            }
            let group = object(groupNode)
            let header = string(.header, in: group)
            let footer = string(.footer, in: group)
            let condition = loadCondition(in: group)
            let conditions = condition.map { inherited + [$0] } ?? inherited
            let content: Group.Content
            switch string(.type, in: group) {
            case "radio":
                guard let key = loadRadio(group, header: header, paneID: paneID, conditions: conditions) else { continue }
                content = .radio(key: key)
            case nil, "group", "items":
                var items: [Item] = []
                if let itemsNode = field(.items, in: group, kind: .array, required: true) {
                    if keep { items.reserveCapacity(document.count(itemsNode)) }
                    var itemIndex = 0
                    for itemNode in document.children(itemsNode) {
                        guard let kind = loadItem(itemNode, paneID: paneID, inherited: conditions, keep: keep, into: &items) else { continue }
                        if !keep, case .pane(let child) = kind {
                            layout.place(pane: child, at: (groupIndex, itemIndex))
                        }
                        itemIndex += 1
                    }
                }
                content = .items(items)
            case let other?:
                report(.unknownGroupType(other), at: groupNode)
                continue
            }
            groupIndex += 1
            if keep {
                groups.append(Group(header: header, footer: footer, content: content, visibleWhen: condition, origin: Origin(groupNode)))
            }
        }
        return groups
    }

    private mutating func loadRadio(_ group: SettingsFileObject, header: String?, paneID: Int, conditions: [Condition]) -> String? {
        guard let key = requiredKey(in: group, itemType: nil) else { return nil }
        // Read again: the setting is in the layout already.
        if readsAgain {
            _ = settingIndex(ofKey: key)
            return key
        }
        let options = loadOptions(in: group) ?? []
        let title = text(.title, in: group) ?? JSONText(header ?? key)
        let setting = Setting(
            key: key, titleText: title, kind: .choice(options),
            defaultValue: defaultValue(in: group), helpText: text(.help, in: group),
            paneID: paneID, origin: Origin(group.node), conditions: conditions)
        layout.addSetting(setting, radio: true, defaultTooLarge: unstorable(.default, in: group))
        return key
    }

    /// Checks the item at `node` and, with `keep`, appends its row to
    /// `rows`. Returns the row's kind; nil when the item has a problem (reported).
    private mutating func loadItem(_ node: JSONNodeID, paneID: Int, inherited: [Condition], keep: Bool,
                                   into rows: inout [Item]) -> Item.Kind? {
        guard document.kind(node) == .object else {
            report(.partNotObject(.item, found: document.kind(node)), at: node)
            return nil
        }
        let item = object(node)
        guard let typeNode = field(.type, in: item, kind: .string, required: false) else {
            if item[.type] == nil { report(.missingType, at: node) }
            return nil
        }
        guard let type = document.place(ofString: typeNode, among: SettingsFileItemType.names).flatMap(SettingsFileItemType.init(rawValue:)) else {
            report(.unknownItemType(document.string(typeNode) ?? "", known: SettingsFileSource.itemTypes), at: node)
            return nil
        }
        let title = text(.title, in: item)
        if title == nil && item[.title] == nil {
            report(.missingTitle(itemType: type.name), at: node)
        }
        let subtitle: JSONText?
        if keep {
            subtitle = text(.subtitle, in: item)
        } else {
            // A row let go has its subtitle checked only.
            _ = field(.subtitle, in: item, kind: .string, required: false)
            subtitle = nil
        }
        let condition = loadCondition(in: item)
        let conditions = condition.map { inherited + [$0] } ?? inherited
        let shownTitle = title ?? JSONText("")

        let kind: Item.Kind
        switch type {
        case .info:
            let shown = string(.key, in: item)
            // A row let go is still asked for by the key it shows (see `PaneRowReading`).
            if let shown, !keep, !readsAgain { paneRows.noteShown(key: shown) }
            kind = .info(value: infoText(in: item), key: shown)
        case .pane:
            if readsAgain {
                // Read again: the pane is in the layout already, its rows left for when it is opened.
                guard let childID = paneRows.pane(openedBy: node) else { return nil }
                nextSetting = paneRows.settings(ofPane: childID)?.upperBound
                kind = .pane(childID)
                break
            }
            kind = .pane(appendReadApart(node, under: paneID)
                         ?? loadPane(item, node: node, shownTitle: shownTitle, paneID: paneID, conditions: conditions))
        default:
            guard let key = requiredKey(in: item, itemType: type.name) else { return nil }
            if readsAgain {
                guard let index = settingIndex(ofKey: key) else { return nil }
                kind = .setting(key: key, index: index)
                break
            }
            layout.expectKey(key)
            guard let settingKind = loadKind(type, item: item, key: key) else { return nil }
            let setting = Setting(
                key: key, titleText: shownTitle, kind: settingKind,
                defaultValue: defaultValue(in: item), helpText: text(.help, in: item),
                paneID: paneID, origin: Origin(node), conditions: conditions)
            guard let index = layout.addSetting(setting, defaultTooLarge: unstorable(.default, in: item)) else { return nil }
            kind = .setting(key: key, index: index)
        }
        if keep {
            rows.append(Item(titleText: shownTitle, subtitleText: subtitle, kind: kind, visibleWhen: condition, origin: Origin(node)))
        }
        return kind
    }

    /// Adds the pane that item `node` opens under `paneID`, and the panes and settings below
    /// it; their rows are checked and let go. Returns the pane's identifier.
    private mutating func loadPane(_ item: SettingsFileObject, node: JSONNodeID, shownTitle: JSONText,
                                   paneID: Int, conditions: [Condition]) -> Int {
        let paneTitle = string(.paneTitle, in: item) ?? shownTitle.string
        let childID = layout.addPane(title: paneTitle, parent: paneID)
        if let groupsNode = field(.groups, in: item, kind: .array, required: true) {
            paneRows.note(pane: childID, openedBy: node, groups: groupsNode)
            let first = Int32(layout.settingCount)
            _ = loadGroups(groupsNode, paneID: childID, inherited: conditions, keep: false)
            paneRows.note(pane: childID, settings: first..<Int32(layout.settingCount))
            layout.leaveRowsInSource(of: childID)
        }
        return childID
    }

    /// The items of the root's group `node` when they may be read apart
    /// (``readsApart(_:)``): a plain group, shown whatever the values.
    func readsApart(group node: JSONNodeID) -> JSONNodeID? {
        guard document.kind(node) == .object else { return nil }
        let group = object(node)
        guard group[.visibleWhen] == nil, let items = group[.items], document.kind(items) == .array else { return nil }
        if let type = group[.type] {
            guard let name = document.string(type), name == "group" || name == "items" else { return nil }
        }
        return items
    }

    /// Whether the subtree of the root's item `node` may be read apart: a
    /// `pane` item with its `groups`, shown whatever the values (its subtree
    /// then inherits no condition from it).
    func readsApart(_ node: JSONNodeID) -> Bool {
        guard document.kind(node) == .object else { return false }
        let item = object(node)
        guard item[.visibleWhen] == nil, let type = item[.type], let groups = item[.groups], document.kind(groups) == .array else { return false }
        return document.place(ofString: type, among: SettingsFileItemType.names).flatMap(SettingsFileItemType.init(rawValue:)) == .pane
    }

    /// Adds the pane that the root's item `node` opens, and what is below it, as read on
    /// another core; nil when it was not read there, or not without a problem.
    private mutating func appendReadApart(_ node: JSONNodeID, under paneID: Int) -> Int? {
        guard let apart, paneID == Pane.rootID, !apart.readerClaims(itemAt: document.span(node).lowerBound) else { return nil }
        // Taken out while its settings are moved from it, so that it is not copied.
        guard var part = readApart.take() ?? apart.result() else { return nil }
        defer { readApart = part }
        // The items come in the order of the file, as the reader meets them.
        while nextApart < part.subtrees.count, part.subtrees[nextApart].item < node { nextApart += 1 }
        guard nextApart < part.subtrees.count, part.subtrees[nextApart].item == node else { return nil }
        let (start, end) = (part.subtrees[nextApart].start, part.subtrees[nextApart].end)
        nextApart += 1
        guard let shift = layout.append(&part.layout, from: start, to: end, under: paneID) else { return nil }
        paneRows.append(part.paneRows, panes: start.panes..<end.panes, paneShift: shift.paneShift, settingShift: shift.settingShift)
        subtreesReadApart += 1
        return start.panes + shift.paneShift
    }

    /// Read again: where the setting of `key` is in the layout's list. Settings were added in
    /// the order their items are written, so it is usually the one after the last found, and
    /// the key is looked up otherwise (an item that added none, a duplicate). A key is in the
    /// list once at most: the answer is the lookup's either way.
    private mutating func settingIndex(ofKey key: String) -> Int32? {
        if let next = nextSetting, settingsReadAgain.indices.contains(Int(next)), settingsReadAgain[Int(next)].key == key {
            nextSetting = next + 1
            return next
        }
        let found = rowsOf?.index(ofKey: key)
        nextSetting = found.map { $0 + 1 }
        return found
    }

    private mutating func loadKind(_ type: SettingsFileItemType, item: SettingsFileObject, key: String) -> SettingKind? {
        let node = item.node
        switch type {
        case .switch:
            var rule = SwitchRule()
            if let on = item[.on] { rule.on = document.value(on) }
            if let off = item[.off] { rule.off = document.value(off) }
            if rule.on == rule.off {
                report(.sameOnAndOff(key: key), at: node)
            }
            if rule.on.hasUnstorableNumber || rule.off.hasUnstorableNumber || unstorable(.on, in: item) || unstorable(.off, in: item) {
                report(.onOffTooLarge(key: key), at: node)
            }
            return .switch(rule)
        case .choice:
            // Options spelled as a choice's before are those options: they are not read again.
            let spelling = item[.options].map { SettingKindReuse.Spelling(document.bytes, document.span($0)) }
            if let spelling, let known = kinds.choice(spelled: spelling) { return known }
            let problems = layout.problemCount
            guard let options = loadOptions(in: item) else { return nil }
            let kind = SettingKind.choice(options)
            // Options with a problem are read again where they are spelled again: the problem is theirs too.
            if let spelling, layout.problemCount == problems { kinds.remember(choice: kind, spelled: spelling) }
            return kind
        case .text:
            var rule = TextRule()
            rule.placeholder = string(.placeholder, in: item)
            rule.secure = bool(.secure, in: item) ?? false
            rule.maxLength = integer(.maxLength, in: item)
            if let pattern = string(.pattern, in: item) {
                if let problem = TextPattern.problem(in: pattern) {
                    report(.invalidPattern(pattern, problem: problem.reason), at: item.place(of: .pattern))
                } else {
                    rule.pattern = pattern
                }
            }
            rule.patternHelp = string(.patternHelp, in: item)
            return kinds.text(rule)
        case .number:
            var rule = NumberRule()
            rule.min = number(.min, in: item)
            rule.max = number(.max, in: item)
            rule.step = number(.step, in: item)
            rule.unit = string(.unit, in: item)
            if let min = rule.min, let max = rule.max, min > max {
                report(.minAboveMax(key: key, min: min, max: max), at: node)
            }
            if let step = rule.step, !(step > 0 as JSONNumber) {
                report(.stepNotPositive(step), at: item.place(of: .step))
            }
            return kinds.number(rule)
        case .list:
            var rule = ListRule()
            if item[.options] != nil {
                rule.options = loadOptions(in: item)
            }
            rule.unique = bool(.unique, in: item) ?? true
            rule.minCount = integer(.minCount, in: item)
            rule.maxCount = integer(.maxCount, in: item)
            rule.addTitle = string(.addTitle, in: item) ?? rule.addTitle
            if let low = rule.minCount, let high = rule.maxCount, low > high {
                report(.minCountAboveMaxCount(key: key, min: low, max: high), at: node)
            }
            return kinds.list(rule)
        case .info, .pane:
            return nil
        }
    }

    private func defaultValue(in object: SettingsFileObject) -> JSONValue? {
        object[.default].map { document.value($0) }
    }

    /// Records a problem at a node; its path is spelled out only now.
    mutating func report(_ reason: LayoutProblem.Reason, at node: JSONNodeID) {
        layout.report(reason, at: .origin(Origin(node)))
    }

    /// Records a problem of the settings-file format at a node.
    mutating func report(_ reason: SettingsFileReason, at node: JSONNodeID) {
        report(.settingsFile(reason), at: node)
    }
}

