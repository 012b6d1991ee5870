import LosslessJSON
import SettingsCore

/// Walks a schema's properties depth first, adding a screen for each
/// object, a row for each property and a setting for each value to a
/// ``LayoutBuilder``. Shared by the JSON Schema and VS Code manifest sources.
struct SchemaWalk {
    let files: SchemaFiles
    var builder: LayoutBuilder
    var resolver: SchemaResolver
    let mapper: SchemaMapper
    /// What of the config the layout describes.
    private(set) var shape = ConfigShape()
    /// The identities of the properties given rows (see ``SchemaPaneBuilder/identity(_:_:)``),
    /// gathered only when `collectsIdentities` (the reading of the layout, not of a pane built later).
    private(set) var identities: Set<RowIdentity> = []
    var collectsIdentities = false
    /// The schemas of the screens open on the way to the current one, each
    /// with the schemas its `$ref`s lead to: an object that reaches one of
    /// them again contains itself, and its screen is built only when opened.
    var openSchemas: [[SchemaNode]] = []
    private var rowsAdded = 0
    /// The panes there were before this walk (a pane built when opened goes on from a layout's).
    private let panesBefore: Int
    private var overBudget = false

    /// The most rows, and screens, a schema may make: definitions used inside each other can multiply them.
    static let rowLimit = 100_000
    static let paneLimit = 5_000
    /// The deepest screen opened.
    static let depthLimit = 40

    /// Whether an object with properties opens a screen of its own (not in a
    /// VS Code manifest: VS Code writes an object-valued setting whole).
    private var objectsAsScreens = true

    init(files: SchemaFiles, builder: LayoutBuilder, translations: ManifestTranslations = ManifestTranslations(), resolver: SchemaResolver? = nil,
         readsHelp: Bool = true) {
        self.files = files
        self.builder = builder
        self.resolver = resolver ?? SchemaResolver(files: files)
        self.mapper = SchemaMapper(files: files, translations: translations, readsHelp: readsHelp)
        panesBefore = builder.paneCount
    }

    /// Reads settings as a VS Code manifest declares them: flat dotted
    /// names, objects shown whole; in the settings file, `[lang]` blocks and
    /// the editor's and other extensions' settings (names whose first
    /// segment is none of `ownNames`) are not warned of.
    mutating func readAsManifest(ownNames: Set<String>) {
        objectsAsScreens = false
        shape.takesLanguageBlocks = true
        shape.ownNames = ownNames
    }

    /// The sections of a screen being gathered: values first, then screens, then what is shown read-only.
    struct Sections {
        var values: [Item] = []
        var screens: [Item] = []
        var readOnly: [Item] = []

        func groups(footer: String?, origin: Origin) -> [Group] {
            var groups: [Group] = []
            if !values.isEmpty { groups.append(Group(header: nil, footer: nil, content: .items(values), visibleWhen: nil, origin: origin)) }
            if !screens.isEmpty { groups.append(Group(header: nil, footer: nil, content: .items(screens), visibleWhen: nil, origin: origin)) }
            if !readOnly.isEmpty {
                groups.append(Group(header: nil, footer: "Shown as they are in the file: edit the file to change them.",
                                    content: .items(readOnly), visibleWhen: nil, origin: origin))
            }
            if let footer, !footer.isEmpty, !groups.isEmpty { groups[0].footer = footer }
            return groups
        }
    }

    // MARK: - Objects

