/// Parses one input line into a ``Command``, by the table in ``CommandSpec``.
///
/// Command words are matched case-insensitively; a line that is no command
/// is taken as a row title, so a row can always be chosen by its name.
public enum CommandParser {
    public static func parse(_ line: String) -> Result<Command, CommandError> {
        let text = line.trimmingWhitespace
        if let shorthand = shorthand(text) { return shorthand }
        if isDigits(text) {
            return rowNumber(text).flatMap { $0 }.map { .success(.select($0)) } ?? .failure(.noSuchNumber(text))
        }
        let (word, rest) = splitWord(text)
        if let spec = CommandSpec.named(word), let parsed = spec.parse(rest) { return parsed }
        return .success(.selectTitle(text))
    }

    /// A command typed without its word (`..`, `?`, `/TEXT`, `N?`), if `text` is one.
    private static func shorthand(_ text: String) -> Result<Command, CommandError>? {
        for spec in CommandSpec.all {
            for shorthand in spec.shorthands {
                switch shorthand {
                case .line(let line) where text == line:
                    return spec.parse("")
                case .prefix(let prefix) where text.hasPrefix(prefix):
                    return spec.parse(String(text.dropFirst(prefix.count)).trimmingWhitespace)
                case .numberThen(let suffix) where text.hasSuffix(suffix):
                    let number = String(text.dropLast(suffix.count)).trimmingWhitespace
                    if isDigits(number) { return spec.parse(number) }
                default:
                    continue
                }
            }
        }
        return nil
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

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
