/// Parses one input line into a ``Command``.
///
/// Command words are matched case-insensitively; a line that is no command
/// is taken as a row title, so a row can always be chosen by its name.
public enum CommandParser {
    /// The command words, for help and completion.
    public static let words = [
        "add", "back", "cancel", "changes", "delete", "done", "edit", "find", "get",
        "go", "help", "move", "reset", "set", "show", "top", "undo",
    ]

    public static func parse(_ line: String) -> Result<Command, CommandError> {
        let text = line.trimmingWhitespace
        if text.isEmpty { return .success(.show) }
        if text == "?" { return .success(.help(row: nil)) }
        if text == ".." { return .success(.back) }
        if text.hasPrefix("/") {
            let query = String(text.dropFirst()).trimmingWhitespace
            return query.isEmpty ? .failure(.usage("find needs some text: find TEXT or /TEXT")) : .success(.find(query))
        }
        if text.hasSuffix("?"), let number = rowNumber(String(text.dropLast())) {
            return number.map { .success(.help(row: $0)) } ?? .failure(.noSuchNumber(String(text.dropLast())))
        }
        if isDigits(text) {
            return rowNumber(text).flatMap { $0 }.map { .success(.select($0)) } ?? .failure(.noSuchNumber(text))
        }

        let (word, rest) = splitWord(text)
        switch word.lowercased() {
        case "back" where rest.isEmpty: return .success(.back)
        case "top" where rest.isEmpty: return .success(.top)
        case "show" where rest.isEmpty: return .success(.show)
        case "changes" where rest.isEmpty: return .success(.changes)
        case "undo" where rest.isEmpty: return .success(.undo)
        case "done" where rest.isEmpty: return .success(.done)
        case "cancel" where rest.isEmpty: return .success(.cancel)
        case "edit" where rest.isEmpty: return .success(.edit)
        case "help":
            if rest.isEmpty { return .success(.help(row: nil)) }
            if isDigits(rest) {
                return rowNumber(rest).flatMap { $0 }.map { .success(.help(row: $0)) } ?? .failure(.noSuchNumber(rest))
            }
        case "set":
            let (key, value) = splitWord(rest)
            if key.isEmpty || value.isEmpty { return .failure(.usage("set needs a key and a value: set KEY VALUE")) }
            return .success(.set(key: key, value: value == "\"\"" ? "" : value))
        case "get":
            if rest.isEmpty { return .failure(.usage("get needs a key: get KEY")) }
            return .success(.get(key: rest))
        case "reset":
            if rest.isEmpty { return .failure(.usage("reset needs a row number or a key: reset N or reset KEY")) }
            return .success(.reset(target: rest))
        case "find":
            if rest.isEmpty { return .failure(.usage("find needs some text: find TEXT or /TEXT")) }
            return .success(.find(rest))
        case "go":
            guard let number = rowNumber(rest).flatMap({ $0 }) else { return .failure(.usage("go needs a result number from find: go N")) }
            return .success(.go(number))
        case "delete":
            guard let number = rowNumber(rest).flatMap({ $0 }) else { return .failure(.usage("delete needs an entry number: delete N")) }
            return .success(.delete(number))
        case "move":
            let (first, second) = splitWord(rest)
            guard let from = rowNumber(first).flatMap({ $0 }), let to = rowNumber(second).flatMap({ $0 }) else {
                return .failure(.usage("move needs two entry numbers: move N M"))
            }
            return .success(.move(from: from, to: to))
        case "add":
            return .success(.add(rest.isEmpty ? nil : rest))
        default:
            break
        }
        return .success(.selectTitle(text))
    }

    /// The first word and the rest of the line (its inner spacing kept).
    static func splitWord(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmingWhitespace)
    }

    /// A row number: nil when `text` isn't digits; `.some(nil)` when it is
    /// digits but too large to be any row.
    private static func rowNumber(_ text: String) -> Int?? {
        let digits = text.trimmingWhitespace
        guard isDigits(digits) else { return nil }
        guard digits.count <= 9, let number = Int(digits) else { return .some(nil) }
        return .some(number)
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}

/// A line that looks like a command but doesn't fit its form.
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command's words are off; the text says how to use it.
    case usage(String)
    /// A number far too large to be a row.
    case noSuchNumber(String)

    public var description: String {
        switch self {
        case .usage(let text): return text
        case .noSuchNumber(let text): return "there is no row \(text.count > 12 ? String(text.prefix(12)) + "…" : text)"
        }
    }
}
