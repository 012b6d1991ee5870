/// What lies between the tokens of a JSON text: whitespace, and in JSONC
/// comments. The editor reads it to keep comments where they are.
///
/// Between two tokens of a text the reader accepted, a `/` can only start a
/// comment, so these scans need no string awareness; in plain JSON they find
/// only whitespace.
enum JSONTrivia {
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    static func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
    /// JSON's whitespace: blanks and line breaks.
    static func isWhitespace(_ b: UInt8) -> Bool { isBlank(b) || isLineBreak(b) }

    /// Whether `range` (a gap between tokens) holds a comment.
    static func hasComment(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes[clamped].contains(UInt8(ascii: "/"))
    }

    /// The end of the comment starting at `at` (a `/`), or `at` if none
    /// starts there. A line comment ends before its line break.
    static func commentEnd(_ bytes: [UInt8], at: Int, limit: Int) -> Int {
        guard at + 1 < limit, bytes[at] == UInt8(ascii: "/") else { return at }
        var j = at + 2
        if bytes[at + 1] == UInt8(ascii: "/") {
            while j < limit, !isLineBreak(bytes[j]) { j += 1 }
            return j
        }
        guard bytes[at + 1] == UInt8(ascii: "*") else { return at }
        while j + 1 < limit {
            if bytes[j] == UInt8(ascii: "*"), bytes[j + 1] == UInt8(ascii: "/") { return j + 2 }
            j += 1
        }
        return limit
    }

    /// The first token byte at or after `from` (before `limit`): whitespace
    /// and comments stepped over.
    static func skip(_ bytes: [UInt8], from: Int, limit: Int) -> Int {
        var j = from
        while j < limit {
            let b = bytes[j]
            if isBlank(b) || isLineBreak(b) {
                j += 1
            } else {
                let end = commentEnd(bytes, at: j, limit: limit)
                guard end > j else { return j }
                j = end
            }
        }
        return j
    }

    /// Like `skip`, but stays on the line: steps over spaces, tabs and block
    /// comments that hold no line break.
    static func skipOnLine(_ bytes: [UInt8], from: Int, limit: Int) -> Int {
        var j = from
        while j < limit {
            if isBlank(bytes[j]) {
                j += 1
                continue
            }
            guard j + 1 < limit, bytes[j] == UInt8(ascii: "/"), bytes[j + 1] == UInt8(ascii: "*") else { return j }
            let end = commentEnd(bytes, at: j, limit: limit)
            guard !bytes[j..<end].contains(where: isLineBreak) else { return j }
            j = end
        }
        return j
    }

    /// After a member's value ending at `valueEnd`: the comma that follows it
    /// on its line (a separator, or a trailing comma), and where that line
    /// ends when nothing but blanks and comments come after — the place a new
    /// member's line goes.
    static func lineTail(_ bytes: [UInt8], after valueEnd: Int, limit: Int) -> (comma: Int?, lineEnd: Int?, comment: Bool) {
        var j = skipOnLine(bytes, from: valueEnd, limit: limit)
        var comma: Int?
        if j < limit, bytes[j] == UInt8(ascii: ",") {
            comma = j
            j = skipOnLine(bytes, from: j + 1, limit: limit)
        }
        if j + 1 < limit, bytes[j] == UInt8(ascii: "/"), bytes[j + 1] == UInt8(ascii: "/") {
            j = commentEnd(bytes, at: j, limit: limit)
        }
        let comment = hasComment(bytes, in: valueEnd..<j)
        let lineEnd = j < limit && isLineBreak(bytes[j]) ? j : nil
        return (comma, lineEnd, comment)
    }

    /// Where the line break at `lineEnd` ends (a CR LF is one break), within `limit`.
    static func pastLineBreak(_ bytes: [UInt8], at lineEnd: Int, limit: Int) -> Int {
        bytes[lineEnd] == 0x0D && lineEnd + 1 < limit && bytes[lineEnd + 1] == 0x0A ? lineEnd + 2 : lineEnd + 1
    }

    /// `range` widened to its whole line (line break included) when only
    /// blanks share the line with it; else `range` itself.
    static func wholeLine(_ bytes: [UInt8], around range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        guard start == 0 || isLineBreak(bytes[start - 1]) else { return range }
        var end = range.upperBound
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        guard end < bytes.count, isLineBreak(bytes[end]) else { return range }
        end += bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1
        return start..<end
    }
}
