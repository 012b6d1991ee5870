import LosslessJSON
import SettingsCore

/// Gathers what a schema says about a value (``SchemaFacts``), following
/// `$ref`s and merging `allOf`s, each schema node once (remembered), with
/// the problems found on the way: references that lead nowhere or back to
/// themselves, types that contradict, nesting beyond ``depthLimit``,
/// merging beyond ``mergeBudget``.
struct SchemaResolver {
    let files: SchemaFiles
    private var known: [SchemaNode: SchemaFacts] = [:]
    /// The schemas being read, outermost first: a stack no deeper than
    /// ``depthLimit``, searched in place (a set hashed each schema twice).
    private var inProgress: [SchemaNode] = []
    private var reported: Set<SchemaNode> = []
    /// Where each `$ref` text leads, by the file it is written in: many
    /// schemas name the same definition, and walking a JSON pointer through
    /// a large `definitions` object is the costly part of reading one.
    private var targets: [ReferenceKey: SchemaFiles.Target] = [:]

    /// The properties listed for facts, by the objects they merge: the
    /// screens of one definition reached from many places list them once.
    private var listed: [PropertySources: PropertyList] = [:]
    /// The members of each `properties` object merged so far, its names decoded once.
    private var members: [SchemaNode: [(name: String, schema: SchemaNode)]] = [:]

    private struct ReferenceKey: Hashable {
        let file: Int
        let ref: String
        /// `$ref`, or a dynamic reference, which may lead elsewhere.
        let keyword: String
    }
    /// Problems found, with the node each is about, in the order found.
    private(set) var problems: [(SchemaReason, SchemaNode)] = []

    /// How deep `$ref`s and `allOf`s may nest (a chain of 20 definitions is ordinary).
    static let depthLimit = 100
    /// How many schemas merging may copy in all. Each node is read once,
    /// but a definition merged twice into the next, and that twice into
    /// the next, doubles what is held at every level: a few kilobytes of
    /// schema would ask for gigabytes. A schema of 5,000 properties spends
    /// about 5,000 of this.
    static let mergeBudget = 2_000_000
    /// The schemas merged so far.
    private(set) var mergeWork = 0
    /// Whether ``mergeBudget`` ran out: the layout is refused, and every
    /// schema reads as saying nothing from then on.
    private(set) var isOverBudget = false

    init(files: SchemaFiles) {
        self.files = files
    }

    /// The properties `facts` describes, in order, each with every schema
    /// that describes it once: each name where first met, its schemas in the
    /// order met (a later alternative's only for the names it brings).
    /// Listed once, and kept.
    mutating func properties(of facts: SchemaFacts) -> [(name: String, schemas: [SchemaNode])] {
        list(of: facts.propertySources).entries
    }

    /// How many objects a list may merge for its first ones' list to be looked for.
    private static let prefixesLookedFor = 8

    /// The list of `sources`, kept. A list of several objects grows from the
    /// longest one kept of its first objects: a screen of several schemas is
    /// mostly one definition's properties and a few more (Renovate's
    /// managers' screens: the root's 300 and the manager's own 150).
    private mutating func list(of sources: PropertySources) -> PropertyList {
        if let known = listed[sources] { return known }
        let count = sources.sources.count
        var (base, start) = (PropertyList(), 0)
        if count > 1, count <= Self.prefixesLookedFor, !sources.hasAlternatives {
            for length in stride(from: count - 1, through: 1, by: -1) {
                if let known = listed[sources.prefix(length)] {
                    (base, start) = (known, length)
                    break
                }
            }
            if start == 0 {
                (base, start) = (list(of: sources.prefix(1)), 1)
            }
        }
        let list = sources.merged(onto: base, from: start) { source in members(of: source.object) }
        listed[sources] = list
        return list
    }

    /// The members of the `properties` object `object`, each name decoded once.
    private mutating func members(of object: SchemaNode) -> [(name: String, schema: SchemaNode)] {
        if let known = members[object] { return known }
        let found = PropertySources.members(of: object, in: files)
        members[object] = found
        return found
    }

    /// What the schema at `node` says, its references and `allOf`s included.
    mutating func facts(_ node: SchemaNode) -> SchemaFacts {
        facts(node, depth: 0)
    }

    /// What several schemas describing one value say together, the first nearest.
    /// (Their properties are not merged here: ``properties(of:)`` lists them when asked.)
    mutating func facts(_ nodes: [SchemaNode]) -> SchemaFacts {
        guard var merged = nodes.first.map({ facts($0) }) else { return SchemaFacts() }
        for node in nodes.dropFirst() {
            merge(facts(node), into: &merged, at: node)
        }
        return merged
    }

