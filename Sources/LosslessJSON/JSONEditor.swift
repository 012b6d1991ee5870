/// Minimal edits to a JSON text: change what must change, keep every other
/// byte (key order, whitespace, number spellings, unknown keys).
package enum JSONEditor {
    /// Edits making `object`'s members hold the given values.
    ///
    /// - An existing member (the last one, if the key is repeated) gets only
    ///   its VALUE bytes replaced; no edit at all when it already holds an
    ///   equal value (so `1.10` stays `1.10` when set to 1.1). An array
    ///   becoming another has only its changed entries edited
    ///   (``editArray(_:to:in:)``), an object another only its changed
    ///   members (``editObject(_:to:in:style:)``).
    /// - Missing keys are inserted, in the given order, after the last member:
    ///   each on its own line at the indentation the members already use, in
    ///   the file's newline style. Into an empty object (`{}`, `{ }`,
    ///   `{\n}`), at the object's line indentation plus one unit. An object
    ///   written on one line (`{"a": 1}`) and minified files get inserts on
    ///   the same line (`{"a": 1, "b": 2}`).
    /// - A key given twice takes its last value.
    /// Returns no edits when `object` is not an object.
    package static func setMembers(
        _ members: [JSONMember], in object: JSONNodeID, of document: JSONDocument
    ) -> [JSONEdit] {
        setMembers(members, in: object, of: document, style: JSONFormatStyle.detect(in: document))
    }

    /// ``setMembers(_:in:of:)`` in a given style (that of the whole text,
    /// when `document` is a part of it).
    static func setMembers(
        _ members: [JSONMember], in object: JSONNodeID, of document: JSONDocument, style: JSONFormatStyle
    ) -> [JSONEdit] {
        guard document.kind(object) == .object else { return [] }
        let bytes = document.bytes

        // Last value per key, in order of first mention.
        var order: [String] = []
        var values: [String: JSONValue] = [:]
        for member in members {
            if values.updateValue(member.value, forKey: member.key) == nil { order.append(member.key) }
        }

        // One pass over the object's members (the last of a repeated key wins,
        // as in `member(_:of:)`), so many changes don't mean many scans.
        // Keys match as Swift strings, as a reader's dictionary of the object
        // matches them (canonically equivalent spellings are one key): the
        // member edited is the one whose value was read.
        var existingMembers: [String: JSONNodeID] = [:]
        existingMembers.reserveCapacity(min(document.count(object), values.count))
        for child in document.children(object) {
            if let key = document.key(child), values[key] != nil { existingMembers[key] = child }
        }

        var edits: [JSONEdit] = []
        var missing: [JSONMember] = []
        for key in order {
            guard let value = values[key] else { continue }
            guard let existing = existingMembers[key] else {
                missing.append(JSONMember(key: key, value: value))
                continue
            }
            if document.value(existing) == value { continue }
            // An array or object keeps the entries and members that didn't
            // change, byte for byte.
            if let edit = editContainer(existing, to: value, in: document, style: style) {
                edits.append(edit)
                continue
            }
            let keyStart = document.keySpan(existing)?.lowerBound ?? document.span(existing).lowerBound
            let text: String
            if !style.isMinified, ownLineIndent(bytes, at: keyStart) != nil {
                text = JSONSerializer.serialize(value, style: style, indent: indentString(document, at: keyStart))
            } else {
                text = JSONSerializer.serialize(value, style: inlineStyle(style, spaced: colonSpaced(document, existing)))
            }
            edits.append(JSONEdit(range: document.span(existing), replacement: Array(text.utf8)))
        }
        if missing.isEmpty { return edits }

        var text = ""
        let span = document.span(object)
        guard let last = lastChild(of: object, in: document) else {
            // Empty object: replace whatever whitespace is between the braces.
            let interior = (span.lowerBound + 1)..<(span.upperBound - 1)
            if JSONTrivia.hasComment(bytes, in: interior) {
                edits.append(insertKeepingComments(missing, closing: span.upperBound - 1, of: object, in: document, style: style))
                return edits
            }
            if style.isMinified {
                let comma = style.spaceAfterColon ? ", " : ","
                for (k, member) in missing.enumerated() {
                    if k > 0 { text += comma }
                    appendMember(member, style: style, indent: "", into: &text)
                }
            } else {
                let outer = indentString(document, at: span.lowerBound)
                let inner = outer + style.indentUnit
                for (k, member) in missing.enumerated() {
                    text += (k > 0 ? "," : "") + style.newline + inner
                    appendMember(member, style: style, indent: inner, into: &text)
                }
                text += style.newline + outer
            }
            edits.append(JSONEdit(range: interior, replacement: Array(text.utf8)))
            return edits
        }

        let lastKeyStart = document.keySpan(last)?.lowerBound ?? document.span(last).lowerBound
        let spaced = colonSpaced(document, last)
        if !style.isMinified, let indent = ownLineIndent(bytes, at: lastKeyStart) {
            let indent = String(decoding: indent, as: UTF8.self)
            var memberStyle = style
            memberStyle.spaceAfterColon = spaced
            let at = document.span(last).upperBound
            let tail = JSONTrivia.lineTail(bytes, after: at, limit: span.upperBound - 1)
            if let lineEnd = tail.lineEnd, tail.comma != nil || tail.comment {
                // A comment or a trailing comma ends the last member's line:
                // the new members go on lines after it, so the comment stays
                // with its member, and keep the trailing comma if there is one.
                let trailing = tail.comma != nil
                for (k, member) in missing.enumerated() {
                    if k > 0, !trailing { text += "," }
                    text += style.newline + indent
                    appendMember(member, style: memberStyle, indent: indent, into: &text)
                    if trailing { text += "," }
                }
                if !trailing { edits.append(JSONEdit(range: at..<at, replacement: ",")) }
                edits.append(JSONEdit(range: lineEnd..<lineEnd, replacement: Array(text.utf8)))
                return edits
            }
            for member in missing {
                text += "," + style.newline + indent
                appendMember(member, style: memberStyle, indent: indent, into: &text)
            }
        } else {
            let comma = commaSpaced(document, object, style: style) ? ", " : ","
            let memberStyle = inlineStyle(style, spaced: spaced)
            for member in missing {
                text += comma
                appendMember(member, style: memberStyle, indent: "", into: &text)
            }
        }
        let at = document.span(last).upperBound
        edits.append(JSONEdit(range: at..<at, replacement: Array(text.utf8)))
        return edits
    }

    /// An edit replacing the value `node` (any node, e.g. an array element or
    /// the root) by `value`, laid out like `setMembers` lays out values (an
    /// array by its changed entries, an object by its changed members).
    package static func replace(_ node: JSONNodeID, with value: JSONValue, in document: JSONDocument) -> JSONEdit {
        let style = JSONFormatStyle.detect(in: document)
        if let edit = editContainer(node, to: value, in: document, style: style) { return edit }
        let start = document.keySpan(node)?.lowerBound ?? document.span(node).lowerBound
        let text: String
        if !style.isMinified, ownLineIndent(document.bytes, at: start) != nil {
            text = JSONSerializer.serialize(value, style: style, indent: indentString(document, at: start))
        } else {
            text = JSONSerializer.serialize(value, style: inlineStyle(style, spaced: style.spaceAfterColon))
        }
        return JSONEdit(range: document.span(node), replacement: Array(text.utf8))
    }

    /// Applies non-overlapping edits, given in any order; inserts at the same
    /// offset keep their given order. Ranges are clamped to the text; an edit
    /// overlapping an earlier one (in offset order) starts where it ends.
    package static func apply(_ edits: [JSONEdit], to bytes: [UInt8]) -> [UInt8] {
        if edits.isEmpty { return bytes }
        return apply(edits, to: bytes, within: bytes.indices)
    }

    /// The text of `bytes[span]` with `edits` applied, given as for
    /// ``apply(_:to:)`` in offsets of the whole of `bytes`: the part of an
    /// edited file that changed, made without copying the rest. An edit's
    /// range is clamped to `span`, so the replacement of one outside it
    /// goes in at the nearer end of the stretch.
    package static func apply(_ edits: [JSONEdit], to bytes: [UInt8], within span: Range<Int>) -> [UInt8] {
        let runs = runs(applying: edits, to: bytes, within: span)
        var out: [UInt8] = []
        out.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        for run in runs { out.append(contentsOf: run) }
        return out
    }

    /// What ``apply(_:to:)`` returns, as runs to write one after another: the
    /// unchanged stretches of `bytes` and the replacements between them. The
    /// runs share storage with `bytes`, so a small edit of a large file is
    /// written without copying the file.
    package static func runs(applying edits: [JSONEdit], to bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        runs(applying: edits, to: bytes, within: bytes.indices)
    }

    /// ``runs(applying:to:)`` of the stretch `span` of `bytes` alone.
    private static func runs(applying edits: [JSONEdit], to bytes: [UInt8], within span: Range<Int>) -> [ArraySlice<UInt8>] {
        let span = span.clamped(to: bytes.indices)
        let order = edits.indices.sorted { a, b in
            let x = edits[a].range.lowerBound
            let y = edits[b].range.lowerBound
            return x != y ? x < y : a < b
        }
        var runs: [ArraySlice<UInt8>] = []
        runs.reserveCapacity(2 * edits.count + 1)
        var position = span.lowerBound
        for k in order {
            let edit = edits[k]
            let start = min(max(edit.range.lowerBound, position), span.upperBound)
            let end = min(max(edit.range.upperBound, start), span.upperBound)
            runs.append(bytes[position..<start])
            runs.append(edit.replacement[...])
            position = end
        }
        runs.append(bytes[position..<span.upperBound])
        return runs
    }

    // MARK: Layout helpers

    /// The leading spaces and tabs of the line containing `offset`.
    static func lineIndent(_ document: JSONDocument, at offset: Int) -> [UInt8] {
        let bytes = document.bytes
        let start = document.lineStart(ofOffset: offset)
        var j = start
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return Array(bytes[start..<j])
    }

    static func indentString(_ document: JSONDocument, at offset: Int) -> String {
        String(decoding: lineIndent(document, at: offset), as: UTF8.self)
    }

    /// The indentation before `offset` if only spaces and tabs precede it on
    /// its line, else nil. O(indentation).
    static func ownLineIndent(_ bytes: [UInt8], at offset: Int) -> [UInt8]? {
        var j = min(offset, bytes.count)
        while j > 0, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 { j -= 1 }
        guard j == 0 || bytes[j - 1] == 0x0A || bytes[j - 1] == 0x0D else { return nil }
        return Array(bytes[j..<offset])
    }

    static func lastChild(of node: JSONNodeID, in document: JSONDocument) -> JSONNodeID? {
        var last: JSONNodeID?
        for child in document.children(node) { last = child }
        return last
    }

    /// Whether the member `node` is written `"key": value` (space after colon).
    static func colonSpaced(_ document: JSONDocument, _ node: JSONNodeID) -> Bool {
        guard let key = document.keySpan(node) else { return true }
        let valueStart = document.span(node).lowerBound
        var j = key.upperBound
        while j < valueStart, document.bytes[j] != UInt8(ascii: ":") { j += 1 }
        return j + 1 < valueStart
    }

    /// Whether members of `object` are separated by `", "` (looking at the
    /// first two); with one member, follows the style.
    static func commaSpaced(_ document: JSONDocument, _ object: JSONNodeID, style: JSONFormatStyle) -> Bool {
        var iterator = document.children(object).makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else {
            return !style.isMinified || style.spaceAfterColon
        }
        let from = document.span(first).upperBound
        let to = document.keySpan(second)?.lowerBound ?? document.span(second).lowerBound
        var j = from
        while j < to, document.bytes[j] != UInt8(ascii: ",") { j += 1 }
        return j + 1 < to
    }

    static func inlineStyle(_ style: JSONFormatStyle, spaced: Bool) -> JSONFormatStyle {
        JSONFormatStyle(indentUnit: "", newline: style.newline, spaceAfterColon: spaced)
    }

    static func appendMember(_ member: JSONMember, style: JSONFormatStyle, indent: String, into text: inout String) {
        JSONSerializer.writeString(member.key, into: &text)
        text += style.spaceAfterColon ? ": " : ":"
        JSONSerializer.write(member.value, style: style, indent: indent, into: &text)
    }
}
