@_spi(SettingsShell) import SettingsKit

/// Splits a transcript's `$ settings-shell ARGS` line into arguments the way
/// a POSIX shell would for plain words, and quotes arguments back.
///
/// Supported: words separated by spaces or tabs; `'single quotes'` (taken
/// literally); `"double quotes"` (where `\"`, `\\`, `\$` and `` \` `` are
/// escapes); a backslash outside quotes takes the next character literally.
/// No variables, globs or substitutions: `$HOME` is just text.
enum ShellWords {
    /// Why a line could not be split.
    enum SplitError: Error, Sendable, Equatable, CustomStringConvertible {
        case unterminatedQuote(Character)
        case trailingBackslash

        var description: String {
            switch self {
            case .unterminatedQuote(let quote): return "unterminated \(quote) quote"
            case .trailingBackslash: return "a backslash at the end of the line"
            }
        }
    }

    /// The words of `line`.
    static func split(_ line: String) -> Result<[String], SplitError> {
        split(line, partial: false)
    }

    /// The text a shell word being typed stands for so far (`'it's` is
    /// `it's`, `\$\(x` is `$(x`): as ``split(_:)``, except that a quote not
    /// closed yet closes at the end and a backslash at the end is dropped.
    /// Words a shell splits the text into are joined by a space.
    static func typed(_ word: String) -> String {
        switch split(word, partial: true) {
        case .success(let words): return words.joined(separator: " ")
        case .failure: return word
        }
    }

    /// The words of `line`; `partial` accepts a line cut short inside a quote
    /// or after a backslash (a word still being typed).
    private static func split(_ line: String, partial: Bool) -> Result<[String], SplitError> {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                if !closed && !partial { return .failure(.unterminatedQuote("'")) }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        if !["\"", "\\", "$", "`"].contains(escaped) { current.append("\\") }
                        current.append(escaped)
                        continue
                    }
                    current.append(next)
                }
                if !closed && !partial { return .failure(.unterminatedQuote("\"")) }
            case "\\":
                guard let escaped = iterator.next() else { return partial ? .success(words + [current]) : .failure(.trailingBackslash) }
                inWord = true
                current.append(escaped)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return .success(words)
    }

    /// `words` as a shell would need them typed: plain words as they are,
    /// anything else in single quotes.
    static func join(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }

    /// One word, quoted when it needs to be.
    static func quote(_ word: String) -> String {
        if !word.isEmpty && word.unicodeScalars.allSatisfy(isPlain) { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        case "-", "_", ".", "/", "=", ":", ",", "+", "@", "%": return true
        default: return scalar.value >= 0x80 && !InertText.needsEscape(scalar) && scalar.properties.isAlphabetic
        }
    }
}
