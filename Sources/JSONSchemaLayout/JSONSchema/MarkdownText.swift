/// Markdown, as schemas write help (VS Code's `markdownDescription`), made
/// plain text for a terminal: code spans and emphasis lose their marks,
/// links read `text <url>`, list items start with `•`, headings and
/// setting references (`#editor.fontSize#`) keep only their words.
/// Written by hand: the few constructs help texts use, line by line, with
/// no block structure beyond lists.
enum MarkdownText {
    static func plain(_ markdown: String) -> String {
        // Each mark looks ahead along its line: a text far longer than any help is shown as written.
        guard markdown.utf8.count <= 16_384 else { return markdown }
        var lines: [String] = []
        var inFence = false
        var inCode = false
        for text in Self.lines(of: markdown) {
            // Code is shown as it is written, its indentation kept: between
            // fences, and an indented block (four spaces, after a blank line).
            let fence = isFence(text)
            if fence || inFence {
                if !fence {
                    lines.append(String(text))
                    continue
                }
                // A fence is a blank line around the code.
                inFence.toggle()
                if !(lines.last?.isEmpty ?? true) { lines.append("") }
                continue
            }
            let blank = text.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
            // A block goes on while its lines are indented (a dash there is code too).
            inCode = !blank && isIndented(text) && (inCode || ((lines.last?.isEmpty ?? true) && !isListItem(text)))
            if inCode {
                lines.append(String(text))
                continue
            }
            let plain = line(String(text))
            // One blank line between paragraphs, however many the marks left.
            let plainIsBlank = plain.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
            if plainIsBlank && (lines.last?.isEmpty ?? true) { continue }
            lines.append(plainIsBlank ? "" : plain)
        }
        return lines.joined(separator: "\n").trimmingTrailingSpaceLines()
    }