    private mutating func facts(_ node: SchemaNode, depth: Int) -> SchemaFacts {
        if let done = known[node] { return done }
        if isOverBudget { return SchemaFacts() }
        let document = files.document(node.file)
        var facts = SchemaFacts()
        switch document.kind(node.node) {
        case .bool:
            if document.bool(node.node) == false { facts.noteRefusesAll() }
            return facts
        case .object:
            break
        default:
            return facts
        }
        guard depth < Self.depthLimit else {
            report(.tooDeep(limit: Self.depthLimit), at: node)
            return facts
        }
        inProgress.append(node)
        defer { inProgress.removeLast() }
        if let clash = facts.take(node, in: document) { reportClash(clash, at: facts.typeNode ?? node) }
        for count in facts.malformedCounts {
            let name = document.key(count.node) ?? ""
            report(.countNotWhole(keyword: name, spelled: document.numberText(count.node), found: document.kind(count.node)), at: count)
        }
        if let typeNode = facts.typeNode {
            for name in facts.unknownTypes { report(.unknownType(name), at: typeNode) }
        }
        for (keyword, at) in files.references(of: node) {
            if let ref = document.string(at.node) {
                switch target(ofRefAt: at, keyword: keyword, text: ref) {
                case .node(let target):
                    if inProgress.contains(target) {
                        report(.refCycle(ref), at: at)
                    } else {
                        merge(self.facts(target, depth: depth + 1), into: &facts, at: at)
                    }
                case .remote(let url):
                    report(.refRemote(ref, url: url), at: at)
                    facts.noteRemote(ref)
                case .unreadable(let file):
                    // Reported where the file is first named; what it defines is shown read-only.
                    facts.noteUnreadable(file: file)
                case .unresolved:
                    report(.refUnresolved(ref), at: at)
                }
            } else {
                report(.refNotString(found: document.kind(at.node)), at: at)
            }
        }
        if let allOf = document.member("allOf", of: node.node), document.kind(allOf) == .array {
            for part in document.children(allOf) {
                let partNode = SchemaNode(file: node.file, node: part)
                if inProgress.contains(partNode) { continue }
                merge(self.facts(partNode, depth: depth + 1), into: &facts, at: partNode)
            }
        }
        known[node] = facts
        return facts
    }

    /// Where the reference `ref` leads (as ``SchemaFiles/target(ofRefAt:)``
    /// finds it), worked out once per text, as when facts are gathered.
    mutating func target(of ref: (keyword: String, member: SchemaNode)) -> SchemaFiles.Target {
        guard let text = files.document(ref.member.file).string(ref.member.node) else { return files.target(ofRefAt: ref.member) }
        return target(ofRefAt: ref.member, keyword: ref.keyword, text: text)
    }

    /// Where the `$ref` at `at` (whose text is `ref`) leads, worked out
    /// once per text and file — but for a file with resources of its own,
    /// where the same text may lead elsewhere in each.
    private mutating func target(ofRefAt at: SchemaNode, keyword: String, text ref: String) -> SchemaFiles.Target {
        guard !files.files[at.file].needsURIRules else { return files.target(ofRefAt: at) }
        let key = ReferenceKey(file: at.file, ref: ref, keyword: keyword)
        if let known = targets[key] { return known }
        let found = files.target(ofRefAt: at)
        targets[key] = found
        return found
    }

    /// Merges `more` (read at `node`) beneath `facts`, counting its
    /// schemas against ``mergeBudget``; beyond it, reports `node` once and
    /// merges nothing more.
    private mutating func merge(_ more: SchemaFacts, into facts: inout SchemaFacts, at node: SchemaNode) {
        guard !isOverBudget else { return }
        mergeWork += more.size + 1
        guard mergeWork <= Self.mergeBudget else {
            isOverBudget = true
            report(.tooMuchMerging(limit: Self.mergeBudget), at: node)
            return
        }
        if let clash = facts.absorb(more) { reportClash(clash, at: more.typeNode ?? node) }
    }

    private mutating func reportClash(_ clash: (Set<String>, Set<String>), at node: SchemaNode) {
        report(.typesContradict(Self.spell(clash.1), Self.spell(clash.0)), at: node)
    }

    private static func spell(_ types: Set<String>) -> String {
        types.sorted().map { "\"\($0)\"" }.joined(separator: " or ")
    }

    /// Reports a problem once per node (a schema reached from many places is read once anyway).
    mutating func report(_ reason: SchemaReason, at node: SchemaNode) {
        guard reported.insert(node).inserted else { return }
        problems.append((reason, node))
    }
}
