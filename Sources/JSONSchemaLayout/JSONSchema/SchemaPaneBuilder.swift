import SettingsCore

/// Builds a JSON Schema's unbuilt panes when they are first opened: the
/// same walk that read the layout, from where it left the pane.
struct SchemaPaneBuilder: PaneBuilding {
    let source: JSONSchemaSource
    /// The resolver as the walk that read the layout left it: what it
    /// worked out of each schema it read (the root's, that every screen
    /// inside itself reads again) is not worked out again per pane.
    let resolver: SchemaResolver

    func build(_ pane: UnbuiltPane, id: Int, in layout: inout Layout) {
        guard let plan = pane.plan as? SchemaPanePlan else { return }
        var walk = SchemaWalk(files: source.files, builder: LayoutBuilder(continuing: &layout, for: source), resolver: resolver)
        walk.openSchemas = plan.open
        let facts = walk.resolver.facts(plan.schemas)
        walk.fill(pane: id, facts: facts, schemas: plan.schemas, path: pane.storagePath, conditions: plan.conditions, origin: plan.origin)
        walk.builder.grow(&layout, from: id)
    }
}
