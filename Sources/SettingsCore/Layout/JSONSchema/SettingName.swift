/// Titles made from property names, as a settings app would show them:
/// `printWidth` → "Print Width", `editor.fontSize` → "Font Size",
/// `max_line_length` → "Max Line Length", `baseURL` → "Base URL".
enum SettingName {
    /// The title for a property name (the last dotted segment of it).
    static func title(_ name: String) -> String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return words(last).joined(separator: " ")
    }

    /// The words of one name: split at `_`, `-`, spaces, and where a lower
    /// case letter or digit meets a capital (a run of capitals stays one
    /// word, its last capital starting the next word when a lower case
    /// letter follows: `HTTPServer` → HTTP, Server). Each word starts with a
    /// capital.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func close() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                close()
                continue
            }
            if character.isUppercase, let previous = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { close() }
            }
            current.append(character)
        }
        close()
        return words.map { word in
            guard let first = word.first else { return word }
            return first.uppercased() + word.dropFirst()
        }
    }
}
