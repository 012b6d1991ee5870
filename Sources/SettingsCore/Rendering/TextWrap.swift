/// Wraps text into lines of at most a given number of columns, breaking at
/// spaces, and inside words only when a word alone is too wide.
public enum TextWrap {
    /// With `keepingURLs`, a web address is never broken: it gets a line of
    /// its own however wide it is (the terminal folds it, and a copy of it is
    /// still one address). A screen, which must fit its width, breaks it.
    public static func lines(_ text: String, width: Int, keepingURLs: Bool = false) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = TextWidth.columns(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width, !(keepingURLs && Message.isURL(word)) {
                    let (head, rest) = split(word, at: width)
                    if rest.isEmpty { break }  // one character wider than a line: it ends the word, no empty line after it
                    lines.append(head)
                    word = rest
                    wordWidth = TextWidth.columns(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    private static func split(_ word: String, at width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = TextWidth.columns(word[index])
            if used + w > width && !head.isEmpty { break }
            head.append(word[index])
            used += w
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
