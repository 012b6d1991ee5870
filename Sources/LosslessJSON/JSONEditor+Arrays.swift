extension JSONEditor {
    /// An edit making the array `array` hold `elements`, touching only the
    /// entries that differ (see ``arraySteps(from:to:)``): an entry kept
    /// keeps its bytes, comments and line; a moved entry's text (with what
    /// follows it on its line) is taken out where it was and written where
    /// it goes; a deleted entry goes with its comma, and its line when
    /// nothing else is on it — a comment on it stays; a new entry gets its
    /// own line at the entries' indentation and line ending, or on a
    /// one-line array, its place in the line; a changed entry has only its
    /// bytes replaced, and when it is an object keeping its members' order
    /// (or an array) only its changed members (entries) are.
    ///
    /// A trailing comma (JSONC) stays; every entry but the last gets a
    /// comma. An empty array written over lines gets its entries one a
    /// line. Nil when `array` is not an array, or is `[]` on one line (then
    /// the whole value is written, in the file's style).
    package static func editArray(_ array: JSONNodeID, to elements: [JSONValue], in document: JSONDocument) -> JSONEdit? {
        editArray(array, to: elements, in: document, style: JSONFormatStyle.detect(in: document))
    }

    static func editArray(_ array: JSONNodeID, to elements: [JSONValue], in document: JSONDocument, style: JSONFormatStyle) -> JSONEdit? {
        guard document.kind(array) == .array else { return nil }
        let bytes = document.bytes
        let span = document.span(array)
        let interior = (span.lowerBound + 1)..<(span.upperBound - 1)
        let children = Array(document.children(array))
        // `[]` takes its new entries as the serializer writes them; an empty
        // array already spread over lines, or holding a comment, keeps them.
        if children.isEmpty, !JSONTrivia.hasComment(bytes, in: interior), !bytes[interior].contains(where: JSONTrivia.isLineBreak) {
            return nil
        }
        let layout = ArrayLayout(array, children: children, in: document, style: style)
        let steps = arraySteps(from: children.map { document.value($0) }, to: elements)
        var writer = ArrayWriter(layout: layout, document: document, children: children, elements: elements, style: style)
        let new = writer.write(steps)

        return narrowedEdit(interior, of: bytes, to: new)
    }

    /// One edit replacing `range` of `bytes` by `new`, narrowed to run from
    /// the first byte that differs to the last.
    static func narrowedEdit(_ range: Range<Int>, of bytes: [UInt8], to new: [UInt8]) -> JSONEdit {
        let old = bytes[range]
        var start = 0
        let common = min(old.count, new.count)
        while start < common, old[old.startIndex + start] == new[start] { start += 1 }
        var end = 0
        while end < common - start, old[old.endIndex - 1 - end] == new[new.count - 1 - end] { end += 1 }
        return JSONEdit(
            range: (range.lowerBound + start)..<(range.upperBound - end),
            replacement: Array(new[start..<(new.count - end)]))
    }

    /// The text of `node` changed to hold `value`: only the changed entries
    /// of an array, only the changed members of an object (see
    /// ``editContainer(_:to:in:style:)``), else `value` written whole — on
    /// its line's indentation (`indent`), or on one line when nil.
    static func changedText(
        _ node: JSONNodeID, to value: JSONValue, in document: JSONDocument, style: JSONFormatStyle, indent: String?
    ) -> [UInt8] {
        let span = document.span(node)
        if let edit = editContainer(node, to: value, in: document, style: style),
           span.contains(edit.range.lowerBound), edit.range.upperBound <= span.upperBound {
            let local = JSONEdit(
                range: (edit.range.lowerBound - span.lowerBound)..<(edit.range.upperBound - span.lowerBound),
                replacement: edit.replacement)
            return apply([local], to: Array(document.bytes[span]))
        }
        let text = indent.map { JSONSerializer.serialize(value, style: style, indent: $0) }
            ?? JSONSerializer.serialize(value, style: inlineStyle(style, spaced: style.spaceAfterColon))
        return Array(text.utf8)
    }
}

/// Where an array's entries sit in its text, for ``JSONEditor/editArray(_:to:in:)``.
///
/// One entry a line (each entry starts its own line; what follows it on
/// that line is its comma and comments): the interior is a head, each
/// entry's lines, the lines between entries, and a foot. Otherwise the
/// array is edited as one line of entries and the separators between them.
struct ArrayLayout {
    /// Each entry's own lines, when the array has one entry a line.
    struct Line {
        /// Where the entry's first line starts, and where its last one ends
        /// (after the line break).
        var range: Range<Int>
        /// The comma after the entry on its line, if any.
        var comma: Int?
    }

