extension JSONEditor {
    /// Edits removing a member (the last one, if the key is repeated), taking
    /// its comma with it, and its whole line when it sits on its own line.
    /// Comments (JSONC) are never removed: only the member's own bytes and
    /// one comma go. Empty if absent or `object` is not an object.
    package static func removeMember(_ key: String, from object: JSONNodeID, of document: JSONDocument) -> [JSONEdit] {
        guard let target = document.member(key, of: object) else { return [] }
        let bytes = document.bytes
        let objectSpan = document.span(object)
        let close = objectSpan.upperBound - 1
        var previous: JSONNodeID?
        var next: JSONNodeID?
        var sawTarget = false
        for child in document.children(object) {
            if child == target {
                sawTarget = true
            } else if sawTarget {
                next = child
                break
            } else {
                previous = child
            }
        }
        let keyStart = document.keySpan(target)?.lowerBound ?? document.span(target).lowerBound
        let valueEnd = document.span(target).upperBound
        let commaAfterValue = comma(in: bytes, after: valueEnd, limit: close)

        if previous == nil, next == nil {
            let interior = (objectSpan.lowerBound + 1)..<close
            if JSONTrivia.hasComment(bytes, in: interior) {
                return removal(bytes, from: keyStart, to: valueEnd, comma: commaAfterValue)
            }
            // The only member: leave `{}`.
            return [JSONEdit(range: interior, replacement: [])]
        }
        if let next {
            let nextStart = document.keySpan(next)?.lowerBound ?? document.span(next).lowerBound
            if JSONTrivia.hasComment(bytes, in: valueEnd..<nextStart) {
                return removal(bytes, from: keyStart, to: valueEnd, comma: commaAfterValue)
            }
            // On its own line, with the comma ending that line: drop the whole line.
            if ownLineIndent(bytes, at: keyStart) != nil {
                var j = valueEnd
                while j < nextStart, JSONTrivia.isBlank(bytes[j]) { j += 1 }
                if j < nextStart, bytes[j] == UInt8(ascii: ",") {
                    j += 1
                    while j < nextStart, JSONTrivia.isBlank(bytes[j]) { j += 1 }
                    var lineEnd: Int?
                    if j < nextStart, bytes[j] == 0x0A {
                        lineEnd = j + 1
                    } else if j < nextStart, bytes[j] == 0x0D {
                        lineEnd = j + 1 < nextStart && bytes[j + 1] == 0x0A ? j + 2 : j + 1
                    }
                    if let lineEnd {
                        return [JSONEdit(range: document.lineStart(ofOffset: keyStart)..<lineEnd, replacement: [])]
                    }
                }
            }
            // Otherwise: from the key through the comma to the next key.
            return [JSONEdit(range: keyStart..<nextStart, replacement: [])]
        }
        // The last member. With a trailing comma of its own (JSONC), the one
        // before it stays.
        if commaAfterValue != nil {
            return removal(bytes, from: keyStart, to: valueEnd, comma: commaAfterValue)
        }
        let previousEnd = previous.map { document.span($0).upperBound } ?? keyStart
        guard JSONTrivia.hasComment(bytes, in: previousEnd..<keyStart),
              let separator = comma(in: bytes, after: previousEnd, limit: keyStart) else {
            // From the end of the previous value (its comma included) to the
            // end of this one.
            return [JSONEdit(range: previousEnd..<valueEnd, replacement: [])]
        }
        return removal(bytes, from: keyStart, to: valueEnd, comma: nil)
            + [JSONEdit(range: separator..<(separator + 1), replacement: [])]
    }

    /// The comma that is the first token after `offset`, if it is one.
    static func comma(in bytes: [UInt8], after offset: Int, limit: Int) -> Int? {
        let j = JSONTrivia.skip(bytes, from: offset, limit: limit)
        return j < limit && bytes[j] == UInt8(ascii: ",") ? j : nil
    }

    /// Edits removing the member `start..<end` and its `comma`, keeping any
    /// comment between them; the member's line goes too when nothing else
    /// is left on it.
    static func removal(_ bytes: [UInt8], from start: Int, to end: Int, comma: Int?) -> [JSONEdit] {
        guard let comma else {
            return [JSONEdit(range: JSONTrivia.wholeLine(bytes, around: start..<end), replacement: [])]
        }
        if JSONTrivia.hasComment(bytes, in: end..<comma) {
            return [
                JSONEdit(range: start..<end, replacement: []),
                JSONEdit(range: comma..<(comma + 1), replacement: []),
            ]
        }
        return [JSONEdit(range: JSONTrivia.wholeLine(bytes, around: start..<(comma + 1)), replacement: [])]
    }

    /// Members inserted into an empty object holding comments, which stay:
    /// on lines before the closing brace when it has its own line, else
    /// just before it.
    static func insertKeepingComments(
        _ members: [JSONMember], closing close: Int, of object: JSONNodeID, in document: JSONDocument, style: JSONFormatStyle
    ) -> JSONEdit {
        var text = ""
        if style.isMinified {
            let comma = style.spaceAfterColon ? ", " : ","
            for (k, member) in members.enumerated() {
                if k > 0 { text += comma }
                appendMember(member, style: style, indent: "", into: &text)
            }
            return JSONEdit(range: close..<close, replacement: Array((text + " ").utf8))
        }
        let outer = indentString(document, at: document.span(object).lowerBound)
        let inner = outer + style.indentUnit
        for (k, member) in members.enumerated() {
            if k > 0 { text += "," + style.newline }
            text += inner
            appendMember(member, style: style, indent: inner, into: &text)
        }
        if ownLineIndent(document.bytes, at: close) != nil {
            let at = document.lineStart(ofOffset: close)
            return JSONEdit(range: at..<at, replacement: Array((text + style.newline).utf8))
        }
        return JSONEdit(range: close..<close, replacement: Array((style.newline + text + style.newline + outer).utf8))
    }
}
