/// Reads a `.strings` localisation table (`"key" = "value";` lines, with
/// comments) into a dictionary.
///
/// Foundation's property-list reader does the parsing: a `.strings` file is
/// an old-style property list. It detects UTF-8 and UTF-16 with a byte-order
/// mark, but not UTF-16 without one, which Xcode-era tables sometimes are;
/// those are recognised here by their zero bytes and converted to UTF-8
/// first (no library does this guess, and it is a few lines).
public enum StringsTableReader {
    /// The table's entries; a failure names Foundation's reason.
    public static func read(_ bytes: [UInt8]) -> Result<[String: String], PropertyListReader.ReadFailure> {
        let converted = utf8(fromUnmarkedUTF16: bytes) ?? bytes
        // An empty table (or one of comments only) reads as an empty dictionary.
        switch PropertyListReader.read(converted) {
        case .success(.dictionary(let entries)):
            var table: [String: String] = [:]
            for (key, value) in entries {
                if let text = value.string { table[key] = text }
            }
            return .success(table)
        case .success:
            return .failure(.init(reason: "it is not a table of \"key\" = \"value\"; lines"))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// UTF-16 text without a byte-order mark, converted to UTF-8: text of
    /// an even length whose every other byte is zero in the first line's
    /// worth of characters. Nil when the bytes don't look like that.
    static func utf8(fromUnmarkedUTF16 bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return nil }
        let sample = bytes.prefix(64)
        let evenZeros = stride(from: 0, to: sample.count, by: 2).allSatisfy { sample[$0] == 0 }
        let oddZeros = stride(from: 1, to: sample.count, by: 2).allSatisfy { sample[$0] == 0 }
        guard evenZeros != oddZeros else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        for index in stride(from: 0, to: bytes.count, by: 2) {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(oddZeros ? first | second << 8 : first << 8 | second)
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
