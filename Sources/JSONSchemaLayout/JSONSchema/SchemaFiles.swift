import LosslessJSON
import SettingsCore

/// A schema's files, parsed: the one `--schema` names first, then every
/// local file its `$ref`s name (and theirs), read up front through the
/// closure the caller gives, so that the rest of the source is pure and
/// every place can be spelled.
///
/// An ``Origin`` of a schema node is its file's first origin plus its node's
/// index: one number across all the files.
struct SchemaFiles: Sendable {
    struct File: Sendable {
        /// The name relative to the main schema's folder (the main one as typed).
        var name: String
        var document: JSONDocument
        /// The origin of the file's root.
        var base: Int32
        /// Its plain-name fragments (`"$anchor": "name"`, draft-07's `"$id": "#name"`), by name: the schema each names.
        var anchors: [String: JSONNodeID] = [:]
    }

    private(set) var files: [File] = []
    /// Problems of files named by `$ref`s (missing, unreadable, not JSON), at the `$ref` that first names each.
    private(set) var problems: [(SchemaReason, SchemaNode)] = []
    /// The files that could not be read, by name.
    private var failed: Set<String> = []

    /// The most files one schema may pull in.
    static let fileLimit = 256

    init(main: JSONDocument, name: String, read: (String) -> SchemaFileRead) {
        files.append(File(name: name, document: main, base: 0))
        var next = 0
        while next < files.count {
            let (references, anchors) = Self.scan(files[next].document, from: files[next].name, isMain: next == 0)
            files[next].anchors = anchors
            for (refNode, target) in references {
                guard index(of: target) == nil, !failed.contains(target) else { continue }
                let at = SchemaNode(file: next, node: refNode)
                guard files.count < Self.fileLimit else {
                    problems.append((.refFileUnreadable(file: target, reason: "the schema names more than \(Self.fileLimit) files"), at))
                    failed.insert(target)
                    continue
                }
                load(target, at: at, read: read)
            }
            next += 1
        }
    }

    private mutating func load(_ name: String, at: SchemaNode, read: (String) -> SchemaFileRead) {
        switch read(name) {
        case .missing:
            failed.insert(name)
            let ref = files[at.file].document.string(at.node) ?? name
            problems.append((.refFileMissing(ref: ref, file: name), at))
        case .failed(let reason):
            failed.insert(name)
            problems.append((.refFileUnreadable(file: name, reason: reason), at))
        case .bytes(let bytes):
            do throws(JSONSyntaxError) {
                let document = try JSONDocument.parse(bytes)
                let last = files[files.count - 1]
                let base = Int64(last.base) + Int64(last.document.nodeCount)
                guard base + Int64(document.nodeCount) < Int64(Int32.max) else {
                    failed.insert(name)
                    problems.append((.refFileUnreadable(file: name, reason: "the schema's files are too large together"), at))
                    return
                }
                files.append(File(name: name, document: document, base: Int32(base)))
            } catch {
                failed.insert(name)
                problems.append((.refFileSyntax(file: name, location: error.location, message: error.message), at))
            }
        }
    }

    /// The index of the file named `name`, if it was read.
    func index(of name: String) -> Int? {
        files.firstIndex { $0.name == name }
    }

    func document(_ file: Int) -> JSONDocument { files[file].document }

    // MARK: - Origins

    func origin(_ node: SchemaNode) -> Origin {
        Origin(rawValue: files[node.file].base + node.node.index)
    }

    func node(_ origin: Origin) -> SchemaNode? {
        guard let file = files.lastIndex(where: { $0.base <= origin.rawValue }) else { return nil }
        let index = origin.rawValue - files[file].base
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

    /// Where a `$ref` written in `file` leads: a file's index and a pointer
    /// in it, or why it leads nowhere it can be followed.
    enum Target {
        case node(SchemaNode)
        case remote
        case unresolved
    }

    func target(of ref: String, in file: Int) -> Target {
        let (address, fragment) = Self.split(ref)
        var targetFile = file
        if !address.isEmpty {
            if Self.isRemote(address) {
                guard let own = Self.identifier(of: files[file].document), Self.split(own).address == address else { return .remote }
            } else {
                guard let found = index(of: Self.join(address, relativeTo: files[file].name, isMain: file == 0)) else { return .unresolved }
                targetFile = found
            }
        }
        let document = files[targetFile].document
        guard let decoded = fragment.removingPercentEncoding else { return .unresolved }
        // A fragment is a JSON pointer (`#/definitions/a`, `#` alone for the root) or an anchor's plain name (`#a`).
        if !decoded.isEmpty && !decoded.hasPrefix("/") {
            guard let node = files[targetFile].anchors[decoded] else { return .unresolved }
            return .node(SchemaNode(file: targetFile, node: node))
        }
        guard let node = document.resolve(pointer: decoded, from: document.root) else { return .unresolved }
        return .node(SchemaNode(file: targetFile, node: node))
    }

    /// One walk of a file: every `$ref` naming another local file (with the
    /// file's name), and every anchor it defines (the first of a name wins).
    private static func scan(_ document: JSONDocument, from name: String, isMain: Bool)
        -> (references: [(JSONNodeID, String)], anchors: [String: JSONNodeID]) {
        var found: [(JSONNodeID, String)] = []
        var anchors: [String: JSONNodeID] = [:]
        var stack = [document.root]
        while let node = stack.popLast() {
            for child in document.children(node) {
                if document.kind(child) == .object || document.kind(child) == .array {
                    stack.append(child)
                    continue
                }
                guard let key = document.key(child), let text = document.string(child) else { continue }
                switch key {
                case "$ref":
                    let address = split(text).address
                    if !address.isEmpty && !isRemote(address) {
                        found.append((child, join(address, relativeTo: name, isMain: isMain)))
                    }
                case "$anchor", "$dynamicAnchor":
                    if anchors[text] == nil, !text.isEmpty { anchors[text] = node }
                case "$id", "id":
                    // Draft-07 and earlier name a schema by an `$id` that is only a fragment (`"#name"`).
                    if text.hasPrefix("#"), text.count > 1, !text.hasPrefix("#/"), anchors[String(text.dropFirst())] == nil {
                        anchors[String(text.dropFirst())] = node
                    }
                default:
                    break
                }
            }
        }
        return (found.reversed(), anchors)
    }

    /// A reference's file part and its fragment (the JSON pointer, still percent-encoded).
    static func split(_ ref: String) -> (address: String, fragment: String) {
        guard let hash = ref.firstIndex(of: "#") else { return (ref, "") }
        return (String(ref[..<hash]), String(ref[ref.index(after: hash)...]))
    }

    static func isRemote(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("urn:")
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
        guard contains("%") else { return self }
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
