/// Where statements and sections begin and end, worked out from the nodes
/// and the text when an edit asks rather than kept for every node.
extension TOMLDocument {
    /// Where the key/value that wrote `node`'s key starts: the first segment
    /// of a dotted key (`a` in `a.b.c = 1`, for `a`, `b` and `c`); nil for
    /// what no key/value wrote (headers, implicit tables, array elements).
    func entryStart(_ node: Int32) -> Int? {
        let n = nodes[Int(node)]
        guard n.keyStart >= 0, n.origin == .scalar || n.origin == .inline || n.origin == .dotted else { return nil }
        // Back over `segment .` pairs: what comes before a key's first segment is never a dot.
        var start = Int(n.keyStart)
        while true {
            var i = start
            while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
            guard i > 0, bytes[i - 1] == UInt8(ascii: ".") else { return start }
            i -= 1
            while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
            guard let segment = segmentStart(endingAt: i) else { return start }
            start = segment
        }
    }

    /// Where the key segment ending at `end` starts, read backwards: a
    /// quoted one from its closing quote to the first unescaped quote.
    private func segmentStart(endingAt end: Int) -> Int? {
        guard end > 0 else { return nil }
        var i = end - 1
        switch bytes[i] {
        case UInt8(ascii: "'"):
            // A literal string holds no quote of its kind.
            while i > 0 {
                i -= 1
                if bytes[i] == UInt8(ascii: "'") { return i }
            }
            return nil
        case UInt8(ascii: "\""):
            // A quote inside a basic string follows an odd run of backslashes.
            while i > 0 {
                i -= 1
                guard bytes[i] == UInt8(ascii: "\"") else { continue }
                var backslashes = 0
                while i - backslashes > 0, bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return i }
            }
            return nil
        default:
            i = end
            while i > 0, TOMLReader.isBareKeyByte(bytes[i - 1]) { i -= 1 }
            return i < end ? i : nil
        }
    }

    /// The end of the last key/value written directly into `table` (or
    /// into the dotted tables under it), or of its own header when none
    /// follows it: where a new key/value of `table` goes. Nil when nothing
    /// is written there (an implicit table, the root before any key).
    /// Members `excluding` names are passed over (an edit takes them out).
    func lastStatementEnd(_ table: Int32, excluding: Set<Int32> = []) -> Int? {
        let node = nodes[Int(table)]
        var end: Int? = node.origin == .header || node.origin == .element ? Int(node.end) : nil
        var tables = [table]
        while let t = tables.popLast() {
            for child in nodes.children(of: t) where !excluding.contains(child) {
                let c = nodes[Int(child)]
                switch c.origin {
                case .scalar, .inline: end = max(end ?? 0, Int(c.end))
                case .dotted: tables.append(child)
                default: break
                }
            }
        }
        return end
    }

    /// Where the section a header opened ends: at the line of the next
    /// header, or the end of the text. Nil for what no header opened.
    func sectionEnd(_ node: Int32) -> Int? {
        let n = nodes[Int(node)]
        guard n.origin == .header || n.origin == .element else { return nil }
        // The first header after this one's.
        var (low, high) = (0, headerStarts.count)
        while low < high {
            let middle = (low + high) / 2
            if headerStarts[middle] <= n.start { low = middle + 1 } else { high = middle }
        }
        guard low < headerStarts.count else { return bytes.count }
        var lineStart = Int(headerStarts[low])
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        return lineStart
    }
}
