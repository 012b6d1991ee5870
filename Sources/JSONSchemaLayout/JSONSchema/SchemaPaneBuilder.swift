import Synchronization
import SettingsCore

/// Builds a JSON Schema's unbuilt panes when they are first opened: the
/// same walk that read the layout, from where it left the pane.
struct SchemaPaneBuilder: PaneBuilding {
    let source: JSONSchemaSource
    /// The resolver as the walk that read the layout left it: what it
    /// worked out of each schema it read (the root's, that every screen
    /// inside itself reads again) is not worked out again per pane.
    let resolver: SchemaResolver

    /// The identities of the rows the layout was read with (see ``rows(of:unless:)``).
    let builtIdentities: Set<RowIdentity>
    /// What `find`'s reading of unbuilt screens works with, kept across
    /// calls (a copy per call would copy everything it worked out).
    private let searching: SearchReading

    init(source: JSONSchemaSource, resolver: SchemaResolver, builtIdentities: Set<RowIdentity>) {
        self.source = source
        self.resolver = resolver
        self.builtIdentities = builtIdentities
        searching = SearchReading(resolver)
    }

    /// The rows of `pane` as `find` reads them: each property's title, its
    /// help and the values it allows, and the screen an object of
    /// properties opens; no settings, no checks. A property `known` already
    /// (the same one reached again inside itself) is not read.
    func rows(of pane: UnbuiltPane, unless known: (RowIdentity) -> Bool) -> [UnbuiltRow] {
        guard let plan = pane.plan as? SchemaPanePlan else { return [] }
        return searching.withState { resolver, titles in rows(of: pane, plan: plan, unless: known, resolver: &resolver, titles: &titles) }
    }

    private func rows(of pane: UnbuiltPane, plan: SchemaPanePlan, unless known: (RowIdentity) -> Bool,
                      resolver: inout SchemaResolver, titles: inout [String: String]) -> [UnbuiltRow] {
        // Read once: most of the properties asked about are known already, and
        // reaching the files through `source` for each of them copied the files' record.
        let files = source.files
        let mapper = SchemaMapper(files: files, readsHelp: source.readsHelp)
        let facts = resolver.facts(plan.schemas)
        var rows: [UnbuiltRow] = []
        let properties = resolver.properties(of: facts)
        for index in properties.indices {
            // The property is copied (its name and schemas retained) only when it is new.
            let identity = files.identity(of: properties[index].schemas)
            guard !known(identity) else { continue }
            let property = properties[index]
            guard let first = property.schemas.first else { continue }
            let own = resolver.facts(property.schemas)
            let title = mapper.title(own)?.string ?? titles[property.name] ?? {
                let made = SettingName.title(property.name)
                titles[property.name] = made
                return made
            }()
            var text = [mapper.string(own, .markdownDescription) ?? mapper.string(own, .description) ?? ""]
            if case .array(let values)? = mapper.value(own, .enum) { text += values.map(\.plainText) }
            var opens: UnbuiltPane?
            if mapper.isObject(own), own.hasProperties {
                let inner = SchemaPanePlan(schemas: property.schemas, conditions: plan.conditions, origin: files.origin(first), open: plan.open)
                opens = UnbuiltPane(storagePath: pane.storagePath + [property.name], plan: inner)
            }
            rows.append(UnbuiltRow(identity: identity, name: property.name, title: title, text: text, opens: opens))
        }
        return rows
    }

    /// A screen's rows are those of its schemas: screens of the same schemas
    /// show the same rows. The schemas are told by their origins, as a row's are.
    func sameRows(as pane: UnbuiltPane) -> RowIdentity? {
        (pane.plan as? SchemaPanePlan).map { source.files.identity(of: $0.schemas) }
    }

    func build(_ pane: UnbuiltPane, id: Int, in layout: inout Layout) {
        guard let plan = pane.plan as? SchemaPanePlan else { return }
        var walk = SchemaWalk(files: source.files, builder: LayoutBuilder(continuing: &layout, for: source), resolver: resolver,
                              readsHelp: source.readsHelp)
        walk.openSchemas = plan.open
        let facts = walk.resolver.facts(plan.schemas)
        walk.fill(pane: id, facts: facts, schemas: plan.schemas, path: pane.storagePath, conditions: plan.conditions, origin: plan.origin)
        walk.builder.grow(&layout, from: id)
    }
}

/// What `find`'s reading of unbuilt screens works with, behind a lock,
/// shared by the copies of a layout's pane builder: the resolver, and the
/// titles made of property names (a name met on many screens, `enabled`,
/// `automerge`, is titled once).
private final class SearchReading: Sendable {
    private struct State {
        var resolver: SchemaResolver
        var titles: [String: String] = [:]
    }
    private let state: Mutex<State>

    init(_ resolver: SchemaResolver) {
        state = Mutex(State(resolver: resolver))
    }

    func withState<T>(_ body: (inout SchemaResolver, inout [String: String]) -> T) -> T {
        state.withLock { body(&$0.resolver, &$0.titles) }
    }
}
