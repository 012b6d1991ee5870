import LosslessJSON

/// Turns values into the text a row, `get`, `changes` and help show.
package struct ValueFormatter: Sendable {
    package var glyphs: Glyphs

    package init(glyphs: Glyphs) {
        self.glyphs = glyphs
    }

    /// The detail text of a setting's row (for choices, the short title).
    package func detail(_ value: JSONValue?, for setting: Setting, short: Bool = true) -> String {
        guard let value else { return setting.showsNotSet ? "not set" : "" }
        if value == .null, setting.allowsNull { return "null" }
        switch setting.kind {
        case .switch(let rule):
            if value == rule.on { return "on" }
            if value == rule.off { return "off" }
            return wrongKind(value, "on or off")
        case .choice(let options, let other):
            guard let option = options.option(for: value) else {
                // An open choice shows a text of the person's own as it is.
                if other != nil, case .string(let text) = value { return options.option(for: .null) != nil ? JSONValue.unambiguous(text) : text }
                return notAnOption(value)
            }
            return short ? (option.short ?? option.title) : option.title
        case .text(let rule):
            guard case .string(let text) = value else { return wrongKind(value, "a text") }
            if rule.secure { return text.isEmpty ? "" : glyphs.mask }
            // Where null is a value too, the text null reads apart from it ("null").
            return setting.allowsNull ? JSONValue.unambiguous(text) : text
        case .number(let rule):
            guard case .number(let number) = value else { return wrongKind(value, "a number") }
            return Self.withUnit(NumberText.format(number), rule.unit)
        case .list(let rule):
            guard case .array(let entries) = value else { return wrongKind(value, "a list") }
            if entries.isEmpty { return "None" }
            return entries.map { entry in
                rule.options?.option(for: entry)?.title ?? entry.plainText
            }.joined(separator: ", ")
        case .map:
            guard case .object(let entries) = value else { return wrongKind(value, "an object of entries") }
            return Self.count(entries.count, "entry", "entries")
        case .records:
            guard case .array(let records) = value else { return wrongKind(value, "a list") }
            return Self.count(records.count, "item", "items")
        case .json:
            return value.jsonText
        case .variants(let variants):
            let resolved = setting.resolved(for: value)
            if case .variants = resolved.kind { return wrongKind(value, "any of its kinds") }
            if case .string(let text) = value, case .text(let rule) = resolved.kind, !rule.secure, variants.contains(where: { $0.holdsKind(of: .null) }) {
                return JSONValue.unambiguous(text)
            }
            return detail(value, for: resolved, short: short)
        }
    }

    /// `None`, `1 entry`, `3 entries`.
    static func count(_ count: Int, _ one: String, _ many: String) -> String {
        count == 0 ? "None" : "\(count) \(count == 1 ? one : many)"
    }

    /// A value that is none of its choice's options, shown as it is and marked.
    package func notAnOption(_ value: JSONValue) -> String {
        "\(value.plainText) (not an option)"
    }

    /// A value of another kind than its setting holds, shown as it is and
    /// marked with what it should be (`5 (not a text)`): "not an option"
    /// would send the person looking for options there are none of.
    package func wrongKind(_ value: JSONValue, _ expected: String) -> String {
        "\(value.plainText) (not \(expected))"
    }

    /// `50 %`, `16 pt`, or the number alone.
    package static func withUnit(_ number: String, _ unit: String?) -> String {
        guard let unit, !unit.isEmpty else { return number }
        return "\(number) \(unit)"
    }
}