    /// The entries' lines; nil when the array is written as one line.
    var lines: [Line]?
    /// Between the opening bracket and the first entry (its line, when one a line).
    var head: Range<Int>
    /// Between the last entry (its line, when one a line) and the closing bracket.
    var foot: Range<Int>
    /// Whether the last entry has a comma after it (JSONC) that new last
    /// entries get too: on its line, or anywhere in a one-line array.
    var trailingComma: Bool
    /// A new entry line's indentation and line ending.
    var indent: String
    var newline: String
    /// Between two entries of a one-line array.
    var separator: [UInt8]

    init(_ array: JSONNodeID, children: [JSONNodeID], in document: JSONDocument, style: JSONFormatStyle) {
        let bytes = document.bytes
        let span = document.span(array)
        let open = span.lowerBound
        let close = span.upperBound - 1
        newline = style.newline
        indent = JSONEditor.indentString(document, at: open) + style.indentUnit
        separator = Array((style.isMinified && !style.spaceAfterColon ? "," : ", ").utf8)
        if children.count >= 2 {
            let gap = document.span(children[0]).upperBound..<document.span(children[1]).lowerBound
            if !JSONTrivia.hasComment(bytes, in: gap), !bytes[gap].contains(where: JSONTrivia.isLineBreak) {
                separator = Array(bytes[gap])
            }
        }
        let lastEnd = children.last.map { document.span($0).upperBound } ?? open + 1
        trailingComma = !children.isEmpty && JSONEditor.comma(in: bytes, after: lastEnd, limit: close) != nil
        head = (open + 1)..<(children.first.map { document.span($0).lowerBound } ?? close)
        foot = children.isEmpty ? close..<close : lastEnd..<close
        lines = nil

        if children.isEmpty {
            // Nothing but blanks and comments: entries go on lines before the
            // closing bracket on its own line.
            guard !style.isMinified, JSONEditor.ownLineIndent(bytes, at: close) != nil else { return }
            let at = document.lineStart(ofOffset: close)
            head = (open + 1)..<at
            foot = at..<close
            lines = []
            return
        }
        var found: [Line] = []
        found.reserveCapacity(children.count)
        for (k, child) in children.enumerated() {
            let entry = document.span(child)
            guard let own = JSONEditor.ownLineIndent(bytes, at: entry.lowerBound) else { return }
            let tail = JSONTrivia.lineTail(bytes, after: entry.upperBound, limit: close)
            guard let lineEnd = tail.lineEnd, tail.comma != nil || k == children.count - 1 else { return }
            let end = JSONTrivia.pastLineBreak(bytes, at: lineEnd, limit: close)
            if k == 0 {
                indent = String(decoding: own, as: UTF8.self)
                newline = String(decoding: bytes[lineEnd..<end], as: UTF8.self)
            }
            found.append(Line(range: (entry.lowerBound - own.count)..<end, comma: tail.comma))
        }
        guard let first = found.first, let last = found.last else { return }
        head = (open + 1)..<first.range.lowerBound
        foot = last.range.upperBound..<close
        lines = found
        // A trailing comma on a line of its own stays in the foot.
        trailingComma = last.comma != nil
    }
}

/// Writes an array's new interior from its layout and the steps from its
/// old entries to its new ones (see ``JSONEditor/editArray(_:to:in:)``).
struct ArrayWriter {
    let layout: ArrayLayout
    let document: JSONDocument
    let children: [JSONNodeID]
    let elements: [JSONValue]
    let style: JSONFormatStyle
    private var out: [UInt8] = []
    /// New entries written so far.
    private var written = 0

    init(layout: ArrayLayout, document: JSONDocument, children: [JSONNodeID], elements: [JSONValue], style: JSONFormatStyle) {
        self.layout = layout
        self.document = document
        self.children = children
        self.elements = elements
        self.style = style
    }

    mutating func write(_ steps: [JSONEditor.ArrayStep]) -> [UInt8] {
        let bytes = document.bytes
        if elements.isEmpty, !JSONTrivia.hasComment(bytes, in: layout.head.lowerBound..<layout.foot.upperBound) { return [] }
        if let lines = layout.lines {
            writeLines(steps, lines)
        } else {
            writeInline(steps)
        }
        return out
    }

    /// One entry a line.
    private mutating func writeLines(_ steps: [JSONEditor.ArrayStep], _ lines: [ArrayLayout.Line]) {
        let bytes = document.bytes
        out += bytes[layout.head]
        for step in steps {
            switch step {
            case .old(let i, let fate):
                guard lines.indices.contains(i) else { continue }
                // The lines between the previous entry and this one stay here.
                if i > 0 { out += bytes[lines[i - 1].range.upperBound..<lines[i].range.lowerBound] }
                switch fate {
                case .kept:
                    writeLine(i, lines[i], body: nil)
                case .replaced(let j):
                    let indent = JSONEditor.indentString(document, at: lines[i].range.lowerBound)
                    writeLine(i, lines[i], body: JSONEditor.changedText(children[i], to: elements[j], in: document, style: style, indent: indent))
                case .deleted:
                    writeRemnant(i, lines[i])
                case .movedAway:
                    break
                }
            case .new(let j, let moved):
                if let i = moved, lines.indices.contains(i) {
                    writeLine(i, lines[i], body: nil)
                } else {
                    var lineStyle = style
                    lineStyle.newline = layout.newline
                    out += Array(layout.indent.utf8)
                    out += Array(JSONSerializer.serialize(elements[j], style: lineStyle, indent: layout.indent).utf8)
                    endEntry()
                    out += Array(layout.newline.utf8)
                }
            }
        }
        writeFoot()
    }

