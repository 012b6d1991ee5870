import Dispatch
import LosslessJSON
import Synchronization

/// Builds a ``Schema`` from a parsed settings file and checks it completely,
/// collecting every problem with its JSON path rather than stopping at the
/// first one.
public struct SchemaLoader {
    /// The item types a settings file may use.
    public static let itemTypes = ["switch", "choice", "text", "number", "info", "pane", "list"]

    private let document: JSONDocument
    private var panes: [Pane] = []
    /// The settings in file order, and where each key is in that order.
    private var settings: [Setting] = []
    private var positions: [String: Int32] = [:]
    /// Keys of settings that have visibility conditions (the only ones the condition checks visit).
    private var conditionedKeys: [String] = []
    /// Every `visibleWhen` read, in file order, for the unknown-key check.
    private var loadedConditions: [Condition] = []
    private(set) var issues: [SchemaIssue] = []

    /// The result of loading: the schema (when it has no errors), the stored
    /// values, and every issue found.
    public struct Result: Sendable {
        public var schema: Schema?
        public var storedValues: [String: JSONValue]
        /// The `values` object's node, when the file has one.
        public var valuesNode: JSONNodeID?
        public var issues: [SchemaIssue]
        public var errors: [SchemaIssue] { issues.filter { $0.severity == .error } }
    }

    private init(document: JSONDocument) {
        self.document = document
        // About one setting per ten JSON nodes in typical files: avoid rehashing as they arrive.
        positions.reserveCapacity(document.nodeCount / 10)
    }

    /// Loads and validates a settings document.
    public static func load(_ document: JSONDocument) -> Result {
        var loader = SchemaLoader(document: document)
        return loader.run()
    }

    // MARK: - Top level

    private mutating func run() -> Result {
        let root = document.root
        guard document.kind(root) == .object else {
            report(root, "the settings file must hold a JSON object, not \(describe(root))")
            return Result(schema: nil, storedValues: [:], valuesNode: nil, issues: issues)
        }
        // Every object, schema and values alike, must name each key once. The
        // walk only reads the document: on a large file it runs on another core
        // while the layout loads, and its reports go first, as in a plain walk.
        let duplicates = DuplicateKeySearch(document, concurrently: document.nodeCount > 100_000)
        let title = string("title", in: root) ?? "Settings"
        panes.append(Pane(id: Pane.rootID, title: title, parent: nil, groups: []))
        if let groupsNode = field("groups", in: root, kind: .array, required: true) {
            panes[Pane.rootID].groups = loadGroups(groupsNode, paneID: Pane.rootID, inherited: [])
        }
        var stored: [String: JSONValue] = [:]
        var valuesNode: JSONNodeID?
        if let node = field("values", in: root, kind: .object, required: false) {
            valuesNode = node
            for child in document.children(node) {
                guard let key = document.key(child) else { continue }
                stored[key] = document.value(child)
            }
        }
        let duplicateIssues = duplicates.result().map {
            SchemaIssue(path: document.path(of: $0.object), message: "key \(quoted($0.key)) appears twice in the same object")
        }
        issues.insert(contentsOf: duplicateIssues, at: 0)
        locatePaneRows()
        checkConditions()
        checkStoredValues(stored, valuesNode: valuesNode)
        let hasErrors = issues.contains { $0.severity == .error }
        let schema = hasErrors ? nil : Schema(title: title, panes: panes, settings: settings, positions: positions)
        return Result(schema: schema, storedValues: stored, valuesNode: valuesNode, issues: issues)
    }

    // MARK: - Groups and items

    private mutating func loadGroups(_ node: JSONNodeID, paneID: Int, inherited: [Condition]) -> [Group] {
        // Arrays are sized exactly: growth by doubling would leave a third unused on average.
        var groups: [Group] = []
        groups.reserveCapacity(document.count(node))
        for groupNode in document.children(node) {
            guard document.kind(groupNode) == .object else {
                report(groupNode, "a group must be an object, not \(describe(groupNode))")
                continue
            }
            let header = string("header", in: groupNode)
            let footer = string("footer", in: groupNode)
            let condition = loadCondition(in: groupNode)
            let conditions = inherited + (condition.map { [$0] } ?? [])
            let type = string("type", in: groupNode)
            let content: Group.Content
            switch type {
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
                report(groupNode, "unknown group type \(quoted(other)) (expected \"radio\" or no type)")
                continue
            }
            groups.append(Group(header: header, footer: footer, content: content, visibleWhen: condition, node: groupNode))
        }
        return groups
    }

