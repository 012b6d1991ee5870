import LosslessJSON

/// The text of `changes`: every change not saved yet, `key: old → new`,
/// and under it where the setting is (`in Settings › General › Calendar`),
/// in the order the keys were first changed. A map or a list of records
/// lists its changes entry by entry (`aliases.st: status → stash`,
/// `aliases: renamed co → ci`, `servers: added spare`), each a change.
struct ChangeList {
    let layout: Layout
    let values: ValueStore
    let formatter: ValueFormatter

    var message: Message {
        guard values.pendingCount > 0 else { return "No changes." }
        var lines: [Message] = []
        var count = 0
        for (key, value) in values.changes {
            guard let setting = layout.setting(key) else {
                lines.append("  \(key): \(value?.plainText ?? "(taken out)")")
                count += 1
                continue
            }
            // The config's own entries (a map at the top, keyed "") are on the root screen, named by its title.
            let path = setting.key.isEmpty ? layout.titlePath(to: setting.paneID) : layout.titlePath(to: setting.paneID) + [setting.title]
            let after = value ?? setting.fallbackValue
            if let parts = PartChange.changes(of: setting, from: values.original(setting), to: after), !parts.isEmpty {
                for part in parts {
                    lines.append("  \(line(part, of: setting))")
                    lines.append("    in \(joined(path + place(part, of: setting)))")
                }
                count += parts.count
                continue
            }
            let before = shown(values.original(setting), setting)
            lines.append("  \(key.isEmpty ? setting.title : key): \(before) \(formatter.glyphs.arrow) \(shown(after: value, setting))")
            lines.append("    in \(joined(path))")
            count += 1
        }
        let header: Message = "\(count) \(count == 1 ? "change" : "changes") not saved yet:"
        return ([header] + lines).joined(separator: "\n")
    }

    /// One change inside a container, as `changes` and `undo` say it.
    func line(_ part: PartChange, of setting: Setting) -> Message {
        // The config's own entries (a map stored at the top, keyed "") go by the screen's title.
        let key = setting.key.isEmpty ? setting.title : setting.key
        let arrow = formatter.glyphs.arrow
        switch part.kind {
        case .set(let valuePart, let before, let after):
            let name: Message
            switch valuePart {
            // As it is typed to set it: a dot inside the name written \. (see ``EntryPath``).
            case .entry(let entry) where setting.key.isEmpty: name = "\(EntryPath.escapedAtTop(entry))"
            case .entry(let entry): name = "\(key).\(EntryPath.escaped(entry))"
            case .field(let record, let field): name = "\(key)[\(record + 1)].\(field)"
            }
            guard let part = setting.partSetting(valuePart) else {
                return "\(name): \(before?.plainText ?? "(not set)") \(arrow) \(after?.plainText ?? "(taken out)")"
            }
            return "\(name): \(shown(before ?? part.fallbackValue, part)) \(arrow) \(shown(after: after, part))"
        case .added(let entry, let value):
            return "\(key): added \(entry) (\(shown(value, setting.partSetting(.entry(entry)))))"
        case .removed(let entry, let value):
            return "\(key): removed \(entry) (\(shown(value, setting.partSetting(.entry(entry)))))"
        case .renamed(let from, let to):
            return "\(key): renamed \(from) \(arrow) \(to)"
        case .addedRecord(let title):
            return "\(key): added \(title)"
        case .removedRecord(let title):
            return "\(key): removed \(title)"
        case .movedRecord(let title, let from, let to):
            return "\(key): moved \(title) from \(from) to \(to)"
        }
    }

    /// The titles below the setting's own that lead to a record's field.
    private func place(_ part: PartChange, of setting: Setting) -> [String] {
        guard case .set(let valuePart, _, _) = part.kind, case .field = valuePart, let record = part.record else { return [] }
        return [record, setting.partSetting(valuePart)?.title ?? valuePart.name]
    }

    private func joined(_ titles: [String]) -> Message {
        "\(titles.joined(separator: formatter.glyphs.pathSeparator))"
    }

    /// A value after a change; nil reads as the default (marked so), else not set.
    private func shown(after value: JSONValue?, _ setting: Setting) -> Message {
        value.map { shown($0, setting) } ?? setting.fallbackValue.map { shown($0, setting) + " (default)" } ?? "(not set)"
    }

    private func shown(_ value: JSONValue?, _ setting: Setting?) -> Message {
        guard let setting else { return "\(value?.unambiguousText ?? "")" }
        return formatter.echo(value, for: setting)
    }
}

extension ValueStore {
    /// How many changes `changes` lists: one per key, except a map's or a
    /// list of records', one per entry changed.
    public func changeCount(in layout: Layout) -> Int {
        unorderedChanges.reduce(0) { total, change in
            guard let setting = layout.setting(change.key) else { return total + 1 }
            return total + PartChange.count(of: setting, from: original(setting), to: change.value ?? setting.fallbackValue)
        }
    }
}
