/// One node of a read TOMLDocument as ``TOMLNodes`` gives it, by index.
///
/// Offsets are bytes into the document's text. A node keeps only where things
/// are; its value and key are decoded from the text when asked for. Its
/// children are ``TOMLNodes``'s to keep (``TOMLNodes/children(of:)``).
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
    /// For a key/value: where its whole (possibly dotted) key starts.
    var entryStart: Int32 = -1
    /// For a table: the end of the last statement written directly into it
    /// (its header for a header table); -1 when none is.
    var lastEntryEnd: Int32 = -1
    /// For a header table or element: where its section ends (the next
    /// header's line, or the end of the text).
    var sectionEnd: Int32 = -1
    var parent: Int32
}
