extension String {
    /// Whether every byte is printable ASCII (space to `~`): such text
    /// needs no escaping and takes one column per byte. Checked over the
    /// contiguous bytes, the common case on every row drawn.
    var isPrintableASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }
}
