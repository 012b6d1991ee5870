import TestSupport
import LosslessJSON
import SettingsCore

/// Draws input lines from the whole command language, aware of the
/// screen shown so most lines do something, mixed with garbage: huge
/// numbers, empty and 10,000-character lines, control characters, U+FFFD
/// from invalid UTF-8, unknown words.
struct CommandGenerator {
    var rng: SeededRandom

    init(seed: UInt64) { rng = SeededRandom(seed: seed) }

    mutating func line(for session: Session) -> String {
        if let prompt = session.prompt { return answer(prompt, session) }
        let model = session.currentModel
        let count = model.numberedRows.count
        let onList: Bool
        switch session.currentScreen {
        case .list, .listOptions: onList = true
        default: onList = false
        }
        let listWeight = onList ? 12 : 1
        let kind = rng.weighted([
            (30, 0), (4, 1), (5, 2), (6, 3), (9, 4), (10, 5), (3, 6), (1, 7), (3, 8), (4, 9), (3, 10),
            (3, 11), (3, 12), (listWeight, 13), (2, 14), (1, 15), (8, 16),
        ])
        switch kind {
        case 0: // select a shown row
            return count > 0 ? spaced("\(rng.int(1...count))") : "1"
        case 1: // numbers that are no row
            return rng.pick(["0", "\(count + 1)", "\(count + 7)", "007", "999999999", "1000000000", "99999999999999999999999", "-1", "+1", "1.5", "1e3", "٣"])
        case 2: // help for a row
            let n = count > 0 && rng.chance(0.8) ? rng.int(1...count) : count + 1
            return rng.pick(["\(n)?", "help \(n)", " \(n) ?", "HELP \(n)", "99999999999?"])
        case 3: // a title, exact or a prefix, any case
            guard let row = model.sections.flatMap(\.rows).randomElement(using: &rng) else { return "no such title" }
            let title = row.title
            switch rng.int(0...3) {
            case 0: return title
            case 1: return title.uppercased()
            case 2: return String(title.prefix(max(1, title.count / 2)))
            default: return String(title.prefix(1)).lowercased()
            }
        case 4:
            return rng.pick(["back", "..", "BACK", "top", "Top", "show", "", "   ", "\t", "back now"])
        case 5: // set KEY VALUE
            guard let setting = someSetting(session.layout) else { return "set nothing here" }
            let key = rng.weighted([(8, setting.key), (1, setting.key.uppercased()), (1, "no.such.key"), (1, String(setting.key.prefix(2)))])
            return "set \(key) \(value(for: setting, session))"
        case 6:
            let key = someSetting(session.layout)?.key ?? "x"
            return rng.pick(["get \(key)", "get \(key.lowercased())", "get unknown.0", "get", "get no.such.key"])
        case 7:
            return rng.pick(["help", "?", "Help", "help me"])
        case 8:
            return rng.pick(["changes", "changes please"])
        case 9:
            return "undo"
        case 10:
            if rng.chance(0.5), count > 0 { return "reset \(rng.int(1...count + 1))" }
            return "reset \(someSetting(session.layout)?.key ?? "x")"
        case 11: // find
            let word = model.sections.flatMap(\.rows).randomElement(using: &rng).map { String($0.title.prefix(rng.int(1...4))) } ?? "a"
            return rng.pick(["find \(word)", "/\(word)", "/", "find", "find e", "/ ", "find zzzz", "/\(session.layout.keyOrder.randomElement(using: &rng) ?? "k")"])
        case 12:
            return rng.pick(["go \(rng.int(1...5))", "go 0", "go 51", "go", "go x", "go 99999999999"])
        case 13: // list editing
            let n = max(1, count)
            return rng.pick([
                "edit", "done", "delete \(rng.int(1...n))", "delete \(n + 3)", "move \(rng.int(1...n)) \(rng.int(1...n))",
                "move \(n) \(n + 1)", "move 1", "add", "add \(someOptionTitle(session) ?? "new entry")", "add Same", "delete", "delete x",
            ])
        case 14:
            return rng.pick(["done", "DONE", "done now"])
        case 15:
            return "cancel"
        default:
            return garbage()
        }
    }

    /// Sometimes with spaces or tabs around it.
    private mutating func spaced(_ text: String) -> String {
        switch rng.int(0...9) {
        case 0: return " \(text) "
        case 1: return "\t\(text)"
        default: return text
        }
    }

