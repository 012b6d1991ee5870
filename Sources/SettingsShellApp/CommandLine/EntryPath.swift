import LosslessJSON
import SettingsCore

/// A one-shot key that names an entry of a map (`scripts.lint`: the entry
/// `lint` of the map `scripts`) rather than a setting. The key's last
/// dot-separated part is the entry's name; a dot inside a name is written
/// `\.` and a backslash `\\` (`scripts.build\.prod`); a slash is an
/// ordinary character. A key that names a setting is left to the session.
struct EntryPath {
    /// The map setting.
    let map: Setting
    /// The entry's name, unescaped.
    let name: String

    /// Why a value can't be given to an entry.
    struct Refusal: Error {
        let reply: Reply
    }

    /// The entry `key` names in `session`'s schema; nil when `key` names a
    /// setting, or no map.
    init?(_ key: String, in session: Session) {
        let parts = Self.parts(of: key)
        if !key.contains("\\"), session.layout.lookupSetting(key) != nil { return nil }
        guard parts.count >= 2, let name = parts.last else { return nil }
        let mapKey = parts.dropLast().joined(separator: ".")
        guard let map = session.layout.setting(mapKey) ?? session.layout.lookupSetting(mapKey), case .map = map.kind else { return nil }
        self.map = map
        self.name = name
    }

    /// The parts of a key split at its dots that no backslash escapes, each unescaped.
    static func parts(of key: String) -> [String] {
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

    /// The map's entries as the session holds them.
    private func entries(in session: Session) -> [JSONMember] {
        if case .success(let value) = session.value(named: map.key), case .object(let members)? = value { return members }
        return []
    }

    /// The entry's value, nil when the map has no such entry.
    func value(in session: Session) -> JSONValue? {
        entries(in: session).last { $0.key == name }?.value
    }

    /// The command that stores `text`, checked as the entry's kind, as the entry (added at the end when new).
    func setting(_ text: String, in session: Session) -> Result<Command, Refusal> {
        guard let entry = map.partSetting(.entry(name)) else {
            return .failure(Refusal(reply: Reply([.error("\(quoted: map.title) has no entry \(quoted: name) that can be edited")])))
        }
        switch ValueParser.parse(text, for: entry) {
        case .failure(let error):
            return .failure(Refusal(reply: Reply([.error("\(map.title) › \(error)")])))
        case .success(let value):
            var members = entries(in: session)
            if let index = members.lastIndex(where: { $0.key == name }) {
                members[index].value = value
            } else {
                members.append(JSONMember(key: name, value: value))
            }
            return .success(.set(key: map.key, value: JSONValue.object(members).jsonText))
        }
    }

    /// The command that takes the entry out of the map.
    func resetting(in session: Session) -> Result<Command, Refusal> {
        let members = entries(in: session)
        guard members.contains(where: { $0.key == name }) else {
            return .failure(Refusal(reply: Reply([.message("\(quoted: map.title) has no entry \(quoted: name).")])))
        }
        return .success(.set(key: map.key, value: JSONValue.object(members.filter { $0.key != name }).jsonText))
    }
}
