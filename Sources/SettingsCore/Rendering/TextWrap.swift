/// Wraps text into lines of at most a given number of columns, breaking at
/// spaces, and inside words only when a word alone is too wide.
///
/// Each character is measured once: a word of megabytes (a long value in
/// `help`, a typed line) is cut into lines in one pass, not copied again
/// after every cut.
package enum TextWrap {
    /// With `keepingURLs`, a web address is never broken: it gets a line of
    /// its own however wide it is (the terminal folds it, and a copy of it is
    /// still one address). A screen, which must fit its width, breaks it.
    package static func lines(_ text: String, width: Int, keepingURLs: Bool = false) -> [String] {
        guard width > 0 else { return [] }
        // Printable ASCII takes a column a byte: its words are measured without reading their characters.
        let ascii = text.isPrintableASCII
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // An indented line (code in a help text) keeps its indentation and
            // spacing when it fits; else its wrapped lines all start as far in.
            if paragraph.first == " " {
                let lead = paragraph.prefix { $0 == " " }.count
                if (ascii ? paragraph.utf8.count : TextWidth.columns(paragraph)) <= width {
                    lines.append(String(paragraph))
                    continue
                }
                if lead * 2 < width {
                    let padding = String(repeating: " ", count: lead)
                    lines += Self.lines(String(paragraph.dropFirst(lead)), width: width - lead, keepingURLs: keepingURLs).map { padding + $0 }
                    continue
                }
            }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                let wordWidth = ascii ? word.utf8.count : TextWidth.columns(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " "
                    line += word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                }
                guard wordWidth > width, !(keepingURLs && Message.isURL(word)) else {
                    line = String(word)
                    lineWidth = wordWidth
                    continue
                }
                // Too wide for a line: full lines cut from its start, the rest begins the next line.
                let (full, rest, restWidth) = cut(word, width: width)
                lines += full
                line = rest
                lineWidth = restWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// `word` cut into lines of at most `width` columns, in one pass: the
    /// full ones, then what is left (with its width). A character wider
    /// than a line has a line of its own.
    private static func cut(_ word: Substring, width: Int) -> (full: [String], rest: String, restWidth: Int) {
        var full: [String] = []
        var start = word.startIndex
        var index = word.startIndex
        var used = 0
        while index < word.endIndex {
            let columns = TextWidth.columns(word[index])
            if used + columns > width && index > start {
                full.append(String(word[start..<index]))
                start = index
                used = 0
            }
            used += columns
            index = word.index(after: index)
        }
        return (full, String(word[start...]), used)
    }
}
