/// One node of a read TOMLDocument as ``TOMLNodes`` gives it, by index.
///
/// Offsets are bytes into the document's text. A node keeps only where things
/// are; its value and key are decoded from the text when asked for. Its
/// parent and children are ``TOMLNodes``'s to keep, and what follows from the
/// text around a node (where a dotted key's statement starts, where a table's
/// statements or section end) is ``TOMLDocument``'s to work out.
struct TOMLNode: Sendable {
    var kind: TOMLKind
    var origin: TOMLOrigin
    /// The value's span: a scalar's token, `{ … }` or `[ … ]`; a header
    /// table's `[header]`, an element's `[[header]]`; empty elsewhere.
    var start: Int32
    var end: Int32
    /// The span of this node's own key segment (`b` in `a.b.c = 1`); -1 for
    /// the root and array elements.
    var keyStart: Int32 = -1
    var keyEnd: Int32 = -1
}
