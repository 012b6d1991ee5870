extension JSONEditor {
    /// The edit of `node` into `value` entry by entry (an array) or member
    /// by member (an object), keeping what didn't change; nil when neither
    /// applies and `value` is to be written whole.
    static func editContainer(_ node: JSONNodeID, to value: JSONValue, in document: JSONDocument, style: JSONFormatStyle) -> JSONEdit? {
        switch value {
        case .array(let elements): editArray(node, to: elements, in: document, style: style)
        case .object(let members): editObject(node, to: members, in: document, style: style)
        default: nil
        }
    }

    /// The most members an object may lose in one edit and still be edited
    /// member by member (each removal reads the object's text again); past
    /// it, the object is written whole.
    static let objectRemovalLimit = 64

    /// An edit making the object `object` hold `members`, touching only the
    /// members that differ: a member whose value is equal keeps its bytes,
    /// with the comments, blank lines and layout around it; a changed member
    /// has only its value edited (an object member by member, an array entry
    /// by entry, recursively); a member no longer there is taken out as
    /// ``removeMember(_:from:of:)`` takes it out (comments stay); a new one
    /// is inserted after the last as ``setMembers(_:in:of:)`` inserts it.
    ///
    /// The members keep the file's order whatever order `members` gives
    /// them in (an object's order carries no meaning in JSON, and a map's
    /// entries are kept in the file's order on screen too); new ones go
    /// after them in the order given. Nil when `object` is not an object or
    /// repeats a name, `members` repeats one, more than
    /// ``objectRemovalLimit`` members go, or the object's text can't be read
    /// on its own: the caller writes the value whole then.
    static func editObject(
        _ object: JSONNodeID, to givenMembers: [JSONMember], in document: JSONDocument, style: JSONFormatStyle
    ) -> JSONEdit? {
        guard document.kind(object) == .object else { return nil }
        var oldNames: [String] = []
        for child in document.children(object) {
            guard let key = document.key(child) else { return nil }
            oldNames.append(key)
        }
        let newNames = Set(givenMembers.map(\.key))
        let oldSet = Set(oldNames)
        guard oldSet.count == oldNames.count, newNames.count == givenMembers.count else { return nil }
        let gone = oldNames.filter { !newNames.contains($0) }
        guard gone.count <= objectRemovalLimit else { return nil }
        // The members that stay in the file's order, then the new ones.
        let position = Dictionary(oldNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let members = givenMembers.filter { position[$0.key] != nil }.sorted { (position[$0.key] ?? 0) < (position[$1.key] ?? 0) }
            + givenMembers.filter { position[$0.key] == nil }

        // The object's text on its own, after its line's indentation so that
        // members inserted into it line up as they would in the whole text.
        let span = document.span(object)
        let indent = lineIndent(document, at: span.lowerBound)
        let lenient = JSONDialect(allowsComments: true, allowsTrailingCommas: true)
        func read(_ bytes: [UInt8]) -> JSONDocument? {
            do throws(JSONSyntaxError) {
                return try JSONDocument.parse(bytes, dialect: lenient)
            } catch {
                return nil
            }
        }
        guard var text = read(indent + document.bytes[span]) else { return nil }
        for name in gone {
            let edits = removeMember(name, from: text.root, of: text)
            guard let next = read(apply(edits, to: text.bytes)) else { return nil }
            text = next
        }
        let edits = setMembers(members, in: text.root, of: text, style: style)
        let result = apply(edits, to: text.bytes)
        guard result.count >= indent.count else { return nil }
        return narrowedEdit(span, of: document.bytes, to: Array(result[indent.count...]))
    }
}