    private mutating func loadRadio(_ node: JSONNodeID, header: String?, paneID: Int, conditions: [Condition]) -> String? {
        guard let key = requiredKey(in: node, what: "radio group") else { return nil }
        let options = loadOptions(in: node, what: "radio group \(quoted(key))") ?? []
        let title = text("title", in: node) ?? JSONText(header ?? key)
        let setting = Setting(
            key: key, titleText: title, kind: .choice(options),
            defaultValue: defaultValue(in: node), helpText: text("help", in: node),
            paneID: paneID, node: node, conditions: conditions)
        checkDefault(of: setting)
        register(setting)
        return key
    }

    private mutating func loadItem(_ node: JSONNodeID, paneID: Int, inherited: [Condition]) -> Item? {
        guard document.kind(node) == .object else {
            report(node, "an item must be an object, not \(describe(node))")
            return nil
        }
        guard let type = string("type", in: node) else {
            if document.member("type", of: node) == nil { report(node, "item has no \"type\"") }
            return nil
        }
        guard Self.itemTypes.contains(type) else {
            report(node, "unknown item type \(quoted(type)) (expected one of \(Self.itemTypes.joined(separator: ", ")))")
            return nil
        }
        let title = text("title", in: node)
        if title == nil && document.member("title", of: node) == nil {
            report(node, "\(type) item has no \"title\"")
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
            let childID = panes.count
            let paneTitle = string("paneTitle", in: node) ?? shownTitle.string
            panes.append(Pane(id: childID, title: paneTitle, parent: paneID, groups: []))
            if let groupsNode = field("groups", in: node, kind: .array, required: true) {
                panes[childID].groups = loadGroups(groupsNode, paneID: childID, inherited: conditions)
            }
            kind = .pane(childID)
        default:
            guard let key = requiredKey(in: node, what: "\(type) item"),
                  let settingKind = loadKind(type, node: node, key: key) else { return nil }
            let setting = Setting(
                key: key, titleText: shownTitle, kind: settingKind,
                defaultValue: defaultValue(in: node), helpText: text("help", in: node),
                paneID: paneID, node: node, conditions: conditions)
            checkDefault(of: setting)
            guard let index = register(setting) else { return nil }
            kind = .setting(key: key, index: index)
        }
        return Item(titleText: shownTitle, subtitleText: subtitle, kind: kind, visibleWhen: condition, node: node)
    }

    private mutating func loadKind(_ type: String, node: JSONNodeID, key: String) -> SettingKind? {
        switch type {
        case "switch":
            var rule = ToggleRule()
            if let on = document.member("on", of: node) { rule.on = document.value(on) }
            if let off = document.member("off", of: node) { rule.off = document.value(off) }
            if rule.on == rule.off {
                report(node, "switch \(quoted(key)) has the same \"on\" and \"off\" value")
            }
            if rule.on.hasUnstorableNumber || rule.off.hasUnstorableNumber || unstorable("on", in: node) || unstorable("off", in: node) {
                report(node, "switch \(quoted(key)) has an \"on\" or \"off\" number too large to be stored")
            }
            return .toggle(rule)
        case "choice":
            guard let options = loadOptions(in: node, what: "choice \(quoted(key))") else { return nil }
            return .choice(options)
        case "text":
            var rule = TextRule()
            rule.placeholder = string("placeholder", in: node)
            rule.secure = bool("secure", in: node) ?? false
            rule.maxLength = integer("maxLength", in: node)
            if let pattern = string("pattern", in: node) {
                if (try? Regex(pattern)) == nil {
                    report(document.member("pattern", of: node) ?? node, "\(quoted(pattern)) is not a valid regular expression")
                } else {
                    rule.pattern = pattern
                }
            }
            return .text(rule)
        case "number":
            var rule = NumberRule()
            rule.min = number("min", in: node)
            rule.max = number("max", in: node)
            rule.step = number("step", in: node)
            rule.unit = string("unit", in: node)
            if let min = rule.min, let max = rule.max, min > max {
                report(node, "number \(quoted(key)) has min \(NumberText.format(min)) greater than max \(NumberText.format(max))")
            }
            if let step = rule.step, !(step > 0) {
                report(document.member("step", of: node) ?? node, "step must be greater than 0, not \(NumberText.format(step))")
            }
            return .number(rule)
        case "list":
            var rule = ListRule()
            if document.member("options", of: node) != nil {
                rule.options = loadOptions(in: node, what: "list \(quoted(key))")
            }
            rule.unique = bool("unique", in: node) ?? true
            rule.minCount = integer("minCount", in: node)
            rule.maxCount = integer("maxCount", in: node)
            rule.addTitle = string("addTitle", in: node) ?? rule.addTitle
            if let low = rule.minCount, let high = rule.maxCount, low > high {
                report(node, "list \(quoted(key)) has minCount \(low) greater than maxCount \(high)")
            }
            return .list(rule)
        default:
            return nil
        }
    }

