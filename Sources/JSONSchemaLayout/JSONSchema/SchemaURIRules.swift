import JSONSchemaValidation
import LosslessJSON

/// The JSON Schema validator's URI rules applied to a schema's files, for
/// the references a path doesn't lead to: each file is handed to the
/// validator's ``SchemaRegistry`` (which reads `$id`s, anchors and
/// dialects as validation does), and each answer — a document and a JSON
/// pointer — is turned back into a node of ``SchemaFiles``.
///
/// Lives only while the files are read; the registry is not kept.
struct SchemaURIRules {
    private let registry: SchemaRegistry
    private let loads = Loads()

    /// Which file each of the registry's documents is, and the other way
    /// round; and, while a reference is being resolved, how a file is read.
    private final class Loads {
        var fileOfDocument: [Int] = []
        var documentOfFile: [Int: Int] = [:]
        /// How a file is read, set only while a reference is resolved (a
        /// meta-schema asked for as a file is added is not read: its draft
        /// is the validator's concern, not the layout's).
        var read: ((String) -> JSONTree?)?
    }

    /// Rules over a schema whose main file is `main` (found at no URI: its
    /// relative references are paths from its folder, as the validator reads them).
    /// `defaultDraft` is the draft of a file whose `$schema` names none.
    init(main: JSONDocument, defaultDraft: Dialect) {
        registry = SchemaRegistry(resolver: { [loads] uri in loads.read?(uri) }, defaultDialect: defaultDraft)
        registry.add(JSONTree(main), uri: "")
        loads.fileOfDocument = [0]
        loads.documentOfFile[0] = 0
    }

    /// Resolves the reference member `ref` (`$ref`, `$dynamicRef`…) and
    /// records where it leads in `files`, reading through `read` the files it needs.
    func resolve(_ ref: SchemaNode, in files: inout SchemaFiles, read: (String) -> SchemaFileRead) {
        let document = files.document(ref.file)
        guard let text = document.string(ref.node) else { return }
        // The schema object the member is in: the member's pointer without its last token.
        let memberPointer = document.pointer(of: ref.node)
        let pointer = String(memberPointer[..<(memberPointer.lastIndex(of: "/") ?? memberPointer.startIndex)])
        let referrer = documentIndex(of: ref.file, in: files)
        let located = withoutActuallyEscaping({ (uri: String) -> JSONTree? in
            // A file named by path is read by its path (`my%20defs.json` is `my defs.json`).
            let name = SchemaFiles.isURI(uri) ? uri : uri.removingPercentEncoding ?? uri
            guard let file = files.index(of: name) ?? (files.failed.contains(name) ? nil : files.load(name, at: ref, read: read)) else {
                return nil
            }
            // The registry loads what this returns as its next document.
            loads.fileOfDocument.append(file)
            if loads.documentOfFile[file] == nil { loads.documentOfFile[file] = loads.fileOfDocument.count - 1 }
            return JSONTree(files.document(file))
        }) { fetch in
            loads.read = fetch
            defer { loads.read = nil }
            return registry.locate(text, inDocument: referrer, at: pointer)
        }
        guard let found = located.found, found.document < loads.fileOfDocument.count else {
            if registry.hasResource(located.uri) {
                files.record(.unresolved, for: ref)
            } else if SchemaFiles.isRemote(located.uri) {
                // Said where the reference is read: on the web, with no copy in a --schema-dir folder.
                files.record(.remote(located.uri), for: ref)
            } else {
                // Said where the file is first named.
                let name = located.uri.removingPercentEncoding ?? located.uri
                files.record(.unreadable(file: name.hasPrefix("file://") ? String(name.dropFirst("file://".count)) : name), for: ref)
            }
            return
        }
        let file = loads.fileOfDocument[found.document]
        let target = files.document(file)
        guard let node = target.resolve(pointer: found.pointer, from: target.root) else {
            files.record(.unresolved, for: ref)
            return
        }
        files.record(.node(SchemaNode(file: file, node: node)), for: ref)
    }

    /// The registry's document for a file, loading it (at its name) the first time.
    private func documentIndex(of file: Int, in files: SchemaFiles) -> Int {
        if let known = loads.documentOfFile[file] { return known }
        let index = registry.add(JSONTree(files.document(file)), uri: files.files[file].name)
        loads.documentOfFile[file] = index
        if loads.fileOfDocument.count == index { loads.fileOfDocument.append(file) }
        return index
    }
}