    /// What follows the last entry, without a trailing comma when no entry is left.
    private mutating func writeFoot() {
        let bytes = document.bytes
        var foot = Array(bytes[layout.foot])
        if elements.isEmpty, let comma = JSONEditor.comma(in: bytes, after: layout.foot.lowerBound, limit: layout.foot.upperBound) {
            foot.remove(at: comma - layout.foot.lowerBound)
        }
        out += foot
    }

    /// Old entry `i`'s lines, its text replaced by `body` when given, with a
    /// comma unless it is now the last (or the array keeps a trailing one).
    private mutating func writeLine(_ i: Int, _ line: ArrayLayout.Line, body: [UInt8]?) {
        let bytes = document.bytes
        let entry = document.span(children[i])
        out += bytes[line.range.lowerBound..<entry.lowerBound]
        if let body { out += body } else { out += bytes[entry] }
        let wantsComma = written < elements.count - 1 || layout.trailingComma
        written += 1
        if let comma = line.comma {
            out += bytes[entry.upperBound..<comma]
            if wantsComma { out += [UInt8(ascii: ",")] }
            out += bytes[(comma + 1)..<line.range.upperBound]
        } else {
            if wantsComma { out += [UInt8(ascii: ",")] }
            out += bytes[entry.upperBound..<line.range.upperBound]
        }
    }

    /// What stays of deleted entry `i`'s lines: a comment after it, on a
    /// line of its own at the entry's indentation.
    private mutating func writeRemnant(_ i: Int, _ line: ArrayLayout.Line) {
        let bytes = document.bytes
        let entry = document.span(children[i])
        guard JSONTrivia.hasComment(bytes, in: entry.upperBound..<line.range.upperBound) else { return }
        var rest = Array(bytes[entry.upperBound..<line.range.upperBound])
        if let comma = line.comma { rest.remove(at: comma - entry.upperBound) }
        out += bytes[line.range.lowerBound..<entry.lowerBound]
        out += rest.drop(while: JSONTrivia.isBlank)
    }

    /// A new entry's comma, unless it is the last (and there is no trailing comma).
    private mutating func endEntry() {
        if written < elements.count - 1 || layout.trailingComma { out.append(UInt8(ascii: ",")) }
        written += 1
    }

    /// Entries on one line: kept neighbours keep what is between them;
    /// elsewhere the array's own separator goes, after the comments that
    /// were before an entry taken out or no longer after its neighbour.
    private mutating func writeInline(_ steps: [JSONEditor.ArrayStep]) {
        let bytes = document.bytes
        out += bytes[layout.head]
        var previous: Int?
        for step in steps {
            switch step {
            case .old(let i, let fate):
                let gap = i > 0 ? document.span(children[i - 1]).upperBound..<document.span(children[i]).lowerBound : nil
                let body: [UInt8]?
                switch fate {
                case .kept:
                    body = Array(bytes[document.span(children[i])])
                case .replaced(let j):
                    body = JSONEditor.changedText(children[i], to: elements[j], in: document, style: style, indent: nil)
                case .deleted, .movedAway:
                    body = nil
                }
                if let gap, let body, written > 0, previous == i - 1 {
                    out += bytes[gap]
                    out += body
                    previous = i
                    written += 1
                    continue
                }
                if let gap, JSONTrivia.hasComment(bytes, in: gap) {
                    // The comments stay; the comma is the separator's to write.
                    var trivia = Array(bytes[gap])
                    if let comma = JSONEditor.comma(in: bytes, after: gap.lowerBound, limit: gap.upperBound) {
                        trivia.remove(at: comma - gap.lowerBound)
                    }
                    out += trivia
                }
                guard let body else { continue }
                if written > 0 { out += layout.separator }
                out += body
                previous = i
            case .new(let j, let moved):
                if written > 0 { out += layout.separator }
                if let i = moved, children.indices.contains(i) {
                    out += bytes[document.span(children[i])]
                } else {
                    out += Array(JSONSerializer.serialize(elements[j], style: JSONEditor.inlineStyle(style, spaced: style.spaceAfterColon)).utf8)
                }
                previous = nil
            }
            written += 1
        }
        writeFoot()
    }
}
