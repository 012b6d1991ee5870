import LosslessJSON

/// One part of a container setting's value: an entry of a map, by name, or
/// a field of a record, by the record's position and the field's name.
public enum ValuePart: Hashable, Sendable {
    case entry(String)
    case field(record: Int, name: String)

    /// The member name the part is stored under.
    public var name: String {
        switch self {
        case .entry(let name), .field(_, let name): return name
        }
    }
}

extension Setting {
    /// A setting standing for one part of this container setting's value,
    /// so that parsing, rules, display and prompts treat it as any setting
    /// of its kind; nil when the part can't be edited.
    public func partSetting(_ part: ValuePart) -> Setting? {
        let rule: PartRule
        let title: JSONText
        switch (kind, part) {
        case (.map(let map), .entry(let name)):
            // An entry whose name the map refuses (the file has it) is still a value: shown as JSON, to be renamed or deleted.
            rule = map.rule(forEntry: name) ?? PartRule(kind: .json(JSONRule()))
            title = JSONText(name)
        case (.records(let records), .field(_, let name)):
            guard let field = records.field(name), let fieldRule = field.rule else { return nil }
            rule = fieldRule
            title = field.titleText
        default:
            return nil
        }
        var setting = Setting(key: key, titleText: title, kind: rule.kind, defaultValue: rule.defaultValue, helpText: rule.helpText,
                              paneID: paneID, origin: origin, conditions: conditions, storagePath: storagePath)
        setting.showsNotSet = true
        setting.allowsNull = rule.allowsNull
        return setting
    }
}

extension JSONValue {
    /// The value of `name` in an object (the last member of a repeated name, as the reader keeps it).
    public func member(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == name }?.value
    }

    /// The object's members, nil for anything else.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value of a part of a container value, nil when absent.
    public func value(of part: ValuePart) -> JSONValue? {
        switch part {
        case .entry(let name):
            return member(name)
        case .field(let record, let name):
            guard let records = arrayValue, records.indices.contains(record) else { return nil }
            return records[record].member(name)
        }
    }

    /// This container value with a part set to `value` (taken out when nil);
    /// a new member goes last, an existing one keeps its place. Nil when the
    /// part's record is missing or is not an object.
    public func replacing(_ part: ValuePart, with value: JSONValue?) -> JSONValue? {
        switch part {
        case .entry(let name):
            return JSONValue.object(Self.setting(name, to: value, in: objectMembers ?? []))
        case .field(let record, let name):
            guard var records = arrayValue, records.indices.contains(record), let fields = records[record].objectMembers else { return nil }
            records[record] = .object(Self.setting(name, to: value, in: fields))
            return .array(records)
        }
    }

    /// This value (nil: none yet, an object is made) with the value at
    /// `path` set to `value` (taken out when nil): each step names an
    /// object's member (made when missing) or a list's item by its number
    /// from 1. Nil when a step leads into a value that is neither, or to an
    /// item that is not there.
    public static func replacing(in current: JSONValue?, at path: ArraySlice<String>, with value: JSONValue?) -> JSONValue?? {
        guard let step = path.first else { return .some(value) }
        let rest = path.dropFirst()
        switch current {
        case .array(var items):
            guard step.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(step), items.indices.contains(number - 1),
                  let inner = replacing(in: items[number - 1], at: rest, with: value) else { return nil }
            if let inner { items[number - 1] = inner } else { items.remove(at: number - 1) }
            return .some(.array(items))
        case .object, nil:
            let members = current?.objectMembers ?? []
            guard let inner = replacing(in: members.last { $0.key == step }?.value, at: rest, with: value) else { return nil }
            return .some(.object(setting(step, to: inner, in: members)))
        default:
            return nil
        }
    }

    private static func setting(_ name: String, to value: JSONValue?, in members: [JSONMember]) -> [JSONMember] {
        var members = members
        guard let value else {
            members.removeAll { $0.key == name }
            return members
        }
        if let index = members.lastIndex(where: { $0.key == name }) {
            members[index].value = value
            // A repeated name keeps only the member that was read.
            members = members.enumerated().filter { $0.offset == index || $0.element.key != name }.map(\.element)
        } else {
            members.append(JSONMember(key: name, value: value))
        }
        return members
    }
}