    mutating func garbage() -> String {
        switch rng.int(0...11) {
        case 0: return String(repeating: rng.pick(["a", "é", "日", "😀", "1", " ", "\u{1B}"]), count: 10_000)
        case 1: return String((0..<rng.int(1...40)).map { _ in Character(Unicode.Scalar(UInt8(rng.int(0...31)))) })
        case 2: return String(decoding: rng.bytes(rng.int(1...40)), as: UTF8.self)
        case 3: return rng.pick(["frobnicate", "sudo rm -rf /", "SELECT *", "quit", "exit", "ls", "cd ..", "y", "n"])
        case 4: return rng.pick(["99999999999999999999999999999999", "18446744073709551616", "-9223372036854775808", "0x10"])
        case 5: return "\u{FFFD}\u{FFFD}" + rng.pick(["", "1", "back"])
        case 6: return rng.pick(["\u{202E}evil", "\u{7F}", "\u{85}", "\u{9B}31m", "\u{0}", "1\u{0}", "set\u{0}k v"])
        case 7: return String(repeating: "9", count: rng.int(10...400))
        case 8: return "set " + String(repeating: "k", count: 5000) + " v"
        case 9: return "find " + String(repeating: "x", count: 10_000)
        case 10: return rng.pick(["?\u{1B}", "??", "1??", "..?", "/\u{1B}[2J", "move 1 99999999999", "delete -1", "move -1 2"])
        default: return "\u{FEFF}\(rng.int(1...3))"
        }
    }

    // MARK: - Values

    private mutating func someSetting(_ schema: Layout) -> Setting? {
        schema.keyOrder.randomElement(using: &rng).flatMap { schema.setting($0) }
    }

    private mutating func someOptionTitle(_ session: Session) -> String? {
        let key: String
        switch session.currentScreen {
        case .list(let k, _), .listOptions(let k), .choice(let k), .kinds(let k): key = k
        default: return nil
        }
        guard let setting = session.layout.setting(key), case .list(let rule) = setting.kind else { return nil }
        return rule.options?.randomElement(using: &rng)?.title
    }

    /// Text for a setting: mostly valid, sometimes not.
    mutating func value(for setting: Setting, _ session: Session) -> String {
        if rng.chance(0.1) { return garbage() }
        switch setting.kind {
        case .switch(let rule):
            return rng.pick(["on", "off", "yes", "NO", "true", "false", "1", "0", rule.on.plainText, rule.off.plainText, "maybe"])
        case .choice(let options, _):
            let option = options.randomElement(using: &rng)
            switch rng.int(0...5) {
            case 0: return option?.value.plainText ?? "x"
            case 1: return option?.title.lowercased() ?? "x"
            case 2: return String(option?.title.prefix(2) ?? "x")
            case 3: return "not-an-option"
            default: return option?.title ?? "x"
            }
        case .text(let rule):
            return rng.pick([
                "abc", "42", "yes", "hello world", "日本語", "😀", "\u{1B}[31mred", "  spaced  ", "\"\"", "x",
                String(repeating: "long ", count: 20), rule.placeholder ?? "p",
            ])
        case .number(let rule):
            let low = rule.min?.double ?? -100
            let high = rule.max?.double ?? (low + 100)
            let step = rule.step?.double ?? 1
            let inRange = low + Double(rng.int(0...max(0, min(1000, Int((high - low) / step))))) * step
            let unit = rule.unit.map { " " + $0 } ?? ""
            return rng.pick([
                NumberText.format(inRange), NumberText.format(inRange) + unit, NumberText.format(high + step), NumberText.format(low - 1),
                "1e400", "-0", "nan", "inf", "0x1F", "1,5", "abc", "1e-7", "", "99999999999999999999", "9223372036854775807", "9007199254740993",
            ])
        case .list(let rule):
            if let options = rule.options, rng.chance(0.7) {
                let picked = options.shuffled(using: &rng).prefix(rng.int(0...options.count))
                let useTitles = rng.chance(0.3)
                return "[" + picked.map { useTitles ? JSONSerializer.quoted($0.title) : $0.value.jsonText }.joined(separator: ", ") + "]"
            }
            return rng.pick(["[]", "[\"a\"]", "[\"a\", \"b\", \"c\"]", "[\"a\", \"a\"]", "[1, 2]", "[", "not json", "{}", "[[\"nested\"]]", "[\"\\u001b\"]"])
        case .map, .records, .json:
            return rng.pick(["{}", "[]", "{\"a\": true}", "{\"a\": \"x\", \"b\": 1}", "[{}]", "[{\"name\": \"x\"}]", "{", "null", "[1]"])
        case .variants(let variants):
            if rng.chance(0.2) { return rng.pick(["null", "{}", "\"quoted\"", "[1]", "none"]) }
            return value(for: setting.variant(rng.int(0...max(0, variants.count - 1)), of: variants), session)
        }
    }

    /// An answer to a value prompt.
    private mutating func answer(_ prompt: ValuePrompt, _ session: Session) -> String {
        switch rng.int(0...9) {
        case 0: return ""
        case 1: return garbage()
        case 2: return rng.pick(["back", "done", "cancel", "1", "help"])
        default:
            switch prompt.target {
            case .setting(let key):
                guard let setting = session.layout.setting(key) else { return "x" }
                return value(for: setting, session)
            case .variant(let key, let index):
                guard let setting = session.layout.setting(key), case .variants(let variants) = setting.kind else { return "x" }
                return value(for: setting.variant(index, of: variants), session)
            case .listEntry, .listAddition, .entryName, .newEntry, .part:
                return rng.pick(["entry", "日本", "a", "b", "x\(rng.int(0...9))", "\u{1B}", String(repeating: "w", count: 300)])
            }
        }
    }
}
