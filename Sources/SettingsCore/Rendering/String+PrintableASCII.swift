extension String {
    /// Whether every byte is printable ASCII (space to `~`): such text
    /// needs no escaping and takes one column per byte. Checked over the
    /// contiguous bytes, eight at a time: the common case on every row drawn.
    var isPrintableASCII: Bool {
        // Read in place when the text is stored as UTF-8, as nearly every text is.
        if let answer = utf8.withContiguousStorageIfAvailable(Self.isPrintableASCII) { return answer }
        var text = self
        return text.withUTF8(Self.isPrintableASCII)
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var i = 0
        #if _endian(little)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= count {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // A byte below 0x20, one of 0x80 or above, or DEL (0x7F) sets its high bit here.
            let del = x ^ (ones &* 0x7F)
            if ((x &- ones &* 0x20) & ~x | x | (del &- ones) & ~del) & high != 0 { return false }
            i += 8
        }
        #endif
        while i < count {
            let byte = base[i]
            if byte < 0x20 || byte >= 0x7F { return false }
            i += 1
        }
        return true
    }
}
