import LosslessJSON

/// Spells keys and JSON values in TOML, following the style of the value
/// being replaced where the new value allows it (literal or basic quotes,
/// the integer's base, a date's separator).
enum TOMLWriter {
    /// A key, bare when it can be.
    static func key(_ name: String) -> String {
        if !name.isEmpty, name.utf8.allSatisfy(TOMLReader.isBareKeyByte) { return name }
        return basic(name)
    }

    /// `value` written in TOML; `like` is the token it replaces, if any.
    static func value(_ value: JSONValue, like old: (kind: TOMLKind, token: String)?, path: String) throws(TOMLEditError) -> String {
        switch value {
        case .null:
            throw .nullHasNoTOMLForm(path: path)
        case .bool(let b):
            return b ? "true" : "false"
        case .number(let n):
            return number(n, like: old)
        case .string(let s):
            return string(s, like: old)
        case .array(let items):
            var parts: [String] = []
            for (i, item) in items.enumerated() {
                parts.append(try self.value(item, like: nil, path: path + "/\(i)"))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            var parts: [String] = []
            for member in members {
                parts.append(key(member.key) + " = " + (try self.value(member.value, like: nil, path: path + "/" + member.key)))
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    static func number(_ n: JSONNumber, like old: (kind: TOMLKind, token: String)?) -> String {
        if let i = n.integer {
            if old?.kind == .float { return "\(i).0" }
            if let token = old?.token, old?.kind == .integer, i >= 0, token.count > 2, token.hasPrefix("0") {
                let prefix = String(token.prefix(2))
                switch prefix {
                case "0x":
                    let upper = token.dropFirst(2).contains { $0 >= "A" && $0 <= "F" }
                    return prefix + String(i, radix: 16, uppercase: upper)
                case "0o": return prefix + String(i, radix: 8)
                case "0b": return prefix + String(i, radix: 2)
                default: break
                }
            }
            return String(i)
        }
        let d = n.double
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        return d.description
    }

    static func string(_ s: String, like old: (kind: TOMLKind, token: String)?) -> String {
        guard let old else { return basic(s) }
        if old.kind.isDateTime, let kind = TOMLDateTimeText.kind(of: s) {
            // Keep the file's separator between date and time.
            if kind == .offsetDateTime || kind == .localDateTime, old.token.count > 10 {
                let separator = old.token[old.token.index(old.token.startIndex, offsetBy: 10)]
                var chars = Array(s)
                chars[10] = separator
                return String(chars)
            }
            return s
        }
        let controls = s.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F }
        // A multi-line string written on one line stays on one line.
        let spansLines = old.token.contains("\n")
        if old.token.hasPrefix("'''"), !controls, !s.contains("'''"), !s.hasSuffix("'"), spansLines || !s.contains("\n") {
            let lead = old.token.dropFirst(3).first == "\n" || s.hasPrefix("\n") ? "\n" : ""
            return "'''" + lead + s + "'''"
        }
        if old.token.hasPrefix("'"), !old.token.hasPrefix("'''"), !controls, !s.contains("'"), !s.contains("\n") {
            return "'" + s + "'"
        }
        if old.token.hasPrefix("\"\"\"") {
            var lead = spansLines && (old.token.dropFirst(3).first == "\n" || s.hasPrefix("\n")) ? "\n" : ""
            if spansLines, let first = s.unicodeScalars.first, !" \t\n\r".unicodeScalars.contains(first),
               let continuation = lineEndingBackslash(after: old.token) {
                // `"""\` then a line break: the backslash drops the whitespace up to the text, which begins with none.
                lead = continuation
            }
            return "\"\"\"" + lead + escaped(s, keepLineBreaks: spansLines) + "\"\"\""
        }
        return basic(s)
    }

    /// The line-ending backslash opening a multi-line basic string's
    /// `token` (`"""\` then blanks, a line break and any whitespace up to the
    /// text), as written; nil when it does not open with one.
    static func lineEndingBackslash(after token: String) -> String? {
        let body = token.unicodeScalars.dropFirst(3)
        guard body.first == "\\" else { return nil }
        let whitespace = body.dropFirst().prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard whitespace.contains("\n") else { return nil }
        return "\\" + String(String.UnicodeScalarView(whitespace))
    }

    /// `"…"` with TOML's escapes.
    static func basic(_ s: String) -> String { "\"" + escaped(s, keepLineBreaks: false) + "\"" }

    static func escaped(_ s: String, keepLineBreaks: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += keepLineBreaks ? "\n" : "\\n"
            case "\t": out += "\t"
            case "\r": out += "\\r"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
