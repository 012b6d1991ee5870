import TestSupport
import Foundation

/// Generates random but valid settings files from the format's grammar
/// (the whole layout format): nested panes, every item type and option form, radio groups,
/// visibleWhen on earlier keys, lists with rules, stored values that are and
/// aren't valid, and titles full of Unicode, wide characters, emoji and
/// control characters.
struct SchemaGenerator {
    var rng: SeededRandom
    private var keyCounter = 0
    private var itemBudget: Int
    /// Settings defined so far, with values they can hold (for visibleWhen
    /// and stored values).
    private var defined: [(key: String, values: [GenJSON], junk: [GenJSON])] = []

    init(seed: UInt64) {
        rng = SeededRandom(seed: seed)
        itemBudget = 0
        itemBudget = rng.weighted([(3, 6), (5, 15), (3, 30), (1, 60)])
    }

    /// A whole settings file, as text.
    mutating func document() -> String {
        var members: [(String, GenJSON)] = []
        if rng.chance(0.1) { members.append(("$comment", .string(title()))) }
        if rng.chance(0.85) { members.append(("title", .string(title()))) }
        let valuesFirst = rng.chance(0.15)
        let groups = self.groups(depth: 0)
        let values = storedValues()
        if valuesFirst, let values { members.insert(("values", values), at: 0) }
        members.append(("groups", .array(groups)))
        if !valuesFirst, let values { members.append(("values", values)) }
        if rng.chance(0.1) { members.append(("version", .number("1.10"))) }
        var printer = JSONPrinter(rng: &rng)
        return printer.print(.object(members))
    }

    // MARK: - Text

