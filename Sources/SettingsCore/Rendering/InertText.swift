/// Makes text from the settings file safe to print: control characters
/// (C0, DEL, C1) and bidirectional overrides are shown as visible escapes
/// such as `\u{1B}`, never sent to the terminal raw.
///
/// Every string that comes from the file passes through ``escape(_:)``
/// before it is printed: titles, values, keys, help, and messages quoting them.
public enum InertText {
    public static func escape(_ text: String) -> String {
        if isInert(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                switch scalar {
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                case "\r": result += "\\r"
                default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` may reach the terminal as it is: ``escape(_:)``
    /// leaves it unchanged.
    public static func isInert(_ text: String) -> Bool {
        // Printable ASCII, the common case, is checked byte by byte.
        text.isPrintableASCII || !text.unicodeScalars.contains(where: needsEscape)
    }

    /// Whether a scalar must not reach the terminal as it is.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true               // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: return true        // bidi embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: return true                  // bidi marks
        default: return false
        }
    }
}