    /// Fills pane `pane` with the properties `facts` describes, stored
    /// under `path`; returns the names of the properties given rows.
    @discardableResult
    mutating func fill(pane: Int, facts: SchemaFacts, schemas: [SchemaNode], path: [String], conditions: [Condition], origin: Origin) -> Set<String> {
        shape.addObject(path, takesOthers: Self.takesOthers(facts, mapper: mapper))
        openSchemas.append(referenceChain(of: schemas))
        defer { openSchemas.removeLast() }
        var sections = Sections()
        let properties = resolver.properties(of: facts)
        // Room for every row at once: growing the sets rehashed their members at each doubling.
        var added: Set<String> = []
        added.reserveCapacity(properties.count)
        shape.reserveValues(properties.count)
        for property in properties {
            added.insert(property.name)
            addProperty(property.name, schemas: property.schemas, path: path, pane: pane, conditions: conditions, visibleWhen: nil, into: &sections)
        }
        // Properties offered by alternatives (`anyOf: [{properties: files}, {properties: include}]`): each has its row.
        for branches in [facts[.anyOf], facts[.oneOf]].compactMap({ $0 }) {
            for branch in files.document(branches.file).children(branches.node) {
                for property in resolver.properties(of: resolver.facts(SchemaNode(file: branches.file, node: branch))) where !added.contains(property.name) {
                    added.insert(property.name)
                    addProperty(property.name, schemas: property.schemas, path: path, pane: pane, conditions: conditions, visibleWhen: nil,
                                into: &sections)
                }
            }
        }
        for conditional in facts.conditionals {
            addConditional(conditional, of: facts, path: path, pane: pane, conditions: conditions, added: &added, into: &sections)
        }
        for dependencies in [facts[.dependentSchemas], facts[.dependencies]].compactMap({ $0 }) {
            addDependencies(dependencies, path: path, pane: pane, conditions: conditions, added: &added, into: &sections)
        }
        builder.setGroups(sections.groups(footer: path.isEmpty ? nil : mapper.help(facts), origin: origin), of: pane)
        return added
    }

    /// The config's own other members (GitLab CI's jobs beside `stages` and
    /// `variables`; a config that is a map of names alone) as a map's
    /// entries on the root screen below its properties' rows. The map is
    /// stored at the top (its path is empty) and holds every member but
    /// `named`. False when the schema takes no others, or takes any value
    /// without a rule (`additionalProperties: true`): nothing to edit.
    @discardableResult
    mutating func addRootEntries(of facts: SchemaFacts, named: Set<String>, pane: Int, origin: Origin) -> Bool {
        guard Self.takesOthers(facts, mapper: mapper), case .setting(.map(var rule), _) = mapper.map(facts, resolver: &resolver) else {
            return false
        }
        rule.namedMembers = named
        rule.namedPane = pane
        var entries = Setting(key: "", titleText: JSONText(builder.title), kind: .map(rule), defaultValue: nil,
                              helpText: mapper.help(facts).map { JSONText($0) }, paneID: pane, origin: origin, conditions: [], storagePath: [])
        entries.showsNotSet = true
        guard builder.addSetting(entries) != nil else { return false }
        builder.showEntries(of: "", on: pane)
        return true
    }

    static func takesOthers(_ facts: SchemaFacts, mapper: SchemaMapper) -> Bool {
        if facts[.patternProperties] != nil { return true }
        guard let additional = facts[.additionalProperties] else { return false }
        return mapper.files.document(additional.file).bool(additional.node) != false
    }

    /// `if` one property is some value, `then` (else `else`) more properties: rows shown only then.
    private mutating func addConditional(
        _ conditional: (condition: SchemaNode, then: SchemaNode?, otherwise: SchemaNode?), of facts: SchemaFacts, path: [String],
        pane: Int, conditions: [Condition], added: inout Set<String>, into sections: inout Sections
    ) {
        let tested = resolver.properties(of: resolver.facts(conditional.condition))
        guard tested.count == 1, let tested = tested.first else { return }
        let testedFacts = resolver.facts(tested.schemas)
        let key = (path + [tested.name]).joined(separator: ".")
        guard let controlling = builder.setting(key) else { return }
        var accepted: [JSONValue] = []
        if let constant = mapper.value(testedFacts, .const) { accepted = [constant] }
        else if case .array(let values)? = mapper.value(testedFacts, .enum) { accepted = values }
        guard !accepted.isEmpty else { return }
        let origin = files.origin(conditional.condition)
        for (branch, values) in [(conditional.then, accepted), (conditional.otherwise, Self.others(than: accepted, of: controlling))] {
            guard let branch, !values.isEmpty else { continue }
            addProperties(of: branch, shownWhen: Condition(key: key, accepted: values, origin: origin), path: path, pane: pane,
                          conditions: conditions, added: &added, into: &sections)
        }
    }

