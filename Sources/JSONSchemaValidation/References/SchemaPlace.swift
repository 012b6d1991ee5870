import LosslessJSON

/// Where a subschema is, and the rules it is read by: the URI of the
/// schema resource that holds it, its JSON pointer inside that resource,
/// its place in its document, its draft and vocabularies.
struct SchemaPlace: Sendable {
    /// The resource's URI, without fragment (empty for a root schema with no `$id`).
    var base: String
    /// The subschema's JSON pointer from its resource's root.
    var pointer: String
    /// Which loaded document holds it, and its JSON pointer from that document's root.
    var document: Int
    var documentPointer: String
    var dialect: Dialect
    var vocabularies: Vocabularies

    /// The subschema's absolute location: `base#pointer`.
    var location: String { base + "#" + pointer }

    /// `#/…` after `base`: the absolute location of a keyword here.
    func absolute(_ keyword: String) -> String {
        location + "/" + SchemaPlace.escaped(keyword)
    }

    /// A JSON pointer token for `name` (`~` as `~0`, `/` as `~1`).
    static func escaped(_ name: String) -> String { JSONPointerToken.token(name) }

    /// The place of a subschema reached from here by `tokens` (`properties`, `name`).
    func descending(_ tokens: [String]) -> SchemaPlace {
        var place = self
        let path = tokens.map { "/" + SchemaPlace.escaped($0) }.joined()
        place.pointer += path
        place.documentPointer += path
        return place
    }
}