    // MARK: - Options, defaults, conditions

    private mutating func loadOptions(in node: JSONNodeID, what: String) -> [ChoiceOption]? {
        guard let optionsNode = document.member("options", of: node) else {
            report(node, "\(what) has no options")
            return nil
        }
        guard document.kind(optionsNode) == .array else {
            report(optionsNode, "options must be an array, not \(describe(optionsNode))")
            return nil
        }
        var options: [ChoiceOption] = []
        options.reserveCapacity(document.count(optionsNode))
        for optionNode in document.children(optionsNode) {
            switch document.kind(optionNode) {
            case .string:
                let text = document.string(optionNode) ?? ""
                options.append(ChoiceOption(titleText: document.text(optionNode) ?? JSONText(text), value: .string(text), shortText: nil))
            case .object:
                guard let valueNode = document.member("value", of: optionNode) else {
                    report(optionNode, "option has no \"value\"")
                    continue
                }
                let value = document.value(valueNode)
                guard value.isScalar, value != .null else {
                    report(valueNode, "an option's value must be a string, number or boolean")
                    continue
                }
                if value.hasUnstorableNumber || document.hasInexactInteger(valueNode) {
                    report(valueNode, "number \(document.numberText(valueNode) ?? "") is too large to be stored")
                    continue
                }
                let title = text("title", in: optionNode) ?? JSONText(value.plainText)
                options.append(ChoiceOption(titleText: title, value: value, shortText: text("short", in: optionNode)))
            default:
                report(optionNode, "an option must be a string or an object with \"title\" and \"value\", not \(describe(optionNode))")
            }
        }
        if options.isEmpty && document.count(optionsNode) == 0 {
            report(node, "\(what) has no options")
            return nil
        }
        var seen = Set<JSONValue>()
        for (index, option) in options.enumerated() where !seen.insert(option.value).inserted {
            report(document.child(at: index, of: optionsNode) ?? optionsNode, "option value \(option.value.jsonText) appears twice")
        }
        return options
    }


    private func defaultValue(in node: JSONNodeID) -> JSONValue? {
        document.member("default", of: node).map { document.value($0) }
    }

    private mutating func checkDefault(of setting: Setting) {
        guard let value = setting.defaultValue else { return }
        if value.hasUnstorableNumber || unstorable("default", in: setting.node) {
            report(document.member("default", of: setting.node) ?? setting.node, "the default holds a number too large to be stored")
            return
        }
        if let problem = ValueRules.problem(with: value, for: setting) {
            report(document.member("default", of: setting.node) ?? setting.node, "default \(value.jsonText) \(problem)")
        }
    }

