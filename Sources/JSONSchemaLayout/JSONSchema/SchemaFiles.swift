import JSONSchemaValidation
import LosslessJSON
import SettingsCore

/// A schema's files, parsed: the one `--schema` names first, then every
/// file its `$ref`s name (and theirs), read up front through the closure
/// the caller gives, so that the rest of the source is pure and every place
/// can be spelled.
///
/// Most references are a JSON pointer in a file named by its path, and are
/// followed as written. Those that need the URI
/// rules — a file with resources of its own (`$id` below its root), a file
/// found by URL, a `$ref` a path does not lead to (an embedded resource, an
/// anchor in one, a URL in a `--schema-dir` folder) — are resolved up front
/// by the JSON Schema validator's own ``SchemaRegistry``, so that whatever
/// the validator reaches, the layout draws.
///
/// An ``Origin`` of a schema node is its file's first origin plus its node's
/// index: one number across all the files.
struct SchemaFiles: Sendable {
    struct File: Sendable {
        /// The name relative to the main schema's folder (the main one as
        /// typed), or the URI it was found at.
        var name: String
        var document: JSONDocument
        /// Its plain-name fragments (`"$anchor": "name"`, draft-07's `"$id": "#name"`), by name: the schema each names.
        var anchors: [String: JSONNodeID] = [:]
        /// Its `$ref`s, each with the local file it names by path (nil for
        /// none or a URL), and whether its address is a URL (or relative to one).
        var references: [(node: JSONNodeID, file: String?, isURL: Bool)] = []
        /// Whether its references are resolved by URI rules alone: it holds
        /// resources of its own, or was found by URL (paths beside it mean nothing).
        var needsURIRules = false
        /// Whether it has a `$dynamicRef` or a `$recursiveRef`.
        var hasDynamicReferences = false
    }

    private(set) var files: [File] = []
    /// The origin of each file's root, by the file's index: kept apart from
    /// ``files`` because `find` asks it of every row it reads, and reading a
    /// field of an element of an array of structs copies the whole element.
    private(set) var bases: [Int32] = []
    /// Problems of files named by `$ref`s (missing, unreadable, not JSON), at the `$ref` that first names each.
    private(set) var problems: [(SchemaReason, SchemaNode)] = []
    /// The files that could not be read, by name.
    private(set) var failed: Set<String> = []
    /// Where the references that needed the URI rules lead, by the `$ref` member's node.
    private var resolved: [SchemaNode: Target] = [:]
    /// The members of the large objects references lead through, by name.
    private let memberTables = SchemaMemberTables()

    /// The most files one schema may pull in.
    static let fileLimit = 256

    /// The draft of a schema that names none (`--draft`).
    let defaultDraft: Dialect

    /// The files of the schema `main`, named `name`; `read` reads a file by
    /// its path relative to the main schema's folder, or by a URL.
    /// `defaultDraft` is the draft of a file whose `$schema` names none.
    init(main: JSONDocument, name: String, defaultDraft: Dialect = .draft2020, read: (String) -> SchemaFileRead) {
        self.defaultDraft = defaultDraft
        files.append(File(name: name, document: main))
        bases.append(0)
        var uriRules: SchemaURIRules?
        var scanned = 0
        var checked = 0
        // Scan each file as it comes, following paths; then hand what paths
        // don't reach to the URI rules, which may bring more files to scan.
        while scanned < files.count {
            while scanned < files.count {
                scan(file: scanned, read: read)
                scanned += 1
            }
            while checked < scanned {
                for reference in files[checked].references {
                    let at = SchemaNode(file: checked, node: reference.node)
                    // A fragment alone, or a path read up front, leads where it is written: only a URL may need the rules.
                    guard files[checked].needsURIRules || reference.isURL && Self.isLeftToURIRules(plainTarget(of: at)) else { continue }
                    if uriRules == nil { uriRules = SchemaURIRules(main: main, defaultDraft: defaultDraft) }
                    uriRules?.resolve(at, in: &self, read: read)
                }
                checked += 1
            }
        }
    }

