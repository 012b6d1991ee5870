import CJSONScan

/// One pass over a JSON text's strings and brackets that builds no nodes:
/// which containers the top level holds, and for a few byte offsets asked
/// in advance, whether a string opens there and inside which containers.
///
/// It checks only that every string ends and every bracket is closed by its
/// own kind; a text it accepts may still be refused by ``JSONDocument/parse(_:dialect:limits:)``.
/// It is what finding one member of a large file costs instead of a parse:
/// about a tenth of one.
package struct JSONBracketScan {
    /// A container's opening and closing brackets, as byte offsets.
    package struct Span: Equatable, Sendable {
        package var open: Int
        package var close: Int

        /// The container's bytes, both brackets included.
        package var range: ClosedRange<Int> { open...close }
    }

    /// A string opening at an offset asked about.
    package struct StringStart: Equatable, Sendable {
        /// The opening brackets of the containers around it, outermost first.
        package var enclosing: [Int]
        /// The closing bracket of the innermost of them (-1 when there is none).
        package var close: Int

        /// The innermost container around the string.
        package var container: Span? {
            enclosing.last.map { Span(open: $0, close: close) }
        }
    }

    /// The one container at the top level.
    package let top: Span
    /// The containers directly inside ``top``, in order.
    package let children: [Span]
    /// For each offset asked about, in the order asked: the string opening
    /// there, or nil when no string opens there outside every string.
    package let strings: [StringStart?]

    /// Scans `bytes`; nil when a string does not end, a bracket is not closed
    /// by its own kind, containers nest deeper than `maxDepth`, the top level
    /// holds other than one container, or that one holds more than
    /// `maxChildren` containers.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>, stringsAt offsets: [Int], maxDepth: Int = 512, maxChildren: Int = 64) {
        let asked = offsets.sorted()
        guard asked == offsets, let base = bytes.baseAddress, maxDepth > 0 else { return nil }
        var stack = [Int](repeating: 0, count: maxDepth)
        var paths = [Int](repeating: 0, count: max(1, offsets.count * maxDepth))
        var marks = offsets.map { cjs_mark(offset: $0, depth: -1, close: -1) }
        var children = [cjs_span](repeating: cjs_span(open: 0, close: 0), count: maxChildren)
        var scan = cjs_scan_t()
        let result: Int32 = stack.withUnsafeMutableBufferPointer { stack in
            paths.withUnsafeMutableBufferPointer { paths in
                marks.withUnsafeMutableBufferPointer { marks in
                    children.withUnsafeMutableBufferPointer { children in
                        // size_t is Int in Swift; C's SIZE_MAX reads as -1.
                        scan.max_depth = maxDepth
                        scan.stack = stack.baseAddress
                        scan.paths = paths.baseAddress
                        scan.marks = marks.baseAddress
                        scan.mark_count = marks.count
                        scan.children = children.baseAddress
                        scan.child_capacity = children.count
                        return cjs_scan(base, bytes.count, &scan)
                    }
                }
            }
        }
        guard result == Int32(CJS_OK), scan.top_count == 1 else { return nil }
        top = Span(open: scan.top.open, close: scan.top.close)
        self.children = children.prefix(scan.child_count).map { Span(open: $0.open, close: $0.close) }
        strings = marks.enumerated().map { index, mark in
            guard mark.depth >= 0 else { return nil }
            let start = index * maxDepth
            return StringStart(enclosing: Array(paths[start..<start + Int(mark.depth)]), close: mark.close)
        }
    }

    /// Where `needle` occurs in `bytes`, in order; nil when more than `limit` times.
    package static func occurrences(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Int]? {
        guard let base = bytes.baseAddress, !needle.isEmpty else { return [] }
        var found: [Int] = []
        var start = 0
        while start <= bytes.count - needle.count {
            let hit = needle.withUnsafeBufferPointer { needle in
                cjs_find(base + start, bytes.count - start, needle.baseAddress, needle.count)
            }
            guard let hit else { break }
            let offset = hit - base
            if found.count == limit { return nil }
            found.append(offset)
            start = offset + 1
        }
        return found
    }

    /// The bytes of the member name before the value that starts at `offset`
    /// (its quotes included), when the value is a member's and the name is
    /// written without escapes that hide a quote; nil for an array's element.
    package static func memberName(beforeValueAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>.SubSequence? {
        var index = skipSpace(before: offset, in: bytes)
        guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
        index = skipSpace(before: index - 1, in: bytes)
        guard index > 0, bytes[index - 1] == UInt8(ascii: "\"") else { return nil }
        let end = index
        // The opening quote: the nearest one before that no backslash escapes.
        var quote = end - 2
        while quote >= 0 {
            if bytes[quote] == UInt8(ascii: "\"") {
                var backslashes = 0
                while quote - backslashes > 0, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return bytes[quote..<end] }
            }
            quote -= 1
        }
        return nil
    }

    /// The offset just past the last byte before `offset` that is not JSON whitespace.
    private static func skipSpace(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = offset
        while index > 0, JSONTrivia.isWhitespace(bytes[index - 1]) { index -= 1 }
        return index
    }
}