    /// The text's lines, split where a Character is a line feed (not at a
    /// CR LF, which is one Character), found on the UTF-8 bytes: the
    /// spaces and dashes this reader tests for are ASCII, so a test of the
    /// bytes says what a test of the Characters says, in a fraction of the time.
    private static func lines(of text: String) -> [Substring] {
        var found: [Substring] = []
        var start = text.utf8.startIndex
        var previous: UInt8 = 0
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                found.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            previous = byte
        }
        found.append(text[start...])
        return found
    }

    /// A line that opens or closes a fenced block of code.
    private static func isFence(_ text: Substring) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }

    /// A line as far in as an indented block of code is: four spaces (or a tab).
    private static func isIndented(_ text: Substring) -> Bool {
        text.hasPrefix("    ") || text.hasPrefix("\t")
    }

    /// A list's item, however far in (a nested list is no code).
    private static func isListItem(_ text: Substring) -> Bool {
        let body = text.drop { $0 == " " || $0 == "\t" }
        return body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("+ ")
    }

    private static func line(_ text: String) -> String {
        // Rules are marks only.
        let trimmed = text.utf8.drop { $0 == UInt8(ascii: " ") }
        if trimmed.count >= 3 && trimmed.allSatisfy({ $0 == UInt8(ascii: "-") }) { return "" }
        var body = Substring(text)
        let indent = body.prefix { $0 == " " }
        body = body.dropFirst(indent.count)
        var lead = String(indent)
        if body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("+ ") {
            lead += "• "
            body = body.dropFirst(2)
        } else if body.hasPrefix("#") {
            body = body.drop { $0 == "#" }.drop { $0 == " " }
        } else if body.hasPrefix("> ") {
            body = body.dropFirst(2)
        }
        return lead + inline(body, depth: 0)
    }

    /// Code spans, links, emphasis, escapes and setting references in one line.
    private static func inline(_ text: Substring, depth: Int) -> String {
        // Emphasis inside emphasis inside a link…: a few levels are real; more are read as written.
        guard depth < 4 else { return String(text) }
        var out = ""
        var rest = text
        while let character = rest.first {
            switch character {
            case "\\":
                rest = rest.dropFirst()
                if let escaped = rest.first, "\\`*_{}[]()#+-.!<>".contains(escaped) {
                    out.append(escaped)
                    rest = rest.dropFirst()
                } else {
                    out.append("\\")
                }
            case "`":
                let ticks = rest.prefix { $0 == "`" }
                let after = rest.dropFirst(ticks.count)
                if let close = after.firstRange(of: String(ticks)) {
                    var code = after[..<close.lowerBound].trimmingCharacters(" ")
                    // `#editor.fontSize#` in code names a setting too.
                    if code.count > 2, code.hasPrefix("#"), code.hasSuffix("#"), code.dropFirst().dropLast().contains(".") {
                        code = String(code.dropFirst().dropLast())
                    }
                    out += code
                    rest = after[close.upperBound...]
                } else {
                    out += ticks
                    rest = after
                }
            case "[":
                if let (label, url, remaining) = link(rest) {
                    let words = inline(label, depth: depth + 1)
                    out += url.isEmpty || words == url ? words : "\(words) <\(url)>"
                    rest = remaining
                } else {
                    out.append("[")
                    rest = rest.dropFirst()
                }
            case "*", "_":
                // Emphasis marks go; a lone one (a * b, snake_case) stays.
                let marks = rest.prefix { $0 == character }
                let after = rest.dropFirst(marks.count)
                let opens = after.first.map { !$0.isWhitespace } ?? false
                if opens, marks.count <= 3, let close = after.prefix(Self.lookahead).firstRange(of: String(marks)),
                   close.lowerBound != after.startIndex,
                   !(character == "_" && out.last?.isLetter == true) {
                    out += inline(after[..<close.lowerBound], depth: depth + 1)
                    rest = after[close.upperBound...]
                } else {
                    out += marks
                    rest = after
                }
            case "#":
                // `#editor.fontSize#`: a reference to another setting.
                let after = rest.dropFirst()
                if let close = after.prefix(Self.lookahead).firstIndex(of: "#"), close != after.startIndex,
                   after[..<close].allSatisfy({ $0.isLetter || $0.isNumber || ".-_".contains($0) }),
                   after[..<close].contains(".") {
                    out += after[..<close]
                    rest = after[after.index(after: close)...]
                } else {
                    out.append("#")
                    rest = after
                }
            default:
                // A run of ASCII with no mark in it is copied whole: taken a
                // Character at a time it was most of a long help's cost. An
                // ASCII byte never joins the Character after it, so the run
                // ends where that loop would have gone on the same way.
                let run = rest.utf8.prefix { $0 < 0x80 && !isMark($0) }
                if run.count > 1 {
                    out += rest[..<run.endIndex]
                    rest = rest[run.endIndex...]
                } else {
                    out.append(character)
                    rest = rest.dropFirst()
                }
            }
        }
        return out
    }

    /// The bytes ``inline(_:depth:)`` looks at: the marks it reads.
    private static func isMark(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "#"): true
        default: false
        }
    }

    /// How far ahead a mark's closer, or a link's end, is looked for: a
    /// text of many unclosed marks costs that much per mark, not the rest
    /// of the text each time.
    static let lookahead = 1_000

    /// `[label](url)` at the start of `text`: its label, url and what follows.
    private static func link(_ text: Substring) -> (Substring, String, Substring)? {
        var depth = 0
        var index = text.startIndex
        let end = text.index(text.startIndex, offsetBy: lookahead, limitedBy: text.endIndex) ?? text.endIndex
        while index < end {
            switch text[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    let label = text[text.index(after: text.startIndex)..<index]
                    let after = text[text.index(after: index)...]
                    guard after.first == "(", let close = after.prefix(lookahead).firstIndex(of: ")") else { return nil }
                    var url = String(after[after.index(after: after.startIndex)..<close])
                    if let space = url.firstIndex(of: " ") { url = String(url[..<space]) }
                    return (label, url, after[after.index(after: close)...])
                }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension StringProtocol {
    /// Without `set` (an ASCII character, such as a space) at either end.
    /// Found on the UTF-8 bytes: help texts run to thousands of lines, and
    /// walking them by `Character` twice over (as `reversed()` does) was the
    /// slowest part of opening a large schema.
    func trimmingCharacters(_ set: Character) -> String {
        guard let byte = set.asciiValue else {
            return String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
        }
        return trimming { $0 == byte }
    }

    /// Without blank lines and spaces at the end.
    func trimmingTrailingSpaceLines() -> String {
        let text = Substring(self)
        guard let last = text.utf8.lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }) else { return "" }
        return String(text[..<text.utf8.index(after: last)])
    }

    /// Without the ASCII bytes `drop` tells at either end (so the cut falls
    /// between characters).
    private func trimming(_ drop: (UInt8) -> Bool) -> String {
        let text = Substring(self)
        guard let first = text.utf8.firstIndex(where: { !drop($0) }), let last = text.utf8.lastIndex(where: { !drop($0) }) else { return "" }
        return String(text[first..<text.utf8.index(after: last)])
    }
}