    /// Reads a file's anchors and references, and loads the files its
    /// references name by path (unless it needs the URI rules).
    private mutating func scan(file index: Int, read: (String) -> SchemaFileRead) {
        let found = Self.scan(files[index].document, from: files[index].name, isMain: index == 0, defaultDraft: defaultDraft)
        files[index].anchors = found.anchors
        files[index].references = found.references
        files[index].needsURIRules = found.hasResources || Self.isURI(files[index].name)
        files[index].hasDynamicReferences = found.hasDynamicReferences
        guard !files[index].needsURIRules else { return }
        for case (let refNode, let target?, _) in found.references {
            guard self.index(of: target) == nil, !failed.contains(target) else { continue }
            load(target, at: SchemaNode(file: index, node: refNode), read: read)
        }
    }

    /// Whether a reference followed as written needs the URI rules after all.
    private static func isLeftToURIRules(_ target: Target) -> Bool {
        switch target {
        case .node, .unreadable: false
        case .remote, .unresolved: true
        }
    }

    /// Reads the file `name` for the `$ref` at `at`; its index, or nil (the problem recorded).
    @discardableResult
    mutating func load(_ name: String, at: SchemaNode, read: (String) -> SchemaFileRead) -> Int? {
        guard files.count < Self.fileLimit else {
            failed.insert(name)
            problems.append((.refFileUnreadable(file: name, reason: "the schema names more than \(Self.fileLimit) files"), at))
            return nil
        }
        switch read(name) {
        case .missing:
            failed.insert(name)
            // A URL not found in any --schema-dir folder is said where the reference is read (see ``Target/remote``).
            guard !Self.isRemote(name) else { return nil }
            let ref = files[at.file].document.string(at.node) ?? name
            problems.append((.refFileMissing(ref: ref, file: name), at))
        case .failed(let reason):
            failed.insert(name)
            problems.append((.refFileUnreadable(file: name, reason: reason), at))
        case .bytes(let bytes):
            do throws(JSONSyntaxError) {
                let document = try JSONDocument.parse(bytes)
                let base = Int64(bases[bases.count - 1]) + Int64(files[files.count - 1].document.nodeCount)
                guard base + Int64(document.nodeCount) < Int64(Int32.max) else {
                    failed.insert(name)
                    problems.append((.refFileUnreadable(file: name, reason: "the schema's files are too large together"), at))
                    return nil
                }
                files.append(File(name: name, document: document))
                bases.append(Int32(base))
                return files.count - 1
            } catch {
                failed.insert(name)
                problems.append((.refFileSyntax(file: name, location: error.location, message: error.message), at))
            }
        }
        return nil
    }

    /// The index of the file named `name`, if it was read.
    func index(of name: String) -> Int? {
        files.firstIndex { $0.name == name }
    }

    func document(_ file: Int) -> JSONDocument { files[file].document }

    // MARK: - Origins

    func origin(_ node: SchemaNode) -> Origin {
        Origin(rawValue: bases[node.file] + node.node.index)
    }

    func node(_ origin: Origin) -> SchemaNode? {
        guard let file = bases.lastIndex(where: { $0 <= origin.rawValue }) else { return nil }
        let index = origin.rawValue - bases[file]
        guard index < files[file].document.nodeCount else { return nil }
        return SchemaNode(file: file, node: JSONNodeID(index: index))
    }

    /// A property's identity (see ``RowIdentity``): the origins of the
    /// schemas that describe it. Each is a member of a `properties` object,
    /// so the schemas say the property's name too.
    func identity(of schemas: [SchemaNode]) -> RowIdentity {
        RowIdentity(schemas.lazy.map { origin($0).rawValue })
    }

    /// `#/properties/a` in the main file, `common.json#/definitions/b` in another.
    func spell(_ node: SchemaNode) -> String {
        let pointer = "#" + files[node.file].document.pointer(of: node.node)
        return node.file == 0 ? pointer : files[node.file].name + pointer
    }

