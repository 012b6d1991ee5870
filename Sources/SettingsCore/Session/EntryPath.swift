import LosslessJSON

/// A key that names a value inside a setting's value rather than a setting
/// (in a session's `set`, `get` and `reset` as in the one-shot commands): a map's entry (`scripts.lint`: the entry `lint` of the map
/// `scripts`), a record's field by the item's number from 1
/// (`overrides.2.files`), and for `get` anything deeper (`env.dev.debug`,
/// `jobs.1.steps.2`). The key is split at its dots; a dot inside a name is
/// written `\.` and a backslash `\\` (`scripts.build\.prod`); a slash is an
/// ordinary character. A key that names a setting is left to the session,
/// unless it is written with escapes (`compilerOptions.paths\.base`, a
/// property whose name holds a dot).
public struct EntryPath {
    /// The setting the path starts from.
    package let setting: Setting
    /// The names (and item numbers) that lead from the setting's value to the value meant, unescaped.
    package let steps: [String]

    /// Why a value can't be read or given there.
    public struct Refusal: Error {
        public let reply: Reply

        public init(reply: Reply) {
            self.reply = reply
        }
    }

    /// The value `key` names inside a setting's value in `session`'s
    /// layout; nil when `key` names a setting (the session reads it as typed) or nothing.
    public init?(_ key: String, in session: Session) {
        let escaped = key.contains("\\")
        if !escaped, session.layout.lookupSetting(key) != nil { return nil }
        let parts = Self.parts(of: key)
        // The longest beginning of the path that names a setting: the rest is inside its value.
        for count in stride(from: escaped ? parts.count : parts.count - 1, through: 1, by: -1) {
            let prefix = parts[..<count].joined(separator: ".")
            guard !prefix.isEmpty, let found = session.layout.setting(prefix) ?? session.layout.lookupSetting(prefix) else { continue }
            setting = found
            steps = Array(parts[count...])
            return
        }
        // The config's own entries beside its settings (GitLab CI's jobs): a map stored at the top, keyed "".
        // A name there may begin with a dot (GitLab's hidden jobs: `.cache`), typed as it is.
        var names = parts
        if names.count >= 2, names[0].isEmpty, key.hasPrefix(".") { names = ["." + names[1]] + names.dropFirst(2) }
        // Only a name the map takes (an OpenAPI document takes `x-…` alone beside its settings): a typo of a
        // setting's key stays unknown.
        guard let top = session.layout.setting(""), case .map(let rule) = top.kind, let first = names.first,
              !first.isEmpty, !rule.namedMembers.contains(first), rule.rule(forEntry: first) != nil,
              // Beside settings, a name the entries' pattern refuses is more likely a setting's key mistyped.
              rule.namedMembers.isEmpty || ValueRules.entryNameProblem(first, rule: rule) == nil else { return nil }
        setting = top
        steps = names
    }

    /// An entry's name as typed from the top, where the config's own entries
    /// are (``init(_:in:)``): a leading dot as it is (`.cache`), the rest escaped.
    package static func escapedAtTop(_ name: String) -> String {
        guard name.hasPrefix("."), name.count > 1 else { return escaped(name) }
        return "." + escaped(String(name.dropFirst()))
    }