    /// `dependentSchemas` (draft 4-7 `dependencies`) naming a switch: the
    /// properties its schema adds show while the switch is on. (A list of
    /// names — required when the switch is set — changes nothing shown.)
    private mutating func addDependencies(
        _ dependencies: SchemaNode, path: [String], pane: Int, conditions: [Condition], added: inout Set<String>, into sections: inout Sections
    ) {
        let document = files.document(dependencies.file)
        for member in document.children(dependencies.node) where document.kind(member) == .object {
            guard let name = document.key(member), let trigger = builder.setting((path + [name]).joined(separator: ".")),
                  case .switch(let rule) = trigger.kind else { continue }
            let branch = SchemaNode(file: dependencies.file, node: member)
            addProperties(of: branch, shownWhen: Condition(key: trigger.key, accepted: [rule.on], origin: files.origin(branch)), path: path,
                          pane: pane, conditions: conditions, added: &added, into: &sections)
        }
    }

    /// The properties `branch` adds that the object doesn't have yet, shown only while `condition` holds.
    private mutating func addProperties(
        of branch: SchemaNode, shownWhen condition: Condition, path: [String], pane: Int, conditions: [Condition], added: inout Set<String>,
        into sections: inout Sections
    ) {
        builder.noteCondition(condition)
        for property in resolver.properties(of: resolver.facts(branch)) where !added.contains(property.name) {
            added.insert(property.name)
            addProperty(property.name, schemas: property.schemas, path: path, pane: pane, conditions: conditions + [condition],
                        visibleWhen: condition, into: &sections)
        }
    }

    /// The values of a switch or choice other than `accepted` (what `else` stands for).
    private static func others(than accepted: [JSONValue], of setting: Setting) -> [JSONValue] {
        switch setting.kind {
        case .switch(let rule): return [rule.on, rule.off].filter { !accepted.contains($0) }
        case .choice(let options, nil): return options.map(\.value).filter { !accepted.contains($0) }
        default: return []
        }
    }

    // MARK: - Properties