    /// A place spelled for a message: a node by its pointer, a field by its member's, a stored value by its dotted path.
    func describe(_ place: ProblemPlace) -> String {
        switch place {
        case .whole:
            return ""
        case .origin(let origin):
            return node(origin).map(spell) ?? ""
        case .field(let name, let origin):
            guard let node = node(origin) else { return "" }
            let member = document(node.file).member(name, of: node.node)
            return spell(member.map { SchemaNode(file: node.file, node: $0) } ?? node)
        case .storedValue(let key):
            return key
        }
    }

    // MARK: - References

    /// Where a `$ref` leads: a schema in one of the files, or why it leads
    /// nowhere it can be followed.
    enum Target: Sendable {
        case node(SchemaNode)
        /// A URL (absolute) that is not fetched, and of which no copy was found.
        case remote(String)
        /// A local file that could not be read (said where it is first named).
        case unreadable(file: String)
        case unresolved
    }

    /// The members whose value is a reference: `$ref`, and the dynamic
    /// ones, which a layout follows as the main schema would be validated.
    static let referenceKeywords = ["$ref", "$dynamicRef", "$recursiveRef"]

    /// The reference members of the schema object `node` (`$ref` first), with their keywords.
    func references(of node: SchemaNode) -> [(keyword: String, member: SchemaNode)] {
        let document = files[node.file].document
        guard document.kind(node.node) == .object else { return [] }
        // Most files have no dynamic reference: one look-up, not three, for each of their schemas.
        let keywords = files[node.file].hasDynamicReferences ? Self.referenceKeywords : Self.plainReference
        return keywords.compactMap { keyword in
            document.member(keyword, of: node.node).map { (keyword, SchemaNode(file: node.file, node: $0)) }
        }
    }

    private static let plainReference = ["$ref"]

    /// Where the reference member `ref` (its string value) leads.
    func target(ofRefAt ref: SchemaNode) -> Target {
        let found = resolved[ref] ?? plainTarget(of: ref)
        guard files[ref.file].hasDynamicReferences, case .node(let initial) = found,
              let keyword = files[ref.file].document.key(ref.node), keyword != "$ref" else { return found }
        return .node(outermost(keyword, from: initial) ?? initial)
    }

    /// Where a dynamic reference leads when validation starts at the main
    /// schema's root, the outermost scope: a `$dynamicRef` whose first
    /// target has a `$dynamicAnchor` of its name leads to the main file's
    /// anchor of that name; a `$recursiveRef` whose target has
    /// `$recursiveAnchor: true` leads to the main root, when that has one too.
    private func outermost(_ keyword: String, from initial: SchemaNode) -> SchemaNode? {
        let document = files[initial.file].document
        let main = files[0].document
        switch keyword {
        case "$dynamicRef":
            guard let name = document.member("$dynamicAnchor", of: initial.node).flatMap(document.string),
                  let outer = files[0].anchors[name],
                  main.member("$dynamicAnchor", of: outer).flatMap(main.string) == name else { return nil }
            return SchemaNode(file: 0, node: outer)
        case "$recursiveRef":
            guard document.member("$recursiveAnchor", of: initial.node).flatMap(document.bool) == true,
                  main.kind(main.root) == .object,
                  main.member("$recursiveAnchor", of: main.root).flatMap(main.bool) == true else { return nil }
            return SchemaNode(file: 0, node: main.root)
        default:
            return nil
        }
    }