    static let words = ["General", "Wi-Fi", "Sounds", "Display", "Privacy", "Battery", "Mode", "Auto", "a", "b", "Network", "Ring", "Volume", "Off", "On", "Language", "x"]
    static let exotic: [String] = [
        "设置", "日本語のタイトル", "한국어", "العربية", "עברית", "Ｗｉｄｅ", "😀", "👨‍👩‍👧", "🇫🇷", "☺️", "1️⃣", "e\u{301}", "\u{301}", "ß",
        "\u{1B}[31m", "\u{0}", "\u{7}", "\n", "\t", "\r", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}",
        "\u{200B}", "\u{FEFF}", "\u{FFFD}", "\u{2028}", "\u{E000}", "\u{378}", "𠀀", "ﷺ", "\u{FE0F}", "\u{20E3}", "ǅ", "ﬃ", "İ", "…", "›",
        "\\", "\"", "/", "  ", " ",
    ]

    mutating func title() -> String {
        switch rng.int(0...9) {
        case 0: return ""
        case 1: return String(repeating: rng.pick(Self.words + Self.exotic), count: rng.int(20...120))
        case 2, 3:
            return (0..<rng.int(1...6)).map { _ in rng.pick(Self.exotic) }.joined()
        default:
            return (0..<rng.int(1...4)).map { _ in rng.chance(0.2) ? rng.pick(Self.exotic) : rng.pick(Self.words) }.joined(separator: " ")
        }
    }

    mutating func shortText() -> String {
        rng.chance(0.7) ? rng.pick(Self.words) : rng.pick(Self.exotic)
    }

    mutating func newKey() -> String {
        keyCounter += 1
        let base: String
        switch rng.int(0...9) {
        case 0: base = "Key\(keyCounter)"
        case 1: base = "k \(keyCounter)"
        case 2: base = "ключ.\(keyCounter)"
        case 3: base = "\(rng.pick(Self.exotic))\(keyCounter)"
        case 4 where keyCounter > 1: base = "KEY\(keyCounter - 1)"   // a case variant of an earlier key, maybe
        default: base = "\(rng.pick(["general", "wifi", "display", "sound"])).\(keyCounter)"
        }
        return base
    }

    // MARK: - Numbers

    /// A spelling of `x` that reads back as exactly `x`.
    mutating func spell(_ x: Double) -> GenJSON {
        if x == x.rounded(), abs(x) < 1e15 {
            let n = Int64(x)
            switch rng.int(0...7) {
            case 0: return .number("\(n).0")
            case 1: return .number("\(n)e0")
            case 2 where n != 0: return .number("\(n)0E-1")
            case 3 where n == 0: return .number("-0")
            default: return .number("\(n)")
            }
        }
        return .number(x.description.replacingOccurrences(of: "inf", with: "1e999"))
    }

    // MARK: - Structure

    private mutating func groups(depth: Int) -> [GenJSON] {
        var groups: [GenJSON] = []
        for _ in 0..<rng.weighted([(1, 0), (6, 1), (5, 2), (3, 3), (1, 5)]) where itemBudget > 0 || groups.isEmpty {
            groups.append(group(depth: depth))
        }
        return groups
    }

    private mutating func group(depth: Int) -> GenJSON {
        var members: [(String, GenJSON)] = []
        if rng.chance(0.5) { members.append(("header", .string(title()))) }
        if rng.chance(0.3) { members.append(("footer", .string(rng.chance(0.5) ? title() : String(repeating: "Long footer text, wrapped. ", count: rng.int(1...12))))) }
        if let condition = condition() { members.append(("visibleWhen", condition)) }
        if rng.chance(0.12) {
            itemBudget -= 1
            let key = newKey()
            let (options, values) = self.options()
            members.append(("type", .string("radio")))
            members.append(("key", .string(key)))
            members.append(("options", .array(options)))
            if rng.chance(0.7) { members.append(("default", rng.pick(values))) }
            if rng.chance(0.3) { members.append(("title", .string(title()))) }
            if rng.chance(0.3) { members.append(("help", .string(title()))) }
            defined.append((key, values, [.string("nope"), .number("42"), .null]))
            members.shuffle(using: &rng)
            return .object(members)
        }
        if rng.chance(0.1) { members.append(("type", .string(rng.pick(["group", "items"])))) }
        var items: [GenJSON] = []
        for _ in 0..<rng.weighted([(1, 0), (4, 1), (6, 3), (3, 6), (1, 10)]) where itemBudget > 0 {
            items.append(item(depth: depth))
        }
        members.append(("items", .array(items)))
        members.shuffle(using: &rng)
        return .object(members)
    }

    /// A visibleWhen on a key defined earlier (so there are no cycles).
    private mutating func condition() -> GenJSON? {
        guard !defined.isEmpty, rng.chance(0.2) else { return nil }
        let target = rng.pick(defined)
        let pool = target.values + target.junk
        if rng.chance(0.6) {
            return .object([("key", .string(target.key)), ("equals", rng.pick(pool))])
        }
        return .object([("key", .string(target.key)), ("in", .array((0..<rng.int(0...3)).map { _ in rng.pick(pool) }))])
    }

    private mutating func item(depth: Int) -> GenJSON {
        itemBudget -= 1
        var members: [(String, GenJSON)] = []
        let type = depth < 3 ? rng.weighted([(4, "switch"), (4, "choice"), (3, "text"), (3, "number"), (2, "info"), (3, "pane"), (3, "list")])
                             : rng.weighted([(4, "switch"), (4, "choice"), (3, "text"), (3, "number"), (2, "info"), (3, "list")])
        members.append(("type", .string(type)))
        members.append(("title", .string(title())))
        if rng.chance(0.2) { members.append(("subtitle", .string(title()))) }
        if let condition = condition() { members.append(("visibleWhen", condition)) }
        if rng.chance(0.05) { members.append(("x-extra", .array([.number("1.10"), .string("kept")]))) }
        switch type {
        case "pane":
            if rng.chance(0.3) { members.append(("paneTitle", .string(title()))) }
            members.append(("groups", .array(groups(depth: depth + 1))))
        case "info":
            switch rng.int(0...3) {
            case 0: members.append(("value", .string(title())))
            case 1: members.append(("value", rng.pick([.number("3.50"), .bool(true), .null, .number("-0")])))
            case 2 where !defined.isEmpty: members.append(("key", .string(rng.pick(defined).key)))
            default: members.append(("key", .string("unknown.\(rng.int(0...9))")))
            }
        default:
            let key = newKey()
            members.append(("key", .string(key)))
            if rng.chance(0.3) { members.append(("help", .string(title()))) }
            let (fields, values, junk) = setting(type)
            members += fields
            if rng.chance(0.7), let value = values.first.map({ _ in rng.pick(values) }) { members.append(("default", value)) }
            defined.append((key, values, junk))
        }
        members.shuffle(using: &rng)
        return .object(members)
    }

    /// The type-specific fields of a setting, values valid for it, and values that aren't.
    private mutating func setting(_ type: String) -> ([(String, GenJSON)], [GenJSON], [GenJSON]) {
        switch type {
        case "switch":
            if rng.chance(0.25) {
                let on = rng.pick([GenJSON.string("yes"), .number("1"), .string("enabled"), .string(title() + "+")])
                let off = rng.pick([GenJSON.string("no"), .number("0"), .null, .string(title() + "-")])
                return ([("on", on), ("off", off)], [on, off], [.bool(true), .string("maybe")])
            }
            return ([], [.bool(true), .bool(false)], [.string("on"), .number("1"), .null])
        case "choice":
            let (options, values) = self.options()
            return ([("options", .array(options))], values, [.string("not-an-option"), .number("-1"), .bool(false)])
        case "text":
            var fields: [(String, GenJSON)] = []
            var values: [GenJSON] = [.string("")]
            if rng.chance(0.3) { fields.append(("placeholder", .string(title()))) }
            if rng.chance(0.2) { fields.append(("secure", .bool(rng.chance(0.7)))) }
            let maxLength = rng.chance(0.2) ? rng.int(0...12) : nil
            if let maxLength { fields.append(("maxLength", spell(Double(maxLength)))) }
            let patterns: [(String, [String])] = [("[a-z]*", ["abc", "z"]), ("[0-9]+", ["42", "7"]), ("\\w{1,8}", ["ab1", "x"]),
                                                 ("(yes|no)", ["yes", "no"]), ("[^x]*", ["abc", "日本"])]
            if rng.chance(0.25) {
                let (pattern, good) = rng.pick(patterns)
                fields.append(("pattern", .string(pattern)))
                values += good.map { .string($0) }
            } else {
                values += [.string(title()), .string(shortText())]
            }
            if let maxLength {
                values = values.filter { if case .string(let s) = $0 { return s.count <= maxLength }; return false }
            }
            return (fields, values, [.number("12"), .bool(true), .string(String(repeating: "long ", count: 10) + "x!")])
        case "number":
            var fields: [(String, GenJSON)] = []
            let step: Double? = rng.chance(0.5) ? rng.pick([1, 5, 0.5, 0.25, 0.1, 10, 1e-3]) : nil
            let min: Double? = rng.chance(0.6) ? rng.pick([0, -10, 1, 2.5, -1000]) : nil
            let span = Double(rng.int(0...40)) * (step ?? 1)
            let max: Double? = rng.chance(0.6) ? (min ?? 0) + span : nil
            if let step { fields.append(("step", spell(step))) }
            if let min { fields.append(("min", spell(min))) }
            if let max { fields.append(("max", spell(max))) }
            if rng.chance(0.3) { fields.append(("unit", .string(rng.pick(["%", "pt", "s", "ms", "°C", "px", "分", ""])))) }
            var values: [GenJSON] = []
            for _ in 0..<3 {
                let base = min ?? (max.map { $0 - span } ?? 0)
                let k = Double(rng.int(0...Int(span / (step ?? 1))))
                let x = base + k * (step ?? 1)
                if (min.map { x >= $0 } ?? true) && (max.map { x <= $0 } ?? true) { values.append(spell(x)) }
            }
            return (fields, values, [.number("1e9"), .number("-1e9"), .string("12"), .number("0.333")])
        default: // list
            var fields: [(String, GenJSON)] = []
            var pool: [GenJSON]
            if rng.chance(0.5) {
                let (options, values) = self.options()
                fields.append(("options", .array(options)))
                pool = values
            } else {
                pool = (0..<rng.int(1...6)).map { index in .string(shortText() + "\(index)") }
            }
            let unique = rng.chance(0.8)
            if !unique || rng.chance(0.2) { fields.append(("unique", .bool(unique))) }
            let minCount = rng.chance(0.3) ? rng.int(0...2) : nil
            let maxCount = rng.chance(0.3) ? (minCount ?? 0) + rng.int(0...3) : nil
            if let minCount { fields.append(("minCount", spell(Double(minCount)))) }
            if let maxCount { fields.append(("maxCount", spell(Double(maxCount)))) }
            if rng.chance(0.3) { fields.append(("addTitle", .string(rng.chance(0.5) ? "Add Language…" : title()))) }
            var values: [GenJSON] = []
            for _ in 0..<2 {
                var distinct = pool
                distinct.shuffle(using: &rng)
                let low = minCount ?? 0
                let high = Swift.min(maxCount ?? 5, distinct.count)
                if low <= high { values.append(.array(Array(distinct.prefix(rng.int(low...high))))) }
            }
            return (fields, values, [.array([.number("1")]), .string("a"), .array(pool + pool)])
        }
    }

    /// Options in both forms, values unique; returns the values too.
    private mutating func options() -> ([GenJSON], [GenJSON]) {
        var options: [GenJSON] = []
        var values: [GenJSON] = []
        var usedBools = Set<Bool>()
        for index in 0..<rng.weighted([(1, 1), (5, 3), (2, 6), (1, 12)]) {
            if rng.chance(0.4) {
                let text = "\(shortText())\(index)"
                options.append(.string(text))
                values.append(.string(text))
                continue
            }
            var value: GenJSON
            switch rng.int(0...5) {
            case 0: value = spell(Double(index * 10))
            case 1: value = .number(rng.pick(["1.10", "1e2", "2.50", "0.1"]) + "\(index)")
            case 2:
                let b = rng.chance(0.5)
                if usedBools.insert(b).inserted { value = .bool(b) } else { value = .string("v\(index)") }
            default: value = .string(rng.chance(0.3) ? "\(rng.pick(Self.exotic))\(index)" : "v\(index)")
            }
            var fields: [(String, GenJSON)] = [("value", value)]
            if rng.chance(0.85) { fields.append(("title", .string(rng.chance(0.2) ? "Same" : title()))) }
            if rng.chance(0.3) { fields.append(("short", .string(shortText()))) }
            fields.shuffle(using: &rng)
            options.append(.object(fields))
            values.append(value)
        }
        return (options, values)
    }

    /// The `values` object: some valid, some not, some unknown keys.
    private mutating func storedValues() -> GenJSON? {
        if rng.chance(0.15) { return nil }
        var members: [(String, GenJSON)] = []
        for setting in defined where rng.chance(0.35) {
            let pool = rng.chance(0.75) ? setting.values : setting.junk
            if let value = pool.first.map({ _ in rng.pick(pool) }) { members.append((setting.key, value)) }
        }
        for index in 0..<rng.int(0...2) {
            members.append(("unknown.\(index)", rng.pick([.number("1.10"), .string("kept"), .object([("nested", .array([.number("1e2")]))]), .null])))
        }
        members.shuffle(using: &rng)
        return .object(members)
    }
}
