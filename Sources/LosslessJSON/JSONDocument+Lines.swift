/// Lines of a parsed text. Where lines start isn't recorded (4 bytes a line, for what only error
/// messages and edits ask): it is found by scanning the text. In a valid
/// text every line break is whitespace between tokens. Lines break at
/// `\n`, at `\r\n` and at a lone `\r`.
extension JSONDocument {
    /// The line and column of byte `offset` (clamped to the text).
    /// O(offset): scans from the start of the text.
    package func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocation.scan(bytes, offset: offset)
    }

    /// The offset at which the line holding byte `offset` (clamped to the
    /// text) starts: just after the previous `\n` or lone `\r`. O(column).
    func lineStart(ofOffset offset: Int) -> Int {
        var j = min(max(offset, 0), bytes.count)
        while j > 0 {
            let b = bytes[j - 1]
            if b == 0x0A { return j }
            // The `\r` of a `\r\n` doesn't end the line: its `\n` does.
            if b == 0x0D, j == bytes.count || bytes[j] != 0x0A { return j }
            j -= 1
        }
        return 0
    }

    /// The offset of the first `\n` or `\r` at or after `offset`, nil if
    /// none. Stops at the first one found; a minified text is read whole,
    /// eight bytes at a time.
    func firstLineBreak(from offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var j = max(offset, 0)
            #if _endian(little)
            let ones: UInt64 = 0x0101_0101_0101_0101
            while j + 8 <= buffer.count {
                let x = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
                let lf = x ^ (ones &* 0x0A)
                let cr = x ^ (ones &* 0x0D)
                // The lowest flagged byte is exact (borrows only run upward).
                let found = ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & 0x8080_8080_8080_8080
                if found != 0 { return j + (found.trailingZeroBitCount >> 3) }
                j += 8
            }
            #endif
            while j < buffer.count {
                let b = buffer[j]
                if b == 0x0A || b == 0x0D { return j }
                j += 1
            }
            return nil
        }
    }
}
