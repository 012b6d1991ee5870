/// A position in a text: 1-based line and column.
///
/// Columns count Unicode scalars (a tab counts 1), so `12:5` points at the
/// fifth character of line 12 as most editors number it.
package struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, e.g. `12:5`.
    package var description: String { "\(line):\(column)" }

    /// The location of byte `offset` in `bytes`, found by scanning from the
    /// start. Lines break at `\n`, at `\r\n` and at a lone `\r`. Offsets past
    /// the end locate the end of the text.
    static func scan(_ bytes: [UInt8], offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                lineStart = i + 1
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                    // The `\n` of this CRLF ends the line.
                } else {
                    line += 1
                    lineStart = i + 1
                }
            }
            i += 1
        }
        return SourceLocation(line: line, column: scalarColumn(bytes, lineStart: lineStart, offset: end))
    }

    /// 1 + the number of Unicode scalars in `bytes[lineStart..<offset]`:
    /// counts the bytes that are not UTF-8 continuation bytes.
    static func scalarColumn(_ bytes: [UInt8], lineStart: Int, offset: Int) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }
}