    private mutating func loadCondition(in node: JSONNodeID) -> Condition? {
        guard let conditionNode = document.member("visibleWhen", of: node) else { return nil }
        guard document.kind(conditionNode) == .object else {
            report(conditionNode, "visibleWhen must be an object with \"key\" and \"equals\" or \"in\"")
            return nil
        }
        guard let key = string("key", in: conditionNode) else {
            report(conditionNode, "visibleWhen has no \"key\"")
            return nil
        }
        if let equals = document.member("equals", of: conditionNode) {
            let condition = Condition(key: key, accepted: [document.value(equals)], node: conditionNode)
            loadedConditions.append(condition)
            return condition
        }
        if let inNode = document.member("in", of: conditionNode) {
            guard document.kind(inNode) == .array else {
                report(inNode, "\"in\" must be an array of values")
                return nil
            }
            let condition = Condition(key: key, accepted: document.children(inNode).map { document.value($0) }, node: conditionNode)
            loadedConditions.append(condition)
            return condition
        }
        report(conditionNode, "visibleWhen needs \"equals\" or \"in\"")
        return nil
    }

    /// Conditions must name a known setting, and may not depend on themselves.
    private mutating func checkConditions() {
        // Each condition as written (a group's or pane's is inherited by every
        // row below it, but it is one mistake in the file, reported once).
        for condition in loadedConditions where setting(condition.key) == nil {
            report(condition.node, "visibleWhen refers to unknown key \(quoted(condition.key))")
        }
        // A setting is visible only when its condition keys are; a chain that
        // comes back to itself could never show.
        var state: [String: Bool] = [:]  // false: visiting, true: done
        for key in conditionedKeys where state[key] == nil {
            var stack: [(key: String, next: Int)] = [(key, 0)]
            state[key] = false
            while var top = stack.popLast() {
                let dependencies = setting(top.key)?.conditions.map(\.key) ?? []
                if top.next < dependencies.count {
                    let dependency = dependencies[top.next]
                    top.next += 1
                    stack.append(top)
                    switch state[dependency] {
                    case false?:
                        let location = setting(top.key)?.conditions.first { $0.key == dependency }?.node ?? document.root
                        report(location, "visibleWhen makes \(quoted(top.key)) depend on itself through \(quoted(dependency))")
                    case nil where setting(dependency) != nil:
                        state[dependency] = false
                        stack.append((dependency, 0))
                    default:
                        break
                    }
                } else {
                    state[top.key] = true
                }
            }
        }
    }

    /// Stored values that don't fit their setting are kept and shown marked;
    /// `validate` reports them as warnings.
    /// Whether the member `name` of `node` holds a number that can't be written back as it reads.
    private func unstorable(_ name: String, in node: JSONNodeID) -> Bool {
        document.member(name, of: node).map(document.hasInexactInteger) ?? false
    }

    private mutating func checkStoredValues(_ stored: [String: JSONValue], valuesNode: JSONNodeID?) {
        // Only the stored keys are visited; the warnings follow the file's order.
        var warnings: [(order: Int, issue: SchemaIssue)] = []
        for (key, value) in stored {
            guard let setting = setting(key) else { continue }
            // Only a huge number can be spelled too long for a Double: look up its node then.
            if value.hasUnstorableNumber
                || (value.hasHugeNumber && (valuesNode.flatMap { document.member(key, of: $0) }.map(document.hasInexactInteger) ?? false)) {
                issues.append(SchemaIssue(path: "values.\(key)", message: "holds a number too large to be stored"))
                continue
            }
            guard let problem = ValueRules.problem(with: value, for: setting) else { continue }
            let issue = SchemaIssue(path: "values.\(key)", message: "stored \(value.jsonText) \(problem); it is kept and shown as it is", severity: .warning)
            warnings.append((setting.order, issue))
        }
        issues += warnings.sorted { $0.order < $1.order }.map(\.issue)
    }

    private func jsonPath(of node: JSONNodeID) -> String {
        document.path(of: node)
    }

    /// Records where each pane's row sits in its parent, for visibility checks.
    private mutating func locatePaneRows() {
        for pane in panes {
            for (groupIndex, group) in pane.groups.enumerated() {
                guard case .items(let items) = group.content else { continue }
                for (itemIndex, item) in items.enumerated() {
                    if case .pane(let child) = item.kind, panes.indices.contains(child) {
                        panes[child].rowPosition = (groupIndex, itemIndex)
                    }
                }
            }
        }
    }

