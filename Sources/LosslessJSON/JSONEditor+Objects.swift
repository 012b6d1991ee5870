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
    /// The value reads back exactly as given, in its order: when `members`
    /// puts the members that stay in another order than the file's, each
    /// member's lines — the comments above it and on its line with it —
    /// move with it (``reordered(_:to:)``). Nil when `object` is not an
    /// object or repeats a name, `members` repeats one, more than
    /// ``objectRemovalLimit`` members go, the object's text can't be read on
    /// its own, or members must move but don't each start a line of their
    /// own: the caller writes the value whole then.
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
        var result = apply(edits, to: text.bytes)
        if members.map(\.key) != givenMembers.map(\.key) {
            guard let edited = read(result), let moved = reordered(edited, to: givenMembers.map(\.key)) else { return nil }
            result = moved
        }
        guard result.count >= indent.count else { return nil }
        return narrowedEdit(span, of: document.bytes, to: Array(result[indent.count...]))
    }

    /// The text of `text` (an object alone, after its line's indentation)
    /// with its members in the order `names` gives, each moving with its
    /// lines: from the end of the previous member's line (so the comments
    /// and blank lines above it go with it) to the end of its own line
    /// (a comment after it there too). Commas are written where the new
    /// order needs them; a trailing comma (JSONC) stays last. Nil unless
    /// every member starts a line and ends one, and `names` are its members.
    static func reordered(_ text: JSONDocument, to names: [String]) -> [UInt8]? {
        let bytes = text.bytes
        let span = text.span(text.root)
        let close = span.upperBound - 1
        let children = Array(text.children(text.root))
        guard !children.isEmpty, children.count == names.count else { return nil }
        // Each member's block of lines, its value's end and the comma after it.
        var blocks: [String: (range: Range<Int>, valueEnd: Int, comma: Int?)] = [:]
        // The first member's block starts on the line after the brace's.
        let brace = JSONTrivia.lineTail(bytes, after: span.lowerBound + 1, limit: close)
        guard brace.comma == nil, let braceEnd = brace.lineEnd else { return nil }
        var start: Int? = JSONTrivia.pastLineBreak(bytes, at: braceEnd, limit: close)
        for child in children {
            guard let key = text.key(child), let keyStart = text.keySpan(child)?.lowerBound,
                  ownLineIndent(bytes, at: keyStart) != nil else { return nil }
            let valueEnd = text.span(child).upperBound
            let tail = JSONTrivia.lineTail(bytes, after: valueEnd, limit: close)
            guard let lineEnd = tail.lineEnd else { return nil }
            let end = JSONTrivia.pastLineBreak(bytes, at: lineEnd, limit: close)
            guard let blockStart = start, blockStart <= keyStart else { return nil }
            blocks[key] = (blockStart..<end, valueEnd, tail.comma)
            start = end
        }
        guard let first = children.first.flatMap({ text.key($0) }).flatMap({ blocks[$0] }),
              let last = children.last.flatMap({ text.key($0) }).flatMap({ blocks[$0] }),
              Set(names) == Set(blocks.keys) else { return nil }
        let trailingComma = last.comma != nil
        var out = Array(bytes[..<first.range.lowerBound])
        for (k, name) in names.enumerated() {
            guard let block = blocks[name] else { return nil }
            let wantsComma = k < names.count - 1 || trailingComma
            out += bytes[block.range.lowerBound..<block.valueEnd]
            if wantsComma { out.append(UInt8(ascii: ",")) }
            if let comma = block.comma {
                out += bytes[block.valueEnd..<comma]
                out += bytes[(comma + 1)..<block.range.upperBound]
            } else {
                out += bytes[block.valueEnd..<block.range.upperBound]
            }
        }
        out += bytes[last.range.upperBound...]
        return out
    }
}
