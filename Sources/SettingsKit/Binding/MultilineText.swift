/// A text of several lines as a session shows and takes it, on one line:
/// a line break is `\n`, a backslash `\\`.
enum MultilineText {
    /// The text on one line.
    static func escaped(_ text: String) -> String {
        var line = ""
        for character in text {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r\n": line += "\\n"
            default: line.append(character)
            }
        }
        return line
    }

    /// The text a line stands for: `\n` a line break, `\\` a backslash, any other backslash as typed.
    static func unescaped(_ line: String) -> String {
        var text = ""
        var escaping = false
        for character in line {
            if escaping {
                switch character {
                case "n": text.append("\n")
                case "\\": text.append("\\")
                default: text += "\\" + String(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        if escaping { text.append("\\") }
        return text
    }
}
