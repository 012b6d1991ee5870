/// A place a reference leads that no schema answers: the resolver had no
/// document for it, or the document has nothing at its fragment.
public struct UnresolvedReference: Sendable, Equatable, Hashable {
    /// The reference resolved to an absolute URI, fragment included.
    public let uri: String
    /// Where the reference was, as ``ValidationError/keywordLocation``.
    public let keywordLocation: String
    /// The instance value it was to be applied to.
    public let instanceLocation: String
}
