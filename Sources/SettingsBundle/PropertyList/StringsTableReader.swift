/// Reads a `.strings` localisation table (`"key" = "value";` lines, with
/// comments) into a dictionary.
///
/// ``PropertyListReader`` does the parsing: a `.strings` file is an
/// old-style property list (or, compiled, a binary or XML one). The readers
/// detect UTF-8 and UTF-16 with a byte-order mark, but not UTF-16 without
/// one, which Xcode-era tables sometimes are; those are recognised here by
/// their zero bytes and converted to UTF-8 first.
package enum StringsTableReader {
    /// The table's entries; a failure names the reader's reason.
    package static func read(_ bytes: [UInt8]) -> Result<[String: String], PropertyListReader.ReadFailure> {
        let converted = utf8(fromUnmarkedUTF16: bytes) ?? bytes
        // An empty table (or one of comments only) reads as an empty dictionary.
        if converted.allSatisfy(PropertyListText.isSpace) { return .success([:]) }
        switch PropertyListReader.read(converted) {
        case .success(.dictionary(let entries)):
            var table: [String: String] = [:]
            for (key, value) in entries {
                if let text = value.string { table[key] = text }
            }
            return .success(table)
        case .success:
            return .failure(.init("it is not a table of \"key\" = \"value\"; lines"))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// UTF-16 text without a byte-order mark, converted to UTF-8: text of
    /// an even length whose every other byte is zero in the first line's
    /// worth of characters. Nil when the bytes don't look like that.
    static func utf8(fromUnmarkedUTF16 bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        if PropertyListText.utf16BigEndian(bytes) != nil { return nil }
        let sample = bytes.prefix(64)
        let evenZeros = stride(from: 0, to: sample.count, by: 2).allSatisfy { sample[$0] == 0 }
        let oddZeros = stride(from: 1, to: sample.count, by: 2).allSatisfy { sample[$0] == 0 }
        guard evenZeros != oddZeros else { return nil }
        return PropertyListText.utf8(fromUTF16: bytes[...], bigEndian: !oddZeros)
    }
}
