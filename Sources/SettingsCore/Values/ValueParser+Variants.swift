import LosslessJSON

extension ValueParser {
    /// A typed value for a setting of several kinds: the first reading that
    /// one of its kinds takes, tried in this order — a switch word (on, off,
    /// true, false, yes, no), a number, JSON (`null`, `"quoted text"`,
    /// `[…]`), an option's or a fixed value's title, then the text as typed.
    /// A reading that a kind of its own refuses (a number out of range) is
    /// refused for that kind's reason rather than taken as a text.
    static func parse(_ input: String, as variants: [Variant], for setting: Setting) -> Result<JSONValue, ValueError> {
        let typed = input.trimmingWhitespace
        let kinds = variants.indices.map { setting.variant($0, of: variants) }
        func taken(_ value: JSONValue) -> Bool {
            kinds.contains { ValueRules.problem(with: value, for: $0) == nil }
        }
        var readings: [JSONValue] = []
        let word = typed.lowercased()
        if word != "1", word != "0", let flag = switchWords[word] { readings.append(.bool(flag)) }
        let number = NumberText.parseExactly(typed)
        if let (value, exact) = number, exact, value.isFinite { readings.append(.number(value)) }
        // A number JSON would round (a whole number beyond 64 bits) is no reading: it would not be stored as typed.
        if let (value, inexact) = json(typed), !inexact { readings.append(value) }
        if let value = readings.first(where: taken) { return .success(value) }
        // A number (or a list…) that a kind of its own refuses is refused for that kind's reason, not taken as a text.
        for reading in readings {
            guard let index = variants.firstIndex(where: { $0.holdsKind(of: reading) }) else { continue }
            if case .failure(let error) = parse(typed, for: kinds[index]) { return .failure(error) }
            if let problem = ValueRules.problem(with: reading, for: kinds[index]) {
                return .failure(ValueError(setting: setting, reason: "\(reading.jsonText) \(problem)"))
            }
        }
        for kind in kinds {
            switch kind.kind {
            case .choice(let options, _):
                if let option = exactOption(typed, in: options) { return .success(option.value) }
            case .list where typed.hasPrefix("["):
                // Option titles in a list's array.
                if case .success(let value) = parse(typed, for: kind) { return .success(value) }
            default:
                break
            }
        }
        if taken(.string(typed)) { return .success(.string(typed)) }
        // Refused: the reason of the kind the text looks like, else what the kinds take.
        let looksLike: (Setting) -> Bool = { kind in
            switch kind.kind {
            case .number: return number != nil
            case .list: return typed.hasPrefix("[")
            case .text, .choice(_, .some(_)): return number == nil && !typed.hasPrefix("[")
            default: return false
            }
        }
        if let kind = kinds.first(where: looksLike), case .failure(let error) = parse(typed, for: kind) {
            return .failure(error)
        }
        let expected = variants.map { variant -> String in
            switch variant.content {
            case .constant(let value): return value == .null ? "null" : value.jsonText
            case .value(.switch): return "on or off"
            case .value(.text), .value(.choice(_, .some(_))): return "a text"
            case .value(.number): return "a number"
            case .value(.list): return "a JSON array"
            case .value(.choice(let options, nil)): return "one of \(options.map(\.title).joined(separator: ", "))"
            case .value(.variants), .value(.map), .value(.records), .value(.json): return variant.title
            }
        }
        let phrase = expected.count > 1 ? expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "") : expected.joined()
        return .failure(ValueError(setting: setting, reason: "expects \(phrase), not \(quote(input))"))
    }
}
