import LosslessJSON

/// Reads a settings file's layout into a ``LayoutBuilder``, reporting every
/// problem of the format with its node rather than stopping at the first.
/// The checks every layout gets run in the builder.
struct SettingsFileReader {
    let document: JSONDocument
    var layout: LayoutBuilder

    init(source: SettingsFileSource) {
        document = source.document
        // About one setting per ten JSON nodes in typical files: avoid rehashing as they arrive.
        // and every setting is an object (pages of the list that stay unused cost no memory).
        layout = LayoutBuilder(for: source, expectedSettings: source.document.nodeCount / 10, mostSettings: source.document.objectCount)
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
        layout.title = string("title", in: root) ?? "Settings"
        let rootID = layout.addPane(title: layout.title, parent: nil)
        if let groupsNode = field("groups", in: root, kind: .array, required: true) {
            layout.setGroups(loadGroups(groupsNode, paneID: rootID, inherited: []), of: rootID)
        }
        if let node = field("values", in: root, kind: .object, required: false) {
            var stored: [String: JSONValue] = [:]
            for child in document.children(node) {
                guard let key = document.key(child) else { continue }
                stored[key] = document.value(child)
            }
            // Only a huge number can be spelled too long for a Double: look up its node then.
            layout.store(stored) { [document] key, value in
                value.hasUnstorableNumber
                    || (value.hasHugeNumber && (document.member(key, of: node).map(document.hasInexactInteger) ?? false))
            }
        }
        layout.reportFirst(duplicates.result().map { (.duplicateMember(key: $0.key), .origin(Origin($0.object))) })
    }

    // MARK: - Groups and items

    private mutating func loadGroups(_ node: JSONNodeID, paneID: Int, inherited: [Condition]) -> [Group] {
        // Arrays are sized exactly: growth by doubling would leave a third unused on average.
        var groups: [Group] = []
        groups.reserveCapacity(document.count(node))
        for groupNode in document.children(node) {
            guard document.kind(groupNode) == .object else {
                report(.partNotObject(.group, found: document.kind(groupNode)), at: groupNode)
                continue
            }
            let header = string("header", in: groupNode)
            let footer = string("footer", in: groupNode)
            let condition = loadCondition(in: groupNode)
            let conditions = inherited + (condition.map { [$0] } ?? [])
            let content: Group.Content
            switch string("type", in: groupNode) {
            case "radio":
                guard let key = loadRadio(groupNode, header: header, paneID: paneID, conditions: conditions) else { continue }
                content = .radio(key: key)
            case nil, "group", "items":
                var items: [Item] = []
                if let itemsNode = field("items", in: groupNode, kind: .array, required: true) {
                    items.reserveCapacity(document.count(itemsNode))
                    for itemNode in document.children(itemsNode) {
                        if let item = loadItem(itemNode, paneID: paneID, inherited: conditions) {
                            items.append(item)
                        }
                    }
                }
                content = .items(items)
            case let other?:
                report(.unknownGroupType(other), at: groupNode)
                continue
            }
            groups.append(Group(header: header, footer: footer, content: content, visibleWhen: condition, origin: Origin(groupNode)))
        }
        return groups
    }

    private mutating func loadRadio(_ node: JSONNodeID, header: String?, paneID: Int, conditions: [Condition]) -> String? {
        guard let key = requiredKey(in: node, itemType: nil) else { return nil }
        let options = loadOptions(in: node) ?? []
        let title = text("title", in: node) ?? JSONText(header ?? key)
        let setting = Setting(
            key: key, titleText: title, kind: .choice(options),
            defaultValue: defaultValue(in: node), helpText: text("help", in: node),
            paneID: paneID, origin: Origin(node), conditions: conditions)
        layout.addSetting(setting, radio: true, defaultTooLarge: unstorable("default", in: node))
        return key
    }