    /// A name as a part of a key: a backslash written `\\`, a dot `\.`.
    package static func escaped(_ name: String) -> String {
        guard name.contains(where: { $0 == "." || $0 == "\\" }) else { return name }
        var text = ""
        for character in name {
            if character == "." || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }

    /// The parts of a key split at its dots that no backslash escapes, each unescaped.
    package static func parts(of key: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in key {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "." {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        parts.append(current)
        return parts
    }

    /// The part of the setting's value the steps name, when they name one a
    /// row edits: a map's entry, a record's field. Nil for the setting itself
    /// or a value deeper inside; refused for a record number that is no number.
    private func part() -> Result<ValuePart?, Refusal> {
        switch (setting.kind, steps.count) {
        case (.map, 1):
            return .success(.entry(steps[0]))
        case (.records, 2):
            guard let number = Int(steps[0]), number >= 1, steps[0].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(refusal("\(setting.title) is a list: name an item by its number, from 1 (\(setting.key).1.\(steps[1]))"))
            }
            return .success(.field(record: number - 1, name: steps[1]))
        default:
            return .success(nil)
        }
    }

    /// The value the path names as the session holds it; nil when there is none.
    public func value(in session: Session) -> Result<JSONValue?, Refusal> {
        switch session.value(named: setting.key) {
        case .failure(let error):
            return .failure(Refusal(reply: Reply([.error(error.message)])))
        case .success(var value):
            for step in steps {
                value = value.flatMap { Self.inside($0, step) }
            }
            return .success(value)
        }
    }

    /// What `step` names inside `value`: a member of an object, an item of a list by its number from 1.
    private static func inside(_ value: JSONValue, _ step: String) -> JSONValue? {
        switch value {
        case .object:
            return value.member(step)
        case .array(let items):
            guard step.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(step), items.indices.contains(number - 1) else { return nil }
            return items[number - 1]
        default:
            return nil
        }
    }

    /// The command that stores `text`, read as the kind of the entry or
    /// field, into the setting's value (a new entry goes last).
    public func setting(_ text: String, in session: Session) -> Result<Command, Refusal> {
        if steps.isEmpty { return .success(.set(key: setting.key, value: text)) }
        let part: ValuePart
        switch self.part() {
        case .failure(let refusal): return .failure(refusal)
        case .success(nil):
            guard typedAsJSON || reachesInsideAPart else { return .failure(deeper("set")) }
            // A value inside a value typed as JSON, or deeper than an entry or a field (jobs.build.runs-on):
            // read as the value there is now read, set in place; the setting's rules and the whole config's
            // check judge the whole value, as when it is set whole.
            let current = (try? value(in: session).get()) ?? nil
            return replacingInside(with: Self.typed(text, like: current), in: session)
        case .success(let found?): part = found
        }
        if case .entry(let name) = part, case .map(let rule) = setting.kind, let problem = ValueRules.entryNameProblem(name, rule: rule) {
            return .failure(refusal("\(setting.title) › the name \(quoted: name) \(problem)"))
        }
        guard let partSetting = setting.partSetting(part) else {
            return .failure(refusal("\(quoted: setting.title) has no \(noun(part)) \(quoted: part.name) that can be edited"))
        }
        switch ValueParser.parse(text, for: partSetting) {
        case .failure(let error):
            return .failure(refusal("\(setting.title) › \(error)"))
        case .success(let value):
            return replacing(part, with: value, in: session)
        }
    }

    /// The command that takes the entry or field out of the setting's value
    /// (a field then reads its default again).
    public func resetting(in session: Session) -> Result<Command, Refusal> {
        if steps.isEmpty { return .success(.reset(target: setting.key)) }
        let part: ValuePart
        switch self.part() {
        case .failure(let refusal): return .failure(refusal)
        case .success(nil):
            guard typedAsJSON || reachesInsideAPart else { return .failure(deeper("reset")) }
            guard case .success(let current) = value(in: session), current != nil else {
                return .failure(Refusal(reply: Reply([.message("\(quoted: setting.title) holds nothing at \(quoted: steps.joined(separator: ".")).")])))
            }
            return replacingInside(with: nil, in: session)
        case .success(let found?): part = found
        }
        guard case .success(let current) = value(in: session), current != nil else {
            return .failure(Refusal(reply: Reply([.message("\(quoted: setting.title) has no \(noun(part)) \(quoted: part.name)\(place(part)).")])))
        }
        return replacing(part, with: nil, in: session)
    }

    /// The setting's whole value with `part` set (taken out with nil), as a command.
    private func replacing(_ part: ValuePart, with value: JSONValue?, in session: Session) -> Result<Command, Refusal> {
        let whole: JSONValue
        switch session.value(named: setting.key) {
        case .success(let current):
            if case .records = setting.kind { whole = current ?? .array([]) } else { whole = current ?? .object([]) }
        case .failure(let error): return .failure(Refusal(reply: Reply([.error(error.message)])))
        }
        guard let updated = whole.replacing(part, with: value) else {
            let count = whole.arrayValue?.count ?? 0
            if case .field(let record, _) = part {
                let items: Message = count == 0 ? "it has none" : count == 1 ? "only item 1" : "items 1–\(count)"
                let held = whole.arrayValue.map { $0.indices.contains(record) } ?? false
                return .failure(refusal(held ? "item \(record + 1) of \(setting.title) is not an object; edit the file to change it"
                                             : "\(setting.title) has no item \(record + 1) (\(items))"))
            }
            return .failure(refusal("\(setting.title) holds \(whole.jsonText), which has no entries"))
        }
        return .success(.set(key: setting.key, value: updated.jsonText))
    }

    /// Whether the path goes on inside a map's entry (`jobs.build.runs-on`)
    /// or a record's field (`packageRules.1.matchUpdateTypes.2`).
    private var reachesInsideAPart: Bool {
        switch setting.kind {
        case .map: return steps.count >= 2
        case .records: return steps.count >= 3
        default: return false
        }
    }

    /// A value typed for a place inside a value: a text where the value there
    /// now is a text and the typed one is not written as JSON text (`2` for
    /// an env variable's `"1"` stays a text); otherwise a JSON literal as
    /// typed (`20`, `true`, `["a"]`, `"x"`), else the text.
    static func typed(_ text: String, like current: JSONValue?) -> JSONValue {
        if case .string? = current, !text.hasPrefix("\"") { return .string(text) }
        return (try? JSONDocument.parse(Array(text.utf8))).map { $0.value($0.root) } ?? .string(text)
    }

    /// Whether the setting's value is edited as JSON (of several kinds, or
    /// of a shape left open): a member inside it is then set in place, and
    /// the whole value checked by the setting's rules as when set whole.
    private var typedAsJSON: Bool {
        switch setting.kind {
        case .variants, .json: return true
        default: return false
        }
    }

    /// The setting's whole value with the value at the steps set (taken out with nil), as a command.
    private func replacingInside(with value: JSONValue?, in session: Session) -> Result<Command, Refusal> {
        let current: JSONValue?
        switch session.value(named: setting.key) {
        case .success(let found): current = found
        case .failure(let error): return .failure(Refusal(reply: Reply([.error(error.message)])))
        }
        guard let updated = JSONValue.replacing(in: current, at: steps[...], with: value), let updated else {
            return .failure(refusal("\(setting.title) holds \(current?.jsonText ?? "nothing"), which has no \(quoted: steps.joined(separator: "."))"))
        }
        return .success(.set(key: setting.key, value: updated.jsonText))
    }

    private func refusal(_ message: Message) -> Refusal {
        Refusal(reply: Reply([.error(message)]))
    }

    /// A path past what set and reset reach.
    private func deeper(_ command: String) -> Refusal {
        switch setting.kind {
        case .map:
            return refusal("\(command) reaches the entries of \(setting.title) by name (\(setting.key).NAME); a value inside an entry changes with the entry, set whole")
        case .records:
            return refusal("\(command) reaches the fields of the items of \(setting.title) (\(setting.key).N.FIELD); a value inside a field changes with the field, set whole")
        default:
            return refusal("\(setting.title) is one value: \(command) \(setting.key) whole")
        }
    }

    private func noun(_ part: ValuePart) -> String {
        if case .field = part { return "field" }
        return "entry"
    }

    /// Where a field is: ` in item N`; nothing for an entry.
    private func place(_ part: ValuePart) -> String {
        if case .field(let record, _) = part { return " in item \(record + 1)" }
        return ""
    }
}
