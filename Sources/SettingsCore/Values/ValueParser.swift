import LosslessJSON

/// Turns what a person types into a value for a setting, or says why it
/// can't be one. Used by `set KEY VALUE`, value prompts and one-shot `set`.
package enum ValueParser {
    /// The words a switch accepts, and what they mean.
    package static let switchWords: [String: Bool] = [
        "on": true, "off": false, "yes": true, "no": false,
        "true": true, "false": false, "1": true, "0": false,
    ]

    package static func parse(_ input: String, for setting: Setting) -> Result<JSONValue, ValueError> {
        // Where null is allowed, `null` is null (the text null is typed quoted, "null").
        if setting.allowsNull, input.trimmingWhitespace == "null" { return .success(.null) }
        switch setting.kind {
        case .switch(let rule):
            let word = input.trimmingWhitespace.lowercased()
            if let flag = switchWords[word] { return .success(flag ? rule.on : rule.off) }
            if word == rule.on.plainText.lowercased() { return .success(rule.on) }
            if word == rule.off.plainText.lowercased() { return .success(rule.off) }
            return .failure(ValueError(setting: setting, reason: "expects on or off, not \(quote(input))"))
        case .choice(let options, let other?):
            // An open choice: an option named exactly, else the text as typed (no prefix guessing: any text is a value).
            var typed = input.trimmingWhitespace
            if let option = exactOption(typed, in: options) { return .success(option.value) }
            // A quoted text is the text inside, as for a value of several kinds (`"null"` is the text null, not the option null).
            if typed.hasPrefix("\""), let (value, _) = json(typed), case .string(let text) = value { typed = text }
            if let problem = ValueRules.textProblem(typed, rule: other.rule) {
                return .failure(ValueError(setting: setting, reason: problem))
            }
            return .success(.string(typed))
        case .choice(let options, nil):
            if let option = matchOption(input, in: options) { return .success(option.value) }
            return .failure(ValueError(setting: setting, reason: "has no option \(quote(input)); choose one of: \(options.map(\.title).joined(separator: ", "))"))
        case .text(let rule):
            // One rule however the text is typed (`set` in a session or on the
            // command line, a value prompt): spaces around it, which no screen
            // shows, are not part of it. A text in double quotes is the text
            // inside (`set scripts.test "jest --ci"` as a shell would read it).
            var text = input.trimmingWhitespace
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), let (value, _) = json(text), case .string(let inner) = value {
                text = inner
            }
            if let problem = ValueRules.textProblem(text, rule: rule) {
                return .failure(ValueError(setting: setting, reason: "\(problem)"))
            }
            return .success(.string(text))
        case .number(let rule):
            var text = input.trimmingWhitespace
            if let unit = rule.unit, !unit.isEmpty, text.lowercased().hasSuffix(unit.lowercased()) {
                text = String(text.dropLast(unit.count)).trimmingWhitespace
            }
            guard let (number, exact) = NumberText.parseExactly(text), number.isFinite else {
                return .failure(ValueError(setting: setting, reason: "expects a number, not \(quote(input))"))
            }
            guard exact else {
                return .failure(ValueError(setting: setting, reason: "\(quote(text)) is too large to be stored exactly"))
            }
            if let problem = ValueRules.numberProblem(number, rule: rule) {
                return .failure(ValueError(setting: setting, reason: "\(NumberText.format(number)) \(problem)"))
            }
            return .success(.number(number))
        case .list(let rule):
            guard let document = try? JSONDocument.parse(Array(input.utf8)),
                  case .array(var entries) = document.value(document.root) else {
                return .failure(ValueError(setting: setting, reason: "expects a JSON array, e.g. [\"a\", \"b\"]"))
            }
            if let options = rule.options {
                // Accept option titles where values are expected.
                entries = entries.map { entry in
                    if options.option(for: entry) == nil, case .string(let text) = entry,
                       let option = matchOption(text, in: options) {
                        return option.value
                    }
                    return entry
                }
            }
            if let problem = ValueRules.listProblem(entries, rule: rule) {
                return .failure(ValueError(setting: setting, reason: "\(problem)"))
            }
            return .success(.array(entries))
        case .map, .records, .json:
            return whole(input, for: setting)
        case .variants(let variants):
            return parse(input, as: variants, for: setting)
        }
    }

    /// `input` read as JSON, and whether it holds a number that would not be
    /// stored as typed (a whole number beyond 64 bits becomes the nearest Double).
    static func json(_ input: String) -> (value: JSONValue, inexact: Bool)? {
        guard let document = try? JSONDocument.parse(Array(input.utf8)) else { return nil }
        let value = document.value(document.root)
        return (value, document.holdsUnstorableNumber(value, at: document.root))
    }

    /// A map's, list of records' or open value's whole value, typed as JSON.
    private static func whole(_ input: String, for setting: Setting) -> Result<JSONValue, ValueError> {
        guard let (value, inexact) = json(input) else {
            let expected: String
            switch setting.kind {
            case .map, .json(JSONRule(shape: .object)): expected = "a JSON object, e.g. {\"name\": …}"
            case .json(JSONRule(shape: nil)): expected = "JSON, e.g. {\"name\": 1}, [1, 2], \"text\" or null"
            case .json: expected = "a JSON array, e.g. [1, \"a\"]"
            default: expected = "a JSON array, e.g. [{…}, {…}]"
            }
            return .failure(ValueError(setting: setting, reason: "expects \(expected)"))
        }
        if inexact {
            return .failure(ValueError(setting: setting, reason: "holds a number too large to be stored exactly"))
        }
        if let problem = ValueRules.problem(with: value, for: setting) {
            return .failure(ValueError(setting: setting, reason: "\(value.problemText) \(problem)"))
        }
        return .success(value)
    }

    /// The option whose title or value is `typed`, exactly, else ignoring case (when only one is).
    static func exactOption(_ typed: String, in options: [ChoiceOption]) -> ChoiceOption? {
        if let exact = options.first(where: { $0.title == typed || $0.value.plainText == typed }) { return exact }
        let lowered = typed.lowercased()
        let folded = options.filter { $0.title.lowercased() == lowered || $0.value.plainText.lowercased() == lowered }
        return folded.count == 1 ? folded[0] : nil
    }

    /// The option a person means: a title or value, exact, then
    /// case-insensitive, then a unique case-insensitive prefix of a title.
    package static func matchOption(_ input: String, in options: [ChoiceOption]) -> ChoiceOption? {
        let typed = input.trimmingWhitespace
        if let exact = options.first(where: { $0.title == typed || $0.value.plainText == typed }) { return exact }
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return nil }
        let folded = options.filter { $0.title.lowercased() == lowered || $0.value.plainText.lowercased() == lowered }
        if folded.count == 1 { return folded[0] }
        let prefixed = options.filter { $0.title.lowercased().hasPrefix(lowered) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    static func quote(_ text: String) -> String { "\"\(Message.excerpt(text))\"" }
}
