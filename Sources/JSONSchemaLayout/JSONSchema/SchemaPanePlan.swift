import SettingsCore

/// What a JSON Schema's unbuilt pane (``UnbuiltPane``) is built from: the
/// object's schemas and where it sits, as the walk had them when it met it.
struct SchemaPanePlan: Sendable {
    /// The schemas describing the object, nearest first.
    let schemas: [SchemaNode]
    /// The conditions its settings inherit.
    let conditions: [Condition]
    /// Where its row comes from in the schema.
    let origin: Origin
    /// The schemas of the screens open on the way to it (see ``SchemaWalk/openSchemas``).
    let open: [[SchemaNode]]
}
