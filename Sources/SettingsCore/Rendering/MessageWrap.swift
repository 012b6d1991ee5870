/// Wraps a message to the screen's width, as footers are wrapped, so the
/// terminal never splits a word: lines break at spaces, and inside a word
/// only when the word alone is wider than the line — never inside a web
/// address, which a person copies whole.
///
/// A wrapped line keeps its shape: a line in two columns (a command and
/// what it does, a result number and its path) continues under its second
/// column (or, when the second column would be too narrow, goes under the
/// first one); an indented line continues two columns further in; a line
/// that starts at the margin continues at the margin. Lines that fit are
/// left exactly as they are.
public enum MessageWrap {
    /// The narrowest text column a hanging indent may leave.
    static let minimumColumn = 12

    public static func lines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0), width: width) }
    }

    private static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0, TextWidth.columns(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let body = String(line.dropFirst(lead))
        if let gap = secondColumn(of: body) {
            let first = String(body[..<gap])
            let column = lead + TextWidth.columns(first)
            // An indented table keeps its columns while the second has room; a
            // line at the margin only when its first column is short (a number).
            if width - column >= minimumColumn && (lead > 0 || column <= width / 2) {
                return hanging(String(line.prefix(lead)) + first, String(body[gap...]), indent: column, width: width)
            }
            if lead > 0 && width - lead - 4 >= minimumColumn {
                // No room beside the first column: it gets a line of its own, the second goes under it.
                let head = wrap(String(line.prefix(lead)) + first.trimmingWhitespace, width: width)
                return head + hanging(TextWidth.padding(lead + 4), String(body[gap...]), indent: lead + 4, width: width)
            }
        }
        let indent = lead > 0 ? lead + 2 : 0
        if width - indent < minimumColumn {
            return TextWrap.lines(line.trimmingWhitespace, width: width, keepingURLs: true)
        }
        return hanging(String(line.prefix(lead)), body, indent: indent, width: width)
    }

    /// `head`, then `text` wrapped after it and continued `indent` columns in.
    private static func hanging(_ head: String, _ text: String, indent: Int, width: Int) -> [String] {
        let wrapped = TextWrap.lines(text, width: width - max(indent, TextWidth.columns(head)), keepingURLs: true)
        return wrapped.enumerated().map { index, part in
            (index == 0 ? head : TextWidth.padding(indent)) + part
        }
    }

    /// Where the second column of a line starts: after its first run of two
    /// or more spaces that follows some text.
    private static func secondColumn(of text: String) -> String.Index? {
        var index = text.startIndex
        var spaces = 0
        var sawText = false
        while index < text.endIndex {
            if text[index] == " " {
                spaces += 1
            } else {
                if sawText && spaces >= 2 { return index }
                sawText = true
                spaces = 0
            }
            index = text.index(after: index)
        }
        return nil
    }
}
