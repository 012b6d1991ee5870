import LosslessJSON

extension ValueFormatter {
    /// A value as messages show it (`changes`, `set`, `undo`): like a row's
    /// detail with full option titles, except that a list whose entries
    /// could be misread — one holds a comma or an arrow, is empty, reads
    /// `None`, or has spaces at an end — is printed as its JSON array, so
    /// `a, b → c` can't be read two ways.
    package func messageText(_ value: JSONValue?, for setting: Setting) -> String {
        let setting = setting.resolved(for: value)
        // A map or list of records reads as its JSON, shortened: "2 items → 2 items" would say nothing.
        if setting.kind.isContainer, let value { return Message.excerpt(value.jsonText) }
        guard case .list(let rule) = setting.kind, let value, case .array(let entries) = value, !entries.isEmpty else {
            let shown = detail(value, for: setting, short: false)
            // A text shown as it is reads apart from the value it looks like (`"null"`, `"12"`).
            if case .string(let text)? = value, shown == text, !isOption(value, of: setting) { return JSONValue.unambiguous(text) }
            return shown
        }
        let texts = entries.map { rule.options?.option(for: $0)?.title ?? $0.plainText }
        let arrows = [Glyphs.unicode.arrow, Glyphs.ascii.arrow, glyphs.arrow]
        let misreadable = texts.contains { text in
            text.isEmpty || text == "None" || text.contains(",") || arrows.contains(where: text.contains)
                || text.first.map(\.isWhitespace) == true || text.last.map(\.isWhitespace) == true
        } || entries.contains { entry in
            guard case .string(let text) = entry, rule.options?.option(for: entry) == nil else { return false }
            return JSONValue.unambiguous(text) != text
        }
        return misreadable ? value.jsonText : texts.joined(separator: ", ")
    }

    /// A value as an echo of it reads (`Set Name to …`, `changes`, a
    /// condition explained): ``messageText(_:for:)``, `(empty)` for an
    /// empty text. The one place an echoed value is worded.
    package func echo(_ value: JSONValue?, for setting: Setting) -> Message {
        let text = messageText(value, for: setting)
        return text.isEmpty ? "(empty)" : "\(text)"
    }

    /// Whether `value` is one of the options of `setting`'s choice.
    private func isOption(_ value: JSONValue?, of setting: Setting) -> Bool {
        guard case .choice(let options, _) = setting.kind, let value else { return false }
        return options.option(for: value) != nil
    }
}
