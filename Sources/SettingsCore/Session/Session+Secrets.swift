/// Keeping secrets typed on a command line out of logs.
extension Session {
    /// `line`, a command line about to be handled, with its secret masked:
    /// `set pw hunter2` → `set pw ••••••` when `pw` may hold a secure text;
    /// nil when the line holds no secret. The runner keeps such a line out
    /// of the history and echoes and records this form, as it does a secure
    /// answer at a value prompt (which is never a command line).
    package func maskingSecret(in line: String) -> String? {
        guard questions.current == nil, prompts.current == nil,
              case .success(.set(let key, let value)) = CommandParser.parse(line), !value.isEmpty,
              case .success(let setting) = setting(named: key), setting.kind.holdsSecret,
              rowTitled(exactly: line) == nil   // a row's whole title is no command
        else { return nil }
        // The line as typed up to the value, so that the masked form reads like it.
        let typed = line.trimmingWhitespace
        guard typed.hasSuffix(value) else { return "set \(key) \(glyphs.mask)" }
        return typed.dropLast(value.count) + glyphs.mask
    }
}
