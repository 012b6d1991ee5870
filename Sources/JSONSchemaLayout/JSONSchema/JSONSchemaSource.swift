import JSONSchemaValidation
import LosslessJSON
import SettingsCore

/// A JSON Schema as a ``LayoutSource``: the config file it describes is
/// shown as a settings app would show it — each object a screen, each
/// property a row (a switch, a checkmark list, a text or number field, a
/// list), and the values stored where the config keeps them
/// (``Setting/storagePath``: `["compilerOptions", "strict"]`, typed as
/// `compilerOptions.strict`).
///
/// The source is pure, and a function of the schema alone (a read-only
/// row reads the config's value when it is drawn): the caller parses the
/// schema, and gives a closure that reads the local files `$ref`s name (paths relative
/// to the schema's folder). Origins are nodes of the schema's files,
/// spelled as JSON pointers: `#/properties/printWidth`,
/// `common.json#/definitions/size`; stored values by their dotted path.
package struct JSONSchemaSource: LayoutSource, Sendable {
    /// The JSON Schema drafts read (`$schema`), with and without `#`, http or https.
    static let drafts = [
        "json-schema.org/draft-04/schema", "json-schema.org/draft-06/schema", "json-schema.org/draft-07/schema",
        "json-schema.org/draft/2019-09/schema", "json-schema.org/draft/2020-12/schema", "json-schema.org/schema",
    ]

    let files: SchemaFiles
    /// The root screen's title when the schema's own is missing or too long for a navigation bar.
    let fallbackTitle: String
    /// Whether settings get their help: not when the layout is read only to check files against it.
    let readsHelp: Bool

    /// A source for the schema `document`, named `name` (as typed); `read`
    /// reads a file a `$ref` names, by its path relative to the schema's folder.
    /// `defaultDraft` is the draft of a schema that names none (`--draft`):
    /// it says how `$id`s and anchors are read.
    package init(schema document: JSONDocument, name: String, fallbackTitle: String = "Settings", defaultDraft: Dialect = .draft2020,
                readsHelp: Bool = true, read: (String) -> SchemaFileRead) {
        files = SchemaFiles(main: document, name: name, defaultDraft: defaultDraft, read: read)
        self.fallbackTitle = fallbackTitle
        self.readsHelp = readsHelp
    }

    package func read() -> LayoutBuilder {
        readWithShape().builder
    }

    /// The layout, and which members of the config it describes.
    package func readWithShape() -> (builder: LayoutBuilder, shape: ConfigShape) {
        var walk = SchemaWalk(files: files, builder: LayoutBuilder(for: self), readsHelp: readsHelp)
        walk.collectsIdentities = true
        let document = files.document(0)
        let root = SchemaNode(file: 0, node: document.root)
        guard document.kind(document.root) == .object else {
            walk.builder.report(.jsonSchema(.rootNotObject(found: document.kind(document.root))), at: .whole)
            return (walk.builder, walk.shape)
        }
        if let draftNode = document.member("$schema", of: document.root) {
            let draft = document.string(draftNode) ?? ""
            if !Self.isKnownDraft(draft) {
                walk.builder.report(.jsonSchema(.unknownDraft(draft)), at: .origin(files.origin(SchemaNode(file: 0, node: draftNode))))
            }
        }
        // VS Code's keywords: the config file may hold comments, trailing commas. Either one makes it
        // JSONC, as editors read it (tsconfig's schema says only allowTrailingCommas; its files have comments).
        let allows = { (name: String) in document.member(name, of: document.root).flatMap(document.bool) == true }
        walk.builder.valuesDialect = allows("allowComments") || allows("allowTrailingCommas") ? .jsonc : .json
        for (reason, node) in files.problems {
            walk.builder.report(.jsonSchema(reason), at: .origin(files.origin(node)))
        }
        var (facts, schemas) = (walk.resolver.facts(root), [root])
        if !facts.hasProperties {
            let branches = Self.objectBranches(of: facts, files: files, resolver: &walk.resolver)
            if branches.count == 1, let branch = branches.first {
                // `oneOf: [{object…}, {type: string}]` (a config that may also be a string): show the object.
                var merged = walk.resolver.facts(branch)
                _ = merged.absorb(facts)
                (facts, schemas) = (merged, [branch, root])
            } else if branches.count > 1 {
                // Several kinds of config object (Azure Pipelines' stages, jobs or steps; snapcraft's bases):
                // one screen of every kind's properties, as an editor completes them.
                var merged = SchemaFacts()
                for branch in branches { merged.addAlternative(walk.resolver.facts(branch)) }
                _ = merged.absorb(facts)
                facts = merged
            }
        }
        let title = walk.mapper.string(facts, .title).flatMap { $0.isEmpty || $0.count > 32 ? nil : $0 } ?? fallbackTitle
        walk.builder.title = title
        let pane = walk.builder.addPane(title: title, parent: nil)
        let named = walk.fill(pane: pane, facts: facts, schemas: schemas, path: [], conditions: [], origin: files.origin(root))
        if !walk.addRootEntries(of: facts, named: named, pane: pane, origin: files.origin(root)), !facts.hasProperties {
            walk.builder.report(.jsonSchema(.noProperties), at: .whole)
        }
        for (reason, node) in walk.resolver.problems {
            walk.builder.report(.jsonSchema(reason), at: .origin(files.origin(node)))
        }
        walk.builder.paneBuilder = SchemaPaneBuilder(source: self, resolver: walk.resolver,
                                                     builtIdentities: walk.identities)
        return (walk.builder, walk.shape)
    }

    package func describe(_ place: ProblemPlace) -> String {
        files.describe(place)
    }

    /// Where a config file's `"$schema"` points, read as other references
    /// are (fragment dropped, `file:` and `%XX` undone, `.` and `..` folded):
    /// `.remote` for a schema on the web, never fetched; else the path,
    /// absolute or relative to the config's folder; nil when it names no file.
    package enum ConfigSchemaPlace: Equatable, Sendable {
        case remote
        case path(String)
    }

    package static func place(ofConfigSchema reference: String) -> ConfigSchemaPlace? {
        let address = SchemaFiles.split(reference).address
        if SchemaFiles.isRemote(address) { return .remote }
        let path = SchemaFiles.join(address, relativeTo: "", isMain: true)
        return path.isEmpty ? nil : .path(path)
    }

    /// Whether `$schema` names a draft this source reads.
    static func isKnownDraft(_ uri: String) -> Bool {
        var address = SchemaFiles.split(uri).address.lowercased()
        for scheme in ["https://", "http://"] where address.hasPrefix(scheme) { address = String(address.dropFirst(scheme.count)) }
        return drafts.contains(address)
    }

    /// The `oneOf`/`anyOf` branches of the root that describe an object's
    /// properties, in order, a branch that is itself such a union (without
    /// properties of its own) standing for its branches, to `depth` levels.
    private static func objectBranches(of facts: SchemaFacts, files: SchemaFiles, resolver: inout SchemaResolver,
                                       depth: Int = 4) -> [SchemaNode] {
        guard depth > 0, let branches = facts[.oneOf] ?? facts[.anyOf] else { return [] }
        let document = files.document(branches.file)
        var objects: [SchemaNode] = []
        for child in document.children(branches.node) {
            let branch = SchemaNode(file: branches.file, node: child)
            let branchFacts = resolver.facts(branch)
            if branchFacts.hasProperties {
                objects.append(branch)
            } else {
                objects += objectBranches(of: branchFacts, files: files, resolver: &resolver, depth: depth - 1)
            }
        }
        return objects
    }
}