    /// Where a `$ref` leads followed as written: a path to a file read up
    /// front, and a JSON pointer or an anchor in it.
    private func plainTarget(of refNode: SchemaNode) -> Target {
        let file = refNode.file
        guard let ref = files[file].document.string(refNode.node) else { return .unresolved }
        let (address, fragment) = Self.split(ref)
        var targetFile = file
        if !address.isEmpty {
            if Self.isRemote(address) {
                guard let own = Self.identifier(of: files[file].document), Self.split(own).address == address else { return .remote(address) }
            } else {
                let name = Self.join(address, relativeTo: files[file].name, isMain: file == 0)
                guard let found = index(of: name) else { return failed.contains(name) ? .unreadable(file: name) : .unresolved }
                targetFile = found
            }
        }
        return target(fragment: fragment, in: targetFile)
    }

    /// A fragment — a JSON pointer (`/definitions/a`, empty for the root) or
    /// an anchor's plain name (`a`), percent-encoded — in a file.
    func target(fragment: String, in file: Int) -> Target {
        let document = files[file].document
        // Most fragments have nothing percent-encoded: Foundation's decoding is not asked of them.
        guard let decoded = fragment.utf8.contains(UInt8(ascii: "%")) ? fragment.removingPercentEncoding : fragment else { return .unresolved }
        if !decoded.isEmpty && !decoded.hasPrefix("/") {
            guard let node = files[file].anchors[decoded] else { return .unresolved }
            return .node(SchemaNode(file: file, node: node))
        }
        let found = document.resolve(pointer: decoded, from: document.root) { name, object in
            memberTables.member(name, of: object, file: file, in: document)
        }
        guard let node = found else { return .unresolved }
        return .node(SchemaNode(file: file, node: node))
    }

    /// The URI rules' answer for one reference, kept.
    mutating func record(_ target: Target, for ref: SchemaNode) {
        resolved[ref] = target
    }

    /// One walk of a file: every `$ref` (with the local file it names by
    /// path), every anchor it defines (the first of a name wins), and
    /// whether a schema below its root has an `$id` of its own.
    private static func scan(_ document: JSONDocument, from name: String, isMain: Bool, defaultDraft: Dialect)
        -> (references: [(node: JSONNodeID, file: String?, isURL: Bool)], anchors: [String: JSONNodeID], hasResources: Bool,
            hasDynamicReferences: Bool) {
        var found: [(node: JSONNodeID, file: String?, isURL: Bool)] = []
        var anchors: [String: JSONNodeID] = [:]
        var hasResources = false
        var hasDynamicReferences = false
        // Draft 4 names a resource with `id`; later drafts' `id` is any other member.
        let draft4 = identifierKeyword(of: document, defaultDraft: defaultDraft) == "id"
        let hasURLBase = identifier(of: document).map(isURI) == true
        // Each container with whether its members are schemas by any name (under `properties` and the like).
        var stack = [(node: document.root, namesSchemas: false)]
        while let (node, namesSchemas) = stack.popLast() {
            for child in document.children(node) {
                // A key is decoded only when its first byte may begin a keyword looked for: most are not.
                let first = document.firstKeyByte(child)
                let kind = document.kind(child)
                if kind == .object || kind == .array {
                    var childNamesSchemas = false
                    if !namesSchemas, let first, Self.containerKeywordStarts[Int(first)], let key = document.key(child) {
                        // A value's `default`, `examples`… are data: an `$id` or `$ref` there names nothing.
                        if dataKeywords.contains(key) { continue }
                        childNamesSchemas = schemaMaps.contains(key)
                    }
                    stack.append((child, childNamesSchemas))
                    continue
                }
                guard first == UInt8(ascii: "$") || first == UInt8(ascii: "i") || first == UInt8(ascii: "\\") else { continue }
                if document.firstStringByte(child) == UInt8(ascii: "#"), document.hasKey(child, "$ref") {
                    // A place in this file (`#/definitions/a`), most references: no address to read, no key or text to decode.
                    found.append((child, nil, false))
                    continue
                }
                guard let key = document.key(child) else { continue }
                guard let text = document.string(child) else { continue }
                switch key {
                case "$ref", "$dynamicRef", "$recursiveRef":
                    if key != "$ref" { hasDynamicReferences = true }
                    // Beneath a root `$id` that is a URL, a relative address is relative to that URL: the URI rules find it.
                    let address = split(text).address
                    let isPath = !address.isEmpty && !isRemote(address) && !hasURLBase
                    found.append((child, isPath ? join(address, relativeTo: name, isMain: isMain) : nil, !address.isEmpty && !isPath))
                case "$anchor", "$dynamicAnchor":
                    if anchors[text] == nil, !text.isEmpty { anchors[text] = node }
                case "$id", "id":
                    // Draft-07 and earlier name a schema by an `$id` that is only a fragment (`"#name"`).
                    if text.hasPrefix("#"), text.count > 1, !text.hasPrefix("#/"), anchors[String(text.dropFirst())] == nil {
                        anchors[String(text.dropFirst())] = node
                    }
                    if node != document.root, !text.hasPrefix("#"), key == "$id" || draft4 {
                        hasResources = true
                    }
                default:
                    break
                }
            }
        }
        // Reversed in place: a reversed copy retained and released every address.
        found.reverse()
        return (found, anchors, hasResources, hasDynamicReferences)
    }

