/// A setting's help as the screen of its value shows it: whole when it is
/// short, else its first lines and a line that says how to read the rest
/// (`… help KEY for more`), so a long help (a schema's description of a
/// page, with examples) never pushes the rows off the screen. `help` shows
/// it whole.
package enum HelpExcerpt {
    /// How many of the help's own lines a screen shows at most.
    package static let lineLimit = 4
    /// How many characters of them, at most (about four lines of a terminal).
    package static let characterLimit = 300

    /// `help`, or its beginning followed by `… help KEY for more` when it is
    /// longer than ``lineLimit`` lines or ``characterLimit`` characters.
    package static func excerpt(_ help: String, more key: String) -> String {
        var kept: [String] = []
        var used = 0
        var cut = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if kept.count == lineLimit {
                cut = true
                break
            }
            let count = line.count
            if used + count > characterLimit {
                // The line's words that fit, then the mark that there is more.
                let room = characterLimit - used
                let words = line.prefix(room)
                if let space = words.lastIndex(of: " "), words[..<space].contains(where: { $0 != " " }) {
                    kept.append(String(words[..<space]) + "…")
                }
                cut = true
                break
            }
            kept.append(String(line))
            used += count + 1
        }
        guard cut else { return help }
        while let last = kept.last, last.allSatisfy({ $0 == " " }) { kept.removeLast() }
        return (kept + ["… help \(key) for more"]).joined(separator: "\n")
    }
}
