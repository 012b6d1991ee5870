import LosslessJSON

extension StoredChange {
    /// A setting's change as saving writes it. A map's change becomes one
    /// change per entry (set, renamed, or taken out) when that can say it
    /// exactly — the entries kept are in their old order, new ones come
    /// after them or in the place of one renamed, no name is repeated — so
    /// the rest of the object (comments, spacing, untouched entries) keeps
    /// its bytes. Anything else is written whole.
    ///
    /// A map that holds only some members of its object (the others are
    /// settings of their own) is always written entry by entry, so it
    /// never touches those: taken out, it takes out only its entries.
    ///
    /// A map stored at the top (the config's own entries, `path` empty) is
    /// always written entry by entry too: the document itself is never replaced.
    package static func changes(of setting: Setting?, path: [String], from original: JSONValue?, to value: JSONValue?) -> [StoredChange] {
        if case .map(let rule)? = setting?.kind, !rule.namedMembers.isEmpty || path.isEmpty {
            return partialMapChanges(path: path, from: original?.objectMembers ?? [], to: value?.objectMembers ?? [])
        }
        if case .map? = setting?.kind, let entries = entryChanges(path: path, from: original, to: value) { return entries }
        if case .records? = setting?.kind, let edits = itemEdits(from: original, to: value) {
            return [StoredChange(path: path, value: value, itemEdits: edits)]
        }
        return [StoredChange(path: path, value: value)]
    }

    /// The changes from one set of a partial map's entries to another: entry
    /// by entry where that gives the new order, else every old entry taken
    /// out and every new one added, in the new order.
    static func partialMapChanges(path: [String], from old: [JSONMember], to new: [JSONMember]) -> [StoredChange] {
        if old == new { return [] }
        if let entries = entryChanges(path: path, from: .object(old), to: .object(new)) { return entries }
        return old.map { StoredChange(path: path + [$0.key], value: nil) } + new.map { StoredChange(path: path + [$0.key], value: $0.value) }
    }

    /// The fields that changed in a list of records whose items stayed in
    /// place (same count, each item an object before and after, its kept
    /// members in their old order and new ones after them, none of them
    /// another item moved); nil otherwise.
    static func itemEdits(from original: JSONValue?, to value: JSONValue?) -> [ItemEdit]? {
        guard let old = original?.arrayValue, let new = value?.arrayValue, old.count == new.count else { return nil }
        var edits: [ItemEdit] = []
        var oldItems: Set<JSONValue>?
        for (index, (before, after)) in zip(old, new).enumerated() where before != after {
            // An item that is another old one moved is written by the array's
            // entry edits, which move its lines, not by changing the fields
            // of every item it passed.
            let items = oldItems ?? Set(old)
            oldItems = items
            if items.contains(after) { return nil }
            guard let fields = entryChanges(path: [""], from: before, to: after, renames: false) else { return nil }
            edits += fields.compactMap { change in change.path.last.map { ItemEdit(index: index, field: $0, value: change.value) } }
        }
        return edits.isEmpty ? nil : edits
    }

    /// The per-entry changes from one object to another, or nil when they
    /// can't give the new order (see ``changes(of:path:from:to:)``): read
    /// side by side, each old entry is kept, taken out, or (with `renames`)
    /// renamed where it stands when a new name takes its place; what is
    /// left of the new entries comes last. A rename is a change of the
    /// name alone (``newName``), made before the others.
    static func entryChanges(path: [String], from original: JSONValue?, to value: JSONValue?, renames: Bool = true) -> [StoredChange]? {
        guard let old = original?.objectMembers, let new = value?.objectMembers else { return nil }
        var oldNames = old.map(\.key)
        let newNames = new.map(\.key)
        let oldSet = Set(oldNames)
        let newSet = Set(newNames)
        guard oldSet.count == oldNames.count, newSet.count == newNames.count else { return nil }
        var changes: [StoredChange] = []
        var next = 0
        for index in oldNames.indices {
            let name = oldNames[index]
            if next < newNames.count, newNames[next] == name {
                next += 1
            } else if newSet.contains(name) {
                return nil
            } else if renames, next < newNames.count, !oldSet.contains(newNames[next]) {
                changes.append(StoredChange(path: path + [name], value: nil, newName: newNames[next]))
                oldNames[index] = newNames[next]
                next += 1
            } else {
                changes.append(StoredChange(path: path + [name], value: nil))
            }
        }
        guard newNames[next...].allSatisfy({ !oldSet.contains($0) }) else { return nil }
        let oldValues = Dictionary(zip(oldNames, old.map(\.value)), uniquingKeysWith: { $1 })
        for member in new where oldValues[member.key] != member.value {
            changes.append(StoredChange(path: path + [member.key], value: member.value))
        }
        // Nothing differs entry by entry (the same object): the whole value, which writes nothing.
        return changes.isEmpty ? nil : changes
    }
}
