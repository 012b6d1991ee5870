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
        var read: ((String) -> JSONTree?)?
        /// The last URI that could not be read.
        var failedURI: String?
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

    /// Resolves the `$ref` member `ref` and records where it leads in
    /// `files`, reading through `read` the files it needs.
    func resolve(_ ref: SchemaNode, in files: inout SchemaFiles, read: (String) -> SchemaFileRead) {
        let document = files.document(ref.file)
        guard let text = document.string(ref.node) else { return }
        let pointer = String(document.pointer(of: ref.node).dropLast("/$ref".count))
        let referrer = documentIndex(of: ref.file, in: files)
        let located = withoutActuallyEscaping({ (uri: String) -> JSONTree? in
            let file: Int
            if let known = files.index(of: uri) {
                file = known
            } else if files.failed.contains(uri) {
                loads.failedURI = uri
                return nil
            } else if let loaded = files.load(uri, at: ref, read: read) {
                file = loaded
            } else {
                loads.failedURI = uri
                return nil
            }
            // The registry loads what this returns as its next document.
            loads.fileOfDocument.append(file)
            if loads.documentOfFile[file] == nil { loads.documentOfFile[file] = loads.fileOfDocument.count - 1 }
            return JSONTree(files.document(file))
        }) { fetch -> (document: Int, pointer: String)? in
            loads.read = fetch
            loads.failedURI = nil
            defer { loads.read = nil }
            return registry.locate(text, inDocument: referrer, at: pointer)
        }
        guard let located, located.document < loads.fileOfDocument.count else {
            let address = SchemaFiles.split(text).address
            if let failed = loads.failedURI, !SchemaFiles.isRemote(failed) {
                files.record(.unreadable(file: failed), for: ref)
            } else {
                files.record(SchemaFiles.isRemote(address) ? .remote : .unresolved, for: ref)
            }
            return
        }
        let file = loads.fileOfDocument[located.document]
        let target = files.document(file)
        guard let node = target.resolve(pointer: located.pointer, from: target.root) else {
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