    private func setting(_ key: String) -> Setting? {
        positions[key].map { settings[Int($0)] }
    }

    /// Adds a setting; returns its index in the settings, nil (and an error)
    /// when its key is taken.
    @discardableResult
    private mutating func register(_ setting: Setting) -> Int32? {
        if let existing = self.setting(setting.key) {
            report(setting.node, "key \(quoted(setting.key)) is already used at \(jsonPath(of: existing.node))")
            return nil
        }
        let index = Int32(settings.count)
        var setting = setting
        setting.order = settings.count
        positions[setting.key] = index
        settings.append(setting)
        if !setting.conditions.isEmpty { conditionedKeys.append(setting.key) }
        return index
    }

    // MARK: - Typed fields

    private mutating func requiredKey(in node: JSONNodeID, what: String) -> String? {
        guard let key = string("key", in: node) else {
            if document.member("key", of: node) == nil { report(node, "\(what) has no \"key\"") }
            return nil
        }
        if key.isEmpty {
            report(document.member("key", of: node) ?? node, "key must not be empty")
            return nil
        }
        return key
    }

    private mutating func field(_ name: String, in node: JSONNodeID, kind: JSONKind, required: Bool) -> JSONNodeID? {
        guard let child = document.member(name, of: node) else {
            if required { report(node, "missing \(quoted(name))") }
            return nil
        }
        guard document.kind(child) == kind else {
            report(child, "\(quoted(name)) must be \(article(kind)), not \(describe(child))")
            return nil
        }
        return child
    }

    private mutating func string(_ name: String, in node: JSONNodeID) -> String? {
        field(name, in: node, kind: .string, required: false).flatMap { document.string($0) }
    }

    /// A string kept undecoded until it is shown (titles, help: most are never shown).
    private mutating func text(_ name: String, in node: JSONNodeID) -> JSONText? {
        field(name, in: node, kind: .string, required: false).flatMap { document.text($0) }
    }

    private mutating func bool(_ name: String, in node: JSONNodeID) -> Bool? {
        field(name, in: node, kind: .bool, required: false).flatMap { document.bool($0) }
    }

    private mutating func number(_ name: String, in node: JSONNodeID) -> Double? {
        field(name, in: node, kind: .number, required: false).flatMap { document.number($0) }
    }

    private mutating func integer(_ name: String, in node: JSONNodeID) -> Int? {
        guard let value = number(name, in: node) else { return nil }
        guard value >= 0, value <= 1_000_000, value.rounded() == value else {
            report(document.member(name, of: node) ?? node, "\(quoted(name)) must be a whole number from 0 to 1000000")
            return nil
        }
        return Int(value)
    }

    private mutating func infoText(in node: JSONNodeID) -> String? {
        guard let valueNode = document.member("value", of: node) else { return nil }
        let value = document.value(valueNode)
        guard value.isScalar else {
            report(valueNode, "an info value must be a string, number or boolean")
            return nil
        }
        return value.plainText
    }

    // MARK: - Wording

    /// Records an error at a node; its path is spelled out only now.
    private mutating func report(_ node: JSONNodeID, _ message: String) {
        issues.append(SchemaIssue(path: jsonPath(of: node), message: message))
    }


    private func describe(_ node: JSONNodeID) -> String {
        article(document.kind(node))
    }

    private func article(_ kind: JSONKind) -> String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

/// The duplicate-key walk of a document, run inline or on another thread.
private final class DuplicateKeySearch: Sendable {
    private let found = Mutex<[JSONDocument.DuplicateKey]?>(nil)
    private let group = DispatchGroup()

    init(_ document: JSONDocument, concurrently: Bool) {
        guard concurrently else {
            found.withLock { $0 = document.duplicateKeys() }
            return
        }
        DispatchQueue.global().async(group: group) { [self] in
            let keys = document.duplicateKeys()
            found.withLock { $0 = keys }
        }
    }

    /// The duplicates, waiting for the walk to finish.
    func result() -> [JSONDocument.DuplicateKey] {
        group.wait()
        return found.withLock { $0 } ?? []
    }
}