    private mutating func loadItem(_ node: JSONNodeID, paneID: Int, inherited: [Condition]) -> Item? {
        guard document.kind(node) == .object else {
            report(.partNotObject(.item, found: document.kind(node)), at: node)
            return nil
        }
        guard let type = string("type", in: node) else {
            if document.member("type", of: node) == nil { report(.missingType, at: node) }
            return nil
        }
        guard SettingsFileSource.itemTypes.contains(type) else {
            report(.unknownItemType(type, known: SettingsFileSource.itemTypes), at: node)
            return nil
        }
        let title = text("title", in: node)
        if title == nil && document.member("title", of: node) == nil {
            report(.missingTitle(itemType: type), at: node)
        }
        let subtitle = text("subtitle", in: node)
        let condition = loadCondition(in: node)
        let conditions = inherited + (condition.map { [$0] } ?? [])
        let shownTitle = title ?? JSONText("")

        let kind: Item.Kind
        switch type {
        case "info":
            kind = .info(value: infoText(in: node), key: string("key", in: node))
        case "pane":
            let paneTitle = string("paneTitle", in: node) ?? shownTitle.string
            let childID = layout.addPane(title: paneTitle, parent: paneID)
            if let groupsNode = field("groups", in: node, kind: .array, required: true) {
                layout.setGroups(loadGroups(groupsNode, paneID: childID, inherited: conditions), of: childID)
            }
            kind = .pane(childID)
        default:
            guard let key = requiredKey(in: node, itemType: type),
                  let settingKind = loadKind(type, node: node, key: key) else { return nil }
            let setting = Setting(
                key: key, titleText: shownTitle, kind: settingKind,
                defaultValue: defaultValue(in: node), helpText: text("help", in: node),
                paneID: paneID, origin: Origin(node), conditions: conditions)
            guard let index = layout.addSetting(setting, defaultTooLarge: unstorable("default", in: node)) else { return nil }
            kind = .setting(key: key, index: index)
        }
        return Item(titleText: shownTitle, subtitleText: subtitle, kind: kind, visibleWhen: condition, origin: Origin(node))
    }

    private mutating func loadKind(_ type: String, node: JSONNodeID, key: String) -> SettingKind? {
        switch type {
        case "switch":
            var rule = SwitchRule()
            if let on = document.member("on", of: node) { rule.on = document.value(on) }
            if let off = document.member("off", of: node) { rule.off = document.value(off) }
            if rule.on == rule.off {
                report(.sameOnAndOff(key: key), at: node)
            }
            if rule.on.hasUnstorableNumber || rule.off.hasUnstorableNumber || unstorable("on", in: node) || unstorable("off", in: node) {
                report(.onOffTooLarge(key: key), at: node)
            }
            return .switch(rule)
        case "choice":
            guard let options = loadOptions(in: node) else { return nil }
            return .choice(options)
        case "text":
            var rule = TextRule()
            rule.placeholder = string("placeholder", in: node)
            rule.secure = bool("secure", in: node) ?? false
            rule.maxLength = integer("maxLength", in: node)
            if let pattern = string("pattern", in: node) {
                if let problem = TextPattern.problem(in: pattern) {
                    report(.invalidPattern(pattern, problem: problem.reason), at: document.member("pattern", of: node) ?? node)
                } else {
                    rule.pattern = pattern
                }
            }
            rule.patternHelp = string("patternHelp", in: node)
            return .text(rule)
        case "number":
            var rule = NumberRule()
            rule.min = number("min", in: node)
            rule.max = number("max", in: node)
            rule.step = number("step", in: node)
            rule.unit = string("unit", in: node)
            if let min = rule.min, let max = rule.max, min > max {
                report(.minAboveMax(key: key, min: min, max: max), at: node)
            }
            if let step = rule.step, !(step > 0 as JSONNumber) {
                report(.stepNotPositive(step), at: document.member("step", of: node) ?? node)
            }
            return .number(rule)
        case "list":
            var rule = ListRule()
            if document.member("options", of: node) != nil {
                rule.options = loadOptions(in: node)
            }
            rule.unique = bool("unique", in: node) ?? true
            rule.minCount = integer("minCount", in: node)
            rule.maxCount = integer("maxCount", in: node)
            rule.addTitle = string("addTitle", in: node) ?? rule.addTitle
            if let low = rule.minCount, let high = rule.maxCount, low > high {
                report(.minCountAboveMaxCount(key: key, min: low, max: high), at: node)
            }
            return .list(rule)
        default:
            return nil
        }
    }

    private func defaultValue(in node: JSONNodeID) -> JSONValue? {
        document.member("default", of: node).map { document.value($0) }
    }

    /// Whether the member `name` of `node` holds a number that can't be written back as it reads.
    func unstorable(_ name: String, in node: JSONNodeID) -> Bool {
        document.member(name, of: node).map(document.hasInexactInteger) ?? false
    }

    /// Records a problem at a node; its path is spelled out only now.
    mutating func report(_ reason: LayoutProblem.Reason, at node: JSONNodeID) {
        layout.report(reason, at: .origin(Origin(node)))
    }
}