    /// The keywords whose members are each a schema, by any name.
    private static let schemaMaps: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"]
    /// Whether a key's first byte may begin one of ``schemaMaps`` or
    /// ``dataKeywords`` (or an escaped key), by byte: a table rather than a
    /// set, as it is asked of every container in the schema.
    private static let containerKeywordStarts: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for keyword in schemaMaps.union(dataKeywords) {
            if let first = keyword.utf8.first { table[Int(first)] = true }
        }
        table[Int(UInt8(ascii: "\\"))] = true
        return table
    }()

    /// The keywords whose value is data, never a schema.
    private static let dataKeywords: Set<String> = ["default", "examples", "const", "enum", "example", "x-examples"]

    /// A reference's file part and its fragment (the JSON pointer, still percent-encoded).
    static func split(_ ref: String) -> (address: String, fragment: String) {
        guard let hash = ref.firstIndex(of: "#") else { return (ref, "") }
        return (String(ref[..<hash]), String(ref[ref.index(after: hash)...]))
    }

    /// Whether a file's name is a URI (it was found by URL), not a path.
    static func isURI(_ name: String) -> Bool {
        isRemote(name) || name.lowercased().hasPrefix("file:")
    }

    static func isRemote(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("urn:")
    }

    /// `id` for a draft-04 schema (its `$schema` says so, or it names none and that is the default), else `$id`.
    static func identifierKeyword(of document: JSONDocument, defaultDraft: Dialect) -> String {
        guard document.kind(document.root) == .object,
              let draft = document.member("$schema", of: document.root).flatMap(document.string) else {
            return defaultDraft == .draft4 ? "id" : "$id"
        }
        return draft.contains("draft-04") || draft.contains("draft-03") ? "id" : "$id"
    }

    /// The schema's own identifier (`$id`, or draft-04's `id`), if any.
    static func identifier(of document: JSONDocument) -> String? {
        guard document.kind(document.root) == .object else { return nil }
        return (document.member("$id", of: document.root) ?? document.member("id", of: document.root)).flatMap(document.string)
    }

    /// A file named from `referrer`, as a path relative to the main schema's
    /// folder: `../common/a.json` from `defs/b.json` is `common/a.json`.
    static func join(_ address: String, relativeTo referrer: String, isMain: Bool) -> String {
        var path = address.lowercased().hasPrefix("file://") ? String(address.dropFirst("file://".count)) : address
        path = path.removingPercentEncoding ?? path
        if path.hasPrefix("/") { return path }
        var parts = isMain ? [] : referrer.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}

extension String {
    /// The text with `%XX` escapes decoded; nil when one is malformed or the result is not UTF-8.
    var removingPercentEncoding: String? {
        // The bytes first, the characters then: a `%` that begins a character with combining marks is no escape.
        guard utf8.contains(UInt8(ascii: "%")), contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
