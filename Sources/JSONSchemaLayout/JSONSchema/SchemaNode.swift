import LosslessJSON
import SettingsCore

/// A node of one of a schema's files: which file (0 is the one `--schema`
/// names) and the node in it.
struct SchemaNode: Hashable, Sendable {
    var file: Int
    var node: JSONNodeID
}