    /// Adds the row (and setting, or screen) of one property.
    mutating func addProperty(
        _ name: String, schemas: [SchemaNode], path: [String], pane: Int, conditions: [Condition], visibleWhen: Condition?,
        into sections: inout Sections, title: String? = nil
    ) {
        guard let first = schemas.first, spend() else { return }
        if collectsIdentities { identities.insert(files.identity(of: schemas)) }
        let facts = resolver.facts(schemas)
        let storagePath = path + [name]
        let key = storagePath.joined(separator: ".")
        let origin = files.origin(first)
        let titleText = mapper.title(facts) ?? JSONText(title ?? SettingName.title(name))
        let subtitle = deprecation(facts)
        var form = facts.refusesAll ? .readOnly(.anyValue) : mapper.form(facts, name: name, resolver: &resolver)
        if !objectsAsScreens, mapper.isObject(facts) { form = .readOnly(.wholeObject) }
        // What the schema marks read-only is shown, never edited (a `const` is already a constant row).
        if mapper.bool(facts, .readOnly) == true, !isConstant(form) { form = .readOnly(.declared) }
        let opensAScreen: Bool
        switch form {
        case .pane, .paneWithEntries: opensAScreen = true
        default: opensAScreen = false
        }
        // An object of properties and other members inside itself is shown as JSON: its entries' map is made with its screen.
        if case .paneWithEntries = form, openSchemas.count >= Self.depthLimit || reachesOpenSchema(schemas) { form = .readOnly(.recursive) }
        else if opensAScreen, builder.paneCount - panesBefore >= Self.paneLimit {
            reportTooLarge()
            return
        }
        switch form {
        case .pane where openSchemas.count >= Self.depthLimit || reachesOpenSchema(schemas):
            // An object inside itself: its screen is built when it is opened, as deep as anyone goes.
            shape.addObject(storagePath, takesOthers: true)
            let plan = SchemaPanePlan(schemas: schemas, conditions: conditions, origin: origin, open: openSchemas)
            let child = builder.addUnbuiltPane(title: titleText.string, parent: pane, UnbuiltPane(storagePath: storagePath, plan: plan))
            sections.screens.append(Item(titleText: titleText, subtitleText: subtitle.map { JSONText($0) }, kind: .pane(child),
                                         visibleWhen: visibleWhen, origin: origin))
        case .pane:
            let child = builder.addPane(title: titleText.string, parent: pane)
            fill(pane: child, facts: facts, schemas: schemas, path: storagePath, conditions: conditions, origin: origin)
            sections.screens.append(Item(titleText: titleText, subtitleText: subtitle.map { JSONText($0) }, kind: .pane(child),
                                         visibleWhen: visibleWhen, origin: origin))
        case .paneWithEntries(var rule):
            // The screen of the properties, and below them the other members as a map's entries (the map holds only those).
            // The map belongs where the object's row is, as a map's row would be: its changes are "in Package › Engines".
            let child = builder.addPane(title: titleText.string, parent: pane)
            rule.namedMembers = fill(pane: child, facts: facts, schemas: schemas, path: storagePath, conditions: conditions, origin: origin)
            rule.namedPane = child
            var entries = Setting(key: key, titleText: titleText, kind: .map(rule), defaultValue: nil, helpText: mapper.help(facts).map { JSONText($0) },
                                  paneID: pane, origin: origin, conditions: conditions, storagePath: storagePath)
            entries.showsNotSet = true
            guard builder.addSetting(entries) != nil else { return }
            builder.showEntries(of: key, on: child)
            sections.screens.append(Item(titleText: titleText, subtitleText: subtitle.map { JSONText($0) }, kind: .pane(child),
                                         visibleWhen: visibleWhen, origin: origin))
        case .constant(let value):
            shape.addValue(storagePath)
            let shown = ShownValue(key: key, storagePath: storagePath, absent: .constant(value), asJSON: false)
            builder.noteShown(shown)
            sections.values.append(Item(titleText: titleText, subtitleText: subtitle.map { JSONText($0) },
                                        kind: .shown(shown), visibleWhen: visibleWhen, origin: origin))
        case .readOnly(let reason):
            shape.addValue(storagePath)
            let note = [subtitle, reason.note].compactMap { $0 }.joined(separator: " · ")
            let absent = mapper.value(facts, .default).map(ShownValue.Absent.defaultValue) ?? .notSet
            let shown = ShownValue(key: key, storagePath: storagePath, absent: absent, asJSON: true, reason: reason.because)
            builder.noteShown(shown)
            sections.readOnly.append(Item(titleText: titleText, subtitleText: JSONText(note), kind: .shown(shown),
                                          visibleWhen: visibleWhen, origin: origin))
        case .setting(let kind, let notes):
            shape.addValue(storagePath)
            var help = [mapper.help(facts)].compactMap { $0 } + notes
            if let subtitle { help.append(subtitle.last.map { ".!?".contains($0) } == true ? subtitle : subtitle + ".") }
            if name == "extends" && path.isEmpty { help.append("The file it names is not read: only this file's own values are shown.") }
            var setting = Setting(key: key, titleText: titleText, kind: kind, defaultValue: nil,
                                  helpText: help.isEmpty ? nil : JSONText(help.joined(separator: "\n")),
                                  paneID: pane, origin: origin, conditions: conditions, storagePath: storagePath)
            // `T | null` is T's row, with null one step away (`set KEY null`), not a list of two kinds.
            if case .variants(let variants) = kind, let besidesNull = variants.kindBesidesNull {
                setting.kind = besidesNull
                setting.allowsNull = true
            }
            if case .text(let rule) = setting.kind, let pattern = rule.pattern, TextPattern.problem(in: pattern) != nil {
                var checked = rule
                checked.pattern = nil
                setting.kind = .text(checked)
                builder.report(.jsonSchema(.patternIgnored(pattern)), at: .field("pattern", of: origin))
            }
            if case .choice(let options, var other?) = setting.kind, let pattern = other.rule.pattern, TextPattern.problem(in: pattern) != nil {
                other.rule.pattern = nil
                setting.kind = .choice(options, other: other)
                builder.report(.jsonSchema(.patternIgnored(pattern)), at: .origin(origin))
            }
            if let problem = Self.boundsProblem(of: setting) {
                builder.report(problem, at: .origin(origin))
                return
            }
            setting.defaultValue = defaultValue(facts, for: setting)
            setting.showsNotSet = true
            setting.isDeprecated = subtitle != nil
            guard let index = builder.addSetting(setting) else { return }
            sections.values.append(Item(titleText: titleText, subtitleText: subtitle.map { JSONText($0) },
                                        kind: .setting(key: key, index: index), visibleWhen: visibleWhen, origin: origin))
        }
    }

