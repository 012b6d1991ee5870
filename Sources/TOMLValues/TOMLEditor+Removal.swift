import LosslessJSON

extension TOMLEditor {
    /// Removes the entry at `path`.
    package func remove(_ path: [TOMLPathComponent]) throws(TOMLEditError) -> [JSONEdit] {
        guard !path.isEmpty, let node = document.node(at: path) else { throw .notFound(path: TOMLEditor.describe(path)) }
        return try remove(node, path: path)
    }

    /// Gives the entry at `path` a new key; its value's bytes stay.
    package func rename(_ path: [TOMLPathComponent], to newKey: String) throws(TOMLEditError) -> [JSONEdit] {
        guard let node = document.node(at: path), let span = document.keySpan(node) else {
            throw .notFound(path: TOMLEditor.describe(path))
        }
        // A table named by several headers or dotted keys has its name in more
        // places than the one span kept.
        if document.kind(node) == .table || document.origin(node) == .arrayOfTables, document.origin(node) != .inline {
            let named = mentions(of: node)
            guard named <= 1 else { throw .renameOfSpreadTable(path: TOMLEditor.describe(path)) }
        }
        return [JSONEdit(range: span, replacement: TOMLWriter.key(newKey))]
    }

    /// How many headers and key/value statements spell the name of `node`.
    func mentions(of node: Int32) -> Int {
        var count = 0
        var stack = [node]
        while let n = stack.popLast() {
            switch document.origin(n) {
            case .header, .element: count += 1
            case .scalar: count += 1
            case .inline where document.entryStart(n) != nil: count += 1
            default: break
            }
            if document.origin(n) != .inline { stack += document.children(n) }
        }
        return count
    }

    /// The edits that take `node` (and everything under it) out of the text.
    func remove(_ node: Int32, path: [TOMLPathComponent]) throws(TOMLEditError) -> [JSONEdit] {
        try remove([node], path: path)
    }

    /// The edits that take `nodes`, members or elements of one table or
    /// array, out of the text: together, so that neighbours go with the
    /// commas between them and no two edits overlap.
    func remove(_ nodes: [Int32], path: [TOMLPathComponent]) throws(TOMLEditError) -> [JSONEdit] {
        guard let first = nodes.first else { return [] }
        if let parent = document.parent(first), isInsideBraces(parent) {
            return removeFromList(nodes, parent: parent)
        }
        var ranges: [Range<Int>] = []
        for node in nodes { collectRanges(node, into: &ranges) }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged.map { JSONEdit(range: $0, replacement: [UInt8]()) }
    }

    /// True when the children of `node` are written between `{ }` or `[ ]`.
    func isInsideBraces(_ node: Int32) -> Bool {
        var n: Int32? = node
        while let current = n {
            switch document.origin(current) {
            case .inline: return true
            case .dotted: n = document.parent(current)
            default: return false
            }
        }
        return false
    }

    /// The lines of every statement and section under `node`.
    func collectRanges(_ node: Int32, into ranges: inout [Range<Int>]) {
        let n = document.node(node)
        switch n.origin {
        case .header, .element:
            ranges.append(lineStart(Int(n.start))..<(document.sectionEnd(node) ?? Int(n.end)))
        case .scalar, .inline:
            ranges.append(lineStart(document.entryStart(node) ?? Int(n.start))..<lineEnd(Int(n.end)))
            return
        default:
            break
        }
        for child in document.children(node) { collectRanges(child, into: &ranges) }
    }

    /// Past the line break ending the line that holds `offset`.
    func lineEnd(_ offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return min(i + 1, bytes.count)
    }

    /// Takes `nodes`, children of `parent`, out of the braces they are
    /// written in: array elements, or members of an inline table (each
    /// `key = value` under one, for a dotted one). Each run of neighbouring
    /// entries goes with the commas between them and one comma beside it.
    func removeFromList(_ nodes: [Int32], parent: Int32) -> [JSONEdit] {
        let taken = Set(nodes.flatMap(entries(of:)).map(\.lowerBound))
        let all = entries(inBracesAround: parent)
        var edits: [JSONEdit] = []
        var first = 0
        while first < all.count {
            guard taken.contains(all[first].lowerBound) else { first += 1; continue }
            var last = first
            while last + 1 < all.count, taken.contains(all[last + 1].lowerBound) { last += 1 }
            edits.append(removal(of: all[first].lowerBound..<all[last].upperBound))
            first = last + 1
        }
        return edits
    }

    /// The edit that takes `span` out of a comma-separated list, with the
    /// comma after it (and the spaces after that), else the one before it.
    func removal(of span: Range<Int>) -> JSONEdit {
        let start = span.lowerBound
        var end = span.upperBound
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            end = after + 1
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            return JSONEdit(range: start..<end, replacement: [UInt8]())
        }
        var before = start
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        if before > 0, bytes[before - 1] == UInt8(ascii: ",") {
            return JSONEdit(range: (before - 1)..<end, replacement: [UInt8]())
        }
        return JSONEdit(range: start..<end, replacement: [UInt8]())
    }

    /// The spans of every entry of the braces `node` is written in (or is),
    /// in text order; none of the members `excluding` names.
    func entries(inBracesAround node: Int32, excluding: Set<Int32> = []) -> [Range<Int>] {
        let excluded = Set(excluding.flatMap(entries(of:)).map(\.lowerBound))
        return document.children(braces(around: node)).flatMap(entries(of:))
            .filter { !excluded.contains($0.lowerBound) }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The inline table or array `node` is (or is a dotted table inside).
    func braces(around node: Int32) -> Int32 {
        var container = node
        while document.origin(container) != .inline, let p = document.parent(container) { container = p }
        return container
    }

    /// The spans inside braces that write `node`: its `key = value` or its
    /// element, or for a dotted table every `key = value` under it.
    func entries(of node: Int32) -> [Range<Int>] {
        guard document.origin(node) == .dotted else {
            return [(document.entryStart(node) ?? Int(document.node(node).start))..<Int(document.node(node).end)]
        }
        return document.children(node).flatMap(entries(of:))
    }
}
