/// Builds a JSON Schema's unbuilt panes when they are first opened: the
/// same walk that read the layout, from where it left the pane.
struct SchemaPaneBuilder: PaneBuilding {
    let source: JSONSchemaSource

    func build(_ pane: UnbuiltPane, id: Int, in layout: Layout) -> Layout {
        guard let plan = pane.plan as? SchemaPanePlan else { return layout }
        var walk = SchemaWalk(files: source.files, builder: LayoutBuilder(continuing: layout, for: source))
        walk.openSchemas = plan.open
        let facts = walk.resolver.facts(plan.schemas)
        walk.fill(pane: id, facts: facts, schemas: plan.schemas, path: pane.storagePath, conditions: plan.conditions, origin: plan.origin)
        return walk.builder.grow(layout, from: id)
    }
}
