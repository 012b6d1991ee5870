import LosslessJSON
import SettingsCore
import Synchronization

/// Decides what a property becomes (``PropertyForm``) from what its schema
/// says (``SchemaFacts``): the settings-app reading of JSON Schema.
struct SchemaMapper {
    let files: SchemaFiles
    /// A VS Code manifest's `%name%` texts (none for a JSON Schema). Fixed
    /// for the mapper's life: its copies share ``plainTexts``.
    let translations: ManifestTranslations
    /// Markdown made plain, by the node that holds it: a definition named
    /// in a hundred places (Renovate's) has its help read once.
    private let plainTexts = PlainTexts()
    /// Whether ``help(_:)`` reads help at all: a layout read only to check
    /// files against it shows none, and making Markdown plain is no small
    /// part of reading a large schema.
    let readsHelp: Bool

    init(files: SchemaFiles, translations: ManifestTranslations = ManifestTranslations(), readsHelp: Bool = true) {
        self.files = files
        self.translations = translations
        self.readsHelp = readsHelp
    }

    private final class PlainTexts: Sendable {
        private let texts = Mutex<[SchemaNode: String]>([:])

        func plain(_ node: SchemaNode, _ markdown: () -> String?) -> String? {
            if let known = texts.withLock({ $0[node] }) { return known }
            guard let text = markdown().map(MarkdownText.plain) else { return nil }
            texts.withLock { $0[node] = text }
            return text
        }
    }

    // MARK: - Reading keywords

