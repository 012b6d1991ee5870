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
    private var inProgress: Set<SchemaNode> = []
    private var reported: Set<SchemaNode> = []
    /// Where each `$ref` text leads, by the file it is written in: many
    /// schemas name the same definition, and walking a JSON pointer through
    /// a large `definitions` object is the costly part of reading one.
    private var targets: [ReferenceKey: SchemaFiles.Target] = [:]

    private struct ReferenceKey: Hashable {
        let file: Int
        let ref: String
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

    /// What the schema at `node` says, its references and `allOf`s included.
    mutating func facts(_ node: SchemaNode) -> SchemaFacts {
        facts(node, depth: 0)
    }

    /// What several schemas describing one value say together, the first nearest.
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
        inProgress.insert(node)
        defer { inProgress.remove(node) }
        if let clash = facts.take(node, in: document) { reportClash(clash, at: facts.typeNode ?? node) }
        for count in facts.malformedCounts {
            let name = document.key(count.node) ?? ""
            report(.countNotWhole(keyword: name, spelled: document.numberText(count.node), found: document.kind(count.node)), at: count)
        }
        if let typeNode = facts.typeNode {
            let typeDocument = files.document(typeNode.file)
            for name in SchemaFacts.typeNames(typeNode.node, in: typeDocument).sorted() where !SchemaFacts.knownTypes.contains(name) {
                report(.unknownType(name), at: typeNode)
            }
        }
        if let refNode = document.member("$ref", of: node.node) {
            let at = SchemaNode(file: node.file, node: refNode)
            if let ref = document.string(refNode) {
                switch target(of: ref, in: node.file) {
                case .node(let target):
                    if inProgress.contains(target) {
                        report(.refCycle(ref), at: at)
                    } else {
                        merge(self.facts(target, depth: depth + 1), into: &facts, at: at)
                    }
                case .remote:
                    report(.refRemote(ref), at: at)
                    facts.noteRemote(ref)
                case .unresolved:
                    // A file that could not be read was reported where it is
                    // first named; what it defines is shown read-only.
                    if let file = unreadableFile(ref, from: node.file) {
                        facts.noteUnreadable(file: file)
                    } else {
                        report(.refUnresolved(ref), at: at)
                    }
                }
            } else {
                report(.refNotString(found: document.kind(refNode)), at: at)
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

    /// Where `ref`, written in `file`, leads (worked out once per text and file).
    private mutating func target(of ref: String, in file: Int) -> SchemaFiles.Target {
        let key = ReferenceKey(file: file, ref: ref)
        if let known = targets[key] { return known }
        let found = files.target(of: ref, in: file)
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

    /// The local file `ref` names when it could not be read; nil when it was (or `ref` names none).
    private func unreadableFile(_ ref: String, from file: Int) -> String? {
        let address = SchemaFiles.split(ref).address
        guard !address.isEmpty, !SchemaFiles.isRemote(address) else { return nil }
        let name = SchemaFiles.join(address, relativeTo: files.files[file].name, isMain: file == 0)
        return files.index(of: name) == nil ? name : nil
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