    /// The schemas `schemas` are, and those their `$ref`s lead to, in turn.
    private mutating func referenceChain(of schemas: [SchemaNode]) -> [SchemaNode] {
        var chain: [SchemaNode] = []
        for schema in schemas {
            var node: SchemaNode? = schema
            while let current = node, !chain.contains(current), chain.count < SchemaResolver.depthLimit {
                chain.append(current)
                node = nil
                if let ref = files.references(of: current).first, case .node(let target) = resolver.target(of: ref) {
                    node = target
                }
            }
        }
        return chain
    }

    /// Whether `form` is a constant's row, which is shown read-only already.
    private func isConstant(_ form: PropertyForm) -> Bool {
        if case .constant = form { return true }
        return false
    }

    /// Whether `schemas` (an object's) lead to a schema of a screen open on
    /// the way here: the object contains itself.
    private mutating func reachesOpenSchema(_ schemas: [SchemaNode]) -> Bool {
        let chain = referenceChain(of: schemas)
        return openSchemas.contains { open in open.contains { chain.contains($0) } }
    }

    /// Bounds no value can meet: a minimum above the maximum.
    private static func boundsProblem(of setting: Setting) -> LayoutProblem.Reason? {
        switch setting.kind {
        case .number(let rule):
            if let min = rule.min, let max = rule.max, min > max { return .minAboveMax(key: setting.key, min: min, max: max) }
        case .list(let rule):
            if let min = rule.minCount, let max = rule.maxCount, min > max { return .minCountAboveMaxCount(key: setting.key, min: min, max: max) }
        default:
            break
        }
        return nil
    }

    /// "Deprecated", with the schema's message when it gives one.
    private func deprecation(_ facts: SchemaFacts) -> String? {
        let message = mapper.string(facts, .markdownDeprecationMessage).map(MarkdownText.plain) ?? mapper.string(facts, .deprecationMessage)
        if let message, !message.isEmpty { return "Deprecated: " + message }
        return mapper.bool(facts, .deprecated) == true ? "Deprecated" : nil
    }

    /// The default, when the setting's rules take it; else a warning (null says "not set": no warning).
    private mutating func defaultValue(_ facts: SchemaFacts, for setting: Setting) -> JSONValue? {
        guard let node = facts[.default] else { return nil }
        let document = files.document(node.file)
        let value = document.value(node.node)
        if value == .null { return nil }
        let problem = document.holdsUnstorableNumber(value, at: node.node)
            ? "is too large to be stored" : ValueRules.problem(with: value, for: setting)
        guard let problem else { return value }
        let span = document.span(node.node)
        let spelled = span.count <= 200 ? String(decoding: document.bytes[span], as: UTF8.self) : value.jsonText
        builder.report(.jsonSchema(.defaultIgnored(spelled, problem: problem)), at: .origin(files.origin(node)))
        return nil
    }

    static func member(at path: [String], in document: JSONDocument) -> JSONNodeID? {
        var node = document.root
        for name in path {
            guard let next = document.member(name, of: node) else { return nil }
            node = next
        }
        return node
    }

    /// Counts a row against ``rowLimit``; false (reported once) beyond it,
    /// and once merging ran out of its budget (the resolver reported that).
    mutating func spend() -> Bool {
        if resolver.isOverBudget { return false }
        rowsAdded += 1
        guard rowsAdded > Self.rowLimit else { return true }
        reportTooLarge()
        return false
    }

    private mutating func reportTooLarge() {
        guard !overBudget else { return }
        overBudget = true
        builder.report(.jsonSchema(.tooLarge(rows: Self.rowLimit, screens: Self.paneLimit)), at: .whole)
    }
}