    func value(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> JSONValue? {
        facts[keyword].map { files.document($0.file).value($0.node) }
    }

    func text(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> JSONText? {
        guard let text = facts[keyword].flatMap({ files.document($0.file).text($0.node) }) else { return nil }
        return ManifestTranslations.placeholder(text.string) == nil ? text : JSONText(translations.resolve(text.string))
    }

    func string(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> String? {
        facts[keyword].flatMap { files.document($0.file).string($0.node) }.map(translations.resolve)
    }

    func bool(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> Bool? {
        facts[keyword].flatMap { files.document($0.file).bool($0.node) }
    }

    /// A finite number (a bound too large to hold is no bound).
    func number(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> JSONNumber? {
        guard let number = facts[keyword].flatMap({ files.document($0.file).exactNumber($0.node) }), number.isFinite else { return nil }
        return number
    }

    /// A count: a whole number from 0 up; one beyond 64 bits is the most
    /// there can be (no text or list is that long). Any other value was
    /// reported where the schema gives it.
    func count(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> Int? {
        guard let node = facts[keyword], let number = files.document(node.file).exactNumber(node.node), SchemaFacts.isCount(number) else {
            return nil
        }
        return number.integer.map { Int(clamping: $0) } ?? Int.max
    }

    /// The strings of an array keyword (`enumDescriptions`), nil where an entry isn't one.
    func strings(_ facts: SchemaFacts, _ keyword: SchemaKeyword) -> [String?] {
        guard let node = facts[keyword] else { return [] }
        let document = files.document(node.file)
        return document.children(node.node).map { document.string($0).map(translations.resolve) }
    }

    /// The title of a property's own schema, not that of a whole document
    /// its `$ref` leads to (a schema file's title, "JSON schema for … files",
    /// names the file, not the property).
    func title(_ facts: SchemaFacts) -> JSONText? {
        guard let node = facts[.title] else { return nil }
        let document = files.document(node.file)
        if document.member("title", of: document.root) == node.node { return nil }
        return text(facts, .title)
    }

    /// The help of a schema: its Markdown description made plain, else its description.
    func help(_ facts: SchemaFacts) -> String? {
        guard readsHelp else { return nil }
        if let node = facts[.markdownDescription], let text = plainTexts.plain(node, { string(facts, .markdownDescription) }) {
            return text
        }
        return string(facts, .description)
    }

    /// Whether the types allowed besides null are `object` alone (compared
    /// in place: a set written `["object"]` was made on every row).
    func isObject(_ facts: SchemaFacts) -> Bool {
        guard let types = facts.types else { return false }
        switch types.count {
        case 1: return types.first == "object"
        case 2: return types.contains("object") && types.contains("null")
        default: return false
        }
    }

    /// The types allowed besides null.
    func types(_ facts: SchemaFacts) -> Set<String>? {
        // Most types hold no null: they are returned as they are, not copied.
        guard let types = facts.types, types.contains("null") else { return facts.types }
        return types.subtracting(["null"])
    }

    // MARK: - Forms

    /// What a property of `name` becomes; `resolver` reads the schemas of
    /// `oneOf`/`anyOf` branches and items. Without `containers` (an entry
    /// of a map, a field of a record) maps, records and objects of
    /// properties are not built: such a part, which has no screen of its
    /// own, is a value typed as JSON of its shape. A `nested` form (a branch
    /// of a value of several kinds) is not itself one of several kinds: a
    /// branch of several kinds again is any JSON value.
    func form(_ facts: SchemaFacts, name: String, resolver: inout SchemaResolver, containers: Bool = true, nested: Bool = false) -> PropertyForm {
        if facts.types == nil && facts[.enum] == nil {
            if let file = facts.unreadableFile { return .readOnly(.unreadableFile(file)) }
            if facts.remoteRef != nil { return .readOnly(.remote) }
        }
        if let constant = value(facts, .const), facts[.enum] == nil { return .constant(constant) }
        if let choices = options(facts, resolver: &resolver) {
            if let free = choices.free {
                // The options, or a text of one's own following the free branch's rules (and the property's own).
                var (rule, notes) = textRule(free, name: name)
                let (outer, outerNotes) = textRule(facts, name: name)
                rule.pattern = rule.pattern ?? outer.pattern
                rule.minLength = rule.minLength ?? outer.minLength
                rule.maxLength = rule.maxLength ?? outer.maxLength
                rule.format = rule.format ?? outer.format
                return .setting(.choice(choices.options, other: OtherText(rule: rule, help: help(free).map(Self.oneLine))), notes: notes.isEmpty ? outerNotes : notes)
            }
            let values = Set(choices.options.map(\.value))
            if values == [.bool(true), .bool(false)] { return .setting(.switch(SwitchRule()), notes: []) }
            return .setting(.choice(choices.options), notes: [])
        }
        var types = types(facts) ?? branchTypes(facts, resolver: &resolver) ?? []
        // (Counted first: comparing with a set written here made that set on every row.)
        if types.count == 2, types.contains("integer"), types.contains("number") { types = ["number"] }
        if types.isEmpty {
            if facts.hasProperties { return containers ? objectWithProperties(facts, resolver: &resolver) : Self.typedAsJSON(.object) }
            if facts[.items] != nil { types = ["array"] }
            else if facts[.additionalProperties] != nil || facts[.patternProperties] != nil {
                return containers ? map(facts, resolver: &resolver) : Self.typedAsJSON(.object)
            }
            else if facts[.oneOf] != nil || facts[.anyOf] != nil {
                return nested ? Self.typedAsJSON(nil) : variants(ofBranches: facts, name: name, resolver: &resolver)
            }
            else if facts.types == ["null"] { return .constant(.null) }
            else { return .setting(.json(JSONRule()), notes: []) }
        }
        guard types.count == 1, let type = types.first else {
            return nested ? Self.typedAsJSON(nil) : variants(ofTypes: types, facts: facts, name: name, resolver: &resolver)
        }
        // One kind or null (`"type": ["string", "null"]`, `anyOf: [T, {"type": "null"}]`):
        // null is a value of its own, so the row is of two kinds — unless the
        // one kind has screens of its own (an object, a list of records).
        if !nested, let nullable = nullableForm(facts, types: types, name: name, resolver: &resolver) { return nullable }
        return form(facts, type: type, name: name, resolver: &resolver, containers: containers)
    }

    /// What a property of one `type` becomes.
    func form(_ facts: SchemaFacts, type: String, name: String, resolver: inout SchemaResolver, containers: Bool = true) -> PropertyForm {
        switch type {
        case "boolean":
            return .setting(.switch(SwitchRule()), notes: [])
        case "string":
            return text(facts, name: name)
        case "integer", "number":
            return .setting(.number(numberRule(facts, integer: type == "integer")), notes: [])
        case "array":
            return list(facts, resolver: &resolver, containers: containers)
        case "object":
            if facts.hasProperties { return containers ? objectWithProperties(facts, resolver: &resolver) : Self.typedAsJSON(.object) }
            guard containers, facts[.additionalProperties] != nil || facts[.patternProperties] != nil else { return Self.typedAsJSON(.object) }
            return map(facts, resolver: &resolver)
        default:
            return .readOnly(.anyValue)
        }
    }

    /// A value typed as JSON, of one shape or (nil) any.
    static func typedAsJSON(_ shape: JSONRule.Shape?) -> PropertyForm {
        .setting(.json(JSONRule(shape: shape)), notes: [])
    }

    /// The value of one kind or null as two kinds, when the kind is one a
    /// row edits; nil when null is not allowed, or when the kind has
    /// screens of its own (an object of properties, a map, a list of
    /// records: null then reads as that kind).
    private func nullableForm(_ facts: SchemaFacts, types: Set<String>, name: String, resolver: inout SchemaResolver) -> PropertyForm? {
        let result: PropertyForm
        if facts.types?.contains("null") == true {
            guard let type = types.first, !hasScreens(form(facts, type: type, name: name, resolver: &resolver)) else { return nil }
            result = variants(ofTypes: types, facts: facts, name: name, resolver: &resolver)
        } else if facts.types == nil, let branchesNode = facts[.oneOf] ?? facts[.anyOf] {
            let branches = files.document(branchesNode.file).children(branchesNode.node).map {
                resolver.facts(SchemaNode(file: branchesNode.file, node: $0))
            }
            guard branches.contains(where: { $0.types == ["null"] }) else { return nil }
            for branch in branches where branch.types != ["null"] && hasScreens(self.form(branch, name: name, resolver: &resolver, nested: true)) {
                return nil
            }
            result = variants(ofBranches: facts, name: name, resolver: &resolver)
        } else {
            return nil
        }
        if case .setting = result { return result }
        return nil
    }

    /// Whether a form opens screens of its own parts.
    private func hasScreens(_ form: PropertyForm) -> Bool {
        switch form {
        case .pane, .paneWithEntries: return true
        case .setting(let kind, _): return kind.isContainer
        default: return false
        }
    }

    /// The one type every `oneOf`/`anyOf` branch has, if they agree.
    private func branchTypes(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> Set<String>? {
        guard let branchesNode = facts[.oneOf] ?? facts[.anyOf] else { return nil }
        let document = files.document(branchesNode.file)
        var found: Set<String>?
        for branch in document.children(branchesNode.node) {
            guard let types = types(resolver.facts(SchemaNode(file: branchesNode.file, node: branch))), !types.isEmpty else { continue }
            if let known = found, known != types { return nil }
            found = types
        }
        return found
    }

    private func text(_ facts: SchemaFacts, name: String) -> PropertyForm {
        let (rule, notes) = textRule(facts, name: name)
        return .setting(.text(rule), notes: notes)
    }

    /// A text's rules, and a help note for a `format` that is not checked.
    private func textRule(_ facts: SchemaFacts, name: String) -> (TextRule, [String]) {
        var rule = TextRule()
        rule.maxLength = count(facts, .maxLength)
        rule.minLength = count(facts, .minLength).flatMap { $0 > 0 ? $0 : nil }
        rule.pattern = string(facts, .pattern)
        rule.patternMatchesAnywhere = true
        rule.secure = bool(facts, .writeOnly) == true || Self.namesASecret(name)
        var notes: [String] = []
        if let format = string(facts, .format) {
            rule.format = TextFormat(rawValue: format)
            if rule.format == nil { notes.append("Format: \(format).") }
        }
        return (rule, notes)
    }

    /// Words in a property's name that mark its value as a secret.
    private static let secretWords = ["password", "passwd", "secret", "token", "apikey", "api_key", "api-key", "passphrase"].map { Array($0.utf8) }

    /// Whether `name` holds one of ``secretWords``, in any case. Compared as
    /// bytes: the generic substring search cost a sixth of opening a schema
    /// of 5,000 properties.
    static func namesASecret(_ name: String) -> Bool {
        let bytes = Array(name.lowercased().utf8)
        return secretWords.contains { word in
            bytes.count >= word.count && (0...(bytes.count - word.count)).contains { bytes[$0..<($0 + word.count)].elementsEqual(word) }
        }
    }

    private func numberRule(_ facts: SchemaFacts, integer: Bool) -> NumberRule {
        var rule = NumberRule(min: number(facts, .minimum), max: number(facts, .maximum), step: number(facts, .multipleOf))
        if let step = rule.step, !(step > 0 as JSONNumber) { rule.step = nil }
        // Draft 4 says exclusiveness with a boolean beside the bound; later drafts give the bound itself.
        if let exclusive = number(facts, .exclusiveMinimum) {
            rule.min = exclusive
            rule.minExclusive = true
        } else if bool(facts, .exclusiveMinimum) == true, rule.min != nil {
            rule.minExclusive = true
        }
        if let exclusive = number(facts, .exclusiveMaximum) {
            rule.max = exclusive
            rule.maxExclusive = true
        } else if bool(facts, .exclusiveMaximum) == true, rule.max != nil {
            rule.maxExclusive = true
        }
        if integer {
            if rule.step == nil { rule.step = 1 }
            // Whole bounds: an exclusive bound moves to the next whole number, and a bound moves to the first multiple of the step.
            if let min = rule.min { rule.min = Self.wholeBound(min, exclusive: rule.minExclusive, up: true, step: rule.step) }
            if let max = rule.max { rule.max = Self.wholeBound(max, exclusive: rule.maxExclusive, up: false, step: rule.step) }
            rule.minExclusive = false
            rule.maxExclusive = false
        }
        return rule
    }

    /// The nearest whole multiple of `step` inside a bound (the bound itself when it is one).
    static func wholeBound(_ bound: JSONNumber, exclusive: Bool, up: Bool, step: JSONNumber?) -> JSONNumber {
        let value = bound.double
        guard abs(value) < 9.0e15 else { return bound }
        var whole = up ? value.rounded(.up) : value.rounded(.down)
        if exclusive && whole == value { whole += up ? 1 : -1 }
        if let step = step?.integer, step > 1 {
            let size = Double(step)
            whole = up ? (whole / size).rounded(.up) * size : (whole / size).rounded(.down) * size
        }
        // A huge step can carry the bound past what a whole number holds: the bound is kept as written.
        guard abs(whole) < 9.0e15 else { return bound }
        return JSONNumber(Int64(whole))
    }

    private func list(_ facts: SchemaFacts, resolver: inout SchemaResolver, containers: Bool) -> PropertyForm {
        // No `items`, or a tuple (`items` as an array, `prefixItems`): any array, typed as JSON.
        guard let itemsNode = facts[.items], files.document(itemsNode.file).kind(itemsNode.node) == .object else {
            return .setting(.json(JSONRule(shape: .array)), notes: [])
        }
        let items = resolver.facts(itemsNode)
        var rule = ListRule()
        rule.unique = bool(facts, .uniqueItems) ?? false
        rule.minCount = count(facts, .minItems)
        rule.maxCount = count(facts, .maxItems)
        if let choices = options(items, resolver: &resolver), choices.free == nil {
            rule.options = choices.options
            return .setting(.list(rule), notes: [])
        }
        let types = types(items) ?? []
        let textOnly = items[.pattern] != nil || items[.minLength] != nil || items[.maxLength] != nil || items[.format] != nil
        if types == ["string"] || (types.isEmpty && !items.hasProperties && textOnly) {
            return .setting(.list(rule), notes: [])
        }
        if containers, items.hasProperties {
            return records(items, of: facts, resolver: &resolver)
        }
        // Items of other kinds (lists, objects without properties, a text or an object), or records inside a record: the list as JSON.
        return Self.typedAsJSON(.array)
    }

    // MARK: - Options

    /// A choice's options: from `enum`, or from `oneOf`/`anyOf` branches of
    /// `const`s and `enum`s; `free`, the branch that also allows any text, if one does.
    struct Choices {
        var options: [ChoiceOption] = []
        var free: SchemaFacts?
    }

    func options(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> Choices? {
        var choices = Choices()
        var seen: Set<JSONValue> = []
        func add(_ value: JSONValue, title: JSONText?, help: String?) -> Bool {
            guard value.isScalar else { return false }
            if seen.insert(value).inserted {
                choices.options.append(ChoiceOption(titleText: title ?? JSONText(Self.title(of: value)), value: value, shortText: nil,
                                                    helpText: help.map { JSONText(Self.oneLine($0)) }))
            }
            return true
        }
        if let enumNode = facts[.enum] {
            let document = files.document(enumNode.file)
            // Room for every value at once: growing the set rehashed it at each doubling.
            seen.reserveCapacity(document.count(enumNode.node))
            choices.options.reserveCapacity(document.count(enumNode.node))
            let labels = strings(facts, .enumItemLabels)
            let markdown = strings(facts, .markdownEnumDescriptions)
            let plain = strings(facts, .enumDescriptions)
            for (index, node) in document.children(enumNode.node).enumerated() {
                let help = !readsHelp ? nil : (markdown.indices.contains(index) ? markdown[index].map(MarkdownText.plain) : nil)
                    ?? (plain.indices.contains(index) ? plain[index] : nil)
                let label = labels.indices.contains(index) ? labels[index].map { JSONText($0) } : nil
                guard add(document.value(node), title: label, help: help) else { return nil }
            }
            return choices.options.isEmpty ? nil : choices
        }
        guard let branchesNode = facts[.oneOf] ?? facts[.anyOf] else { return nil }
        let document = files.document(branchesNode.file)
        for branch in document.children(branchesNode.node) {
            let branchFacts = resolver.facts(SchemaNode(file: branchesNode.file, node: branch))
            let help = self.help(branchFacts)
            if let constant = value(branchFacts, .const) {
                guard add(constant, title: text(branchFacts, .title), help: help) else { return nil }
            } else if branchFacts[.enum] != nil, let inner = options(branchFacts, resolver: &resolver) {
                for option in inner.options {
                    guard add(option.value, title: option.titleText, help: option.help ?? help) else { return nil }
                }
            } else if types(branchFacts) == ["string"] && !branchFacts.hasProperties {
                if choices.free == nil { choices.free = branchFacts }
            } else if branchFacts.types == ["null"] {
                guard add(.null, title: nil, help: help) else { return nil }
            } else {
                return nil
            }
        }
        return choices.options.isEmpty ? nil : choices
    }

    /// An option's help is the subtitle of its row: one line, its breaks read as spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(" ") }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// An option's title when the schema gives none: the value as it is
    /// typed (`null` too — a value of its own, never "not set").
    static func title(of value: JSONValue) -> String {
        value.plainText
    }
}
