/// Parses one input line into a ``Command``, by the table in ``CommandSpec``.
///
/// Command words are matched case-insensitively; a line that is no command
/// is taken as a row title, so a row can always be chosen by its name. A
/// line in quotes (`"Go"`) is always a title, for a row whose title is
/// also a command word.
package enum CommandParser {
    package static func parse(_ line: String) -> Result<Command, CommandError> {
        let text = line.trimmingWhitespace
        if let title = unquoted(text) { return .success(.selectTitle(title)) }
        if let shorthand = shorthand(text) { return shorthand }
        if isDigits(text) {
            return rowNumber(text).flatMap { $0 }.map { .success(.select($0)) } ?? .failure(.noSuchNumber(text))
        }
        if let position = position(text) {
            return position.map { .success(.selectPosition($0)) } ?? .failure(.noSuchNumber(String(text.dropFirst())))
        }
        let (word, rest) = splitWord(text)
        if let spec = CommandSpec.named(word), let parsed = spec.parse(rest) { return parsed }
        if let asked = suffixed(text) { return asked }
        return .success(.selectTitle(text))
    }

    /// A command typed without its word as the whole line or its beginning
    /// (`..`, `?`, `/TEXT`), if `text` is one.
    private static func shorthand(_ text: String) -> Result<Command, CommandError>? {
        for spec in CommandSpec.all {
            for shorthand in spec.shorthands {
                switch shorthand {
                case .line(let line) where text == line:
                    return spec.parse("")
                case .prefix(let prefix) where text.hasPrefix(prefix):
                    return spec.parse(String(text.dropFirst(prefix.count)).trimmingWhitespace)
                default:
                    continue
                }
            }
        }
        return nil
    }

    /// A command typed as what it is about followed by its mark (`N?`, `TITLE?`), if `text` is one.
    private static func suffixed(_ text: String) -> Result<Command, CommandError>? {
        for spec in CommandSpec.all {
            for case .suffix(let suffix) in spec.shorthands where text.hasSuffix(suffix) {
                let about = String(text.dropLast(suffix.count)).trimmingWhitespace
                // `??` is no question about anything.
                if about.contains(where: { $0 != "?" }) { return spec.parse(about) }
            }
        }
        return nil
    }

    /// The text between a pair of double or single quotes that hold the whole line.
    static func unquoted(_ text: String) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        let inner = String(text.dropFirst().dropLast()).trimmingWhitespace
        return inner.isEmpty ? nil : inner
    }

    /// The first word and the rest of the line (its inner spacing kept).
    static func splitWord(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmingWhitespace)
    }

    /// A row number: nil when `text` isn't digits; `.some(nil)` when it is
    /// digits but too large to be any row.
    static func rowNumber(_ text: String) -> Int?? {
        let digits = text.trimmingWhitespace
        guard isDigits(digits) else { return nil }
        guard digits.count <= 9, let number = Int(digits) else { return .some(nil) }
        return .some(number)
    }

    /// `#N`, a row by its position: nil when `text` isn't `#` and digits;
    /// `.some(nil)` when the number is too large to be any row.
    static func position(_ text: String) -> Int?? {
        guard text.hasPrefix("#") else { return nil }
        return rowNumber(String(text.dropFirst()))
    }

    /// How `help` (or `?` after it) names a row: `N`, `#N`, else a title or key.
    static func rowName(_ text: String) -> Result<RowName, CommandError> {
        if let number = rowNumber(text) { return number.map { .success(.number($0)) } ?? .failure(.noSuchNumber(text)) }
        if let position = position(text) {
            return position.map { .success(.position($0)) } ?? .failure(.noSuchNumber(String(text.dropFirst())))
        }
        return .success(.title(unquoted(text) ?? text))
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
