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
            case .inline where document.node(n).entryStart >= 0: count += 1
            default: break
            }
            if document.origin(n) != .inline { stack += document.children(n) }
        }
        return count
    }

    /// The edits that take `node` (and everything under it) out of the text.
    func remove(_ node: Int32, path: [TOMLPathComponent]) throws(TOMLEditError) -> [JSONEdit] {
        if let parent = document.parent(node), isInsideBraces(parent) {
            return [removeFromList(node)]
        }
        var ranges: [Range<Int>] = []
        collectRanges(node, into: &ranges)
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
            ranges.append(lineStart(Int(n.start))..<Int(n.sectionEnd))
        case .scalar, .inline:
            ranges.append(lineStart(Int(n.entryStart))..<lineEnd(Int(n.end)))
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

    /// A member of an inline table or an array element, with one comma.
    func removeFromList(_ node: Int32) -> JSONEdit {
        let n = document.node(node)
        let start = Int(n.entryStart >= 0 ? n.entryStart : n.start)
        var end = Int(n.end)
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
}
