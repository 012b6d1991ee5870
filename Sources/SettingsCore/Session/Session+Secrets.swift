/// Keeping secrets typed on a command line out of logs.
extension Session {
    /// `line`, a command line about to be handled, with its secret masked:
    /// `set pw hunter2` → `set pw ••••••` when `pw` may hold a secure text;
    /// nil when the line holds no secret. The runner keeps such a line out
    /// of the history and echoes and records this form, as it does a secure
    /// answer at a value prompt (which is never a command line).
    package func maskingSecret(in line: String) -> String? {
        guard questions.current == nil, prompts.current == nil, Self.mentionsSet(line),
              case .success(.set(let key, let value)) = CommandParser.parse(line), !value.isEmpty,
              case .success(let setting) = setting(named: key), setting.kind.holdsSecret,
              rowTitled(exactly: line) == nil   // a row's whole title is no command
        else { return nil }
        // The line as typed up to the value, so that the masked form reads like it.
        let typed = line.trimmingWhitespace
        guard typed.hasSuffix(value) else { return "set \(key) \(glyphs.mask)" }
        return typed.dropLast(value.count) + glyphs.mask
    }

    /// Whether `set` appears in `line`, in any case: what every `set`
    /// command holds. Most lines (numbers, titles, `back`) fail it in a few
    /// instructions and are not parsed a second time, before they are handled.
    static func mentionsSet(_ line: String) -> Bool {
        let word: (UInt8, UInt8, UInt8) = (UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "t"))
        var matched = 0
        for byte in line.utf8 {
            // An ASCII letter in lower case; no other byte becomes s, e or t so.
            let lowered = byte | 0x20
            if lowered == (matched == 0 ? word.0 : matched == 1 ? word.1 : word.2) {
                matched += 1
                if matched == 3 { return true }
            } else {
                matched = lowered == UInt8(ascii: "s") ? 1 : 0
            }
        }
        return false
    }
}
