/// Makes text from the settings file safe to print: control characters
/// (C0, DEL, C1) and bidirectional overrides are shown as visible escapes
/// such as `\u{1B}`, never sent to the terminal raw.
///
/// A tab is no control character to hide: it becomes spaces to the next
/// tab stop (every ``tabWidth`` columns), as a terminal shows it, so a
/// footer or a title keeps its layout and its width is known. Where a tab
/// must stay one (the lines of a diff, which a pipe may feed to `patch`),
/// ``escape(_:tabs:)`` keeps it, and the terminal's edge expands it.
///
/// Every string that comes from the file passes through ``escape(_:)``
/// before it is printed: titles, values, keys, help, and messages quoting them.
public enum InertText {
    /// Columns between tab stops.
    package static let tabWidth = 8

    /// What becomes of a tab.
    package enum Tabs: Sendable {
        /// Spaces to the next tab stop, counted from the start of the text.
        case spaces
        /// A tab, as it is.
        case kept
    }

    package static func escape(_ text: String) -> String {
        escape(text, tabs: .spaces)
    }

    package static func escape(_ text: String, tabs: Tabs) -> String {
        if isInert(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar == "\t" || !needsEscape(scalar) {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        // No line feed is left (each is shown as `\n`): the tab stops count from the start.
        return tabs == .kept ? result : expandingTabs(result)
    }

    /// `text` with each tab made spaces to the next tab stop, the columns
    /// counted from `column` (where the text starts on its line) and
    /// again from 0 after each line feed: a diff's tabs, at a terminal.
    package static func expandingTabs(_ text: String, from column: Int = 0) -> String {
        guard text.utf8.contains(0x09) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var start = column
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                result += "\n"
                start = 0
            }
            var lineColumn = start
            var rest = line[...]
            while let tab = rest.firstIndex(of: "\t") {
                let run = rest[..<tab]
                lineColumn += TextWidth.columns(String(run))
                result += run
                let spaces = tabWidth - lineColumn % tabWidth
                result += TextWidth.padding(spaces)
                lineColumn += spaces
                rest = rest[rest.index(after: tab)...]
            }
            result += rest
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
