import LosslessJSON

extension StoredChange {
    /// A setting's change as saving writes it. A map's change becomes one
    /// change per entry (set, or taken out) when that can say it exactly —
    /// the entries kept are in their old order, new ones come after them,
    /// no name is repeated — so the rest of the object (comments, spacing,
    /// untouched entries) keeps its bytes. Anything else is written whole.
    public static func changes(of setting: Setting?, path: [String], from original: JSONValue?, to value: JSONValue?) -> [StoredChange] {
        if case .map? = setting?.kind, let entries = entryChanges(path: path, from: original, to: value) { return entries }
        if case .records? = setting?.kind, let edits = itemEdits(from: original, to: value) {
            return [StoredChange(path: path, value: value, itemEdits: edits)]
        }
        return [StoredChange(path: path, value: value)]
    }

    /// The fields that changed in a list of records whose items stayed in
    /// place (same count, each item an object before and after, its kept
    /// members in their old order and new ones after them); nil otherwise.
    static func itemEdits(from original: JSONValue?, to value: JSONValue?) -> [ItemEdit]? {
        guard let old = original?.arrayValue, let new = value?.arrayValue, old.count == new.count else { return nil }
        var edits: [ItemEdit] = []
        for (index, (before, after)) in zip(old, new).enumerated() where before != after {
            guard let fields = entryChanges(path: [""], from: before, to: after, renames: false) else { return nil }
            edits += fields.compactMap { change in change.path.last.map { ItemEdit(index: index, field: $0, value: change.value) } }
        }
        return edits.isEmpty ? nil : edits
    }

    /// The per-entry changes from one object to another, or nil when they
    /// can't keep the new order (see ``changes(of:path:from:to:)``). With
    /// `renames`, an entry renamed where it stands (the same count of
    /// entries, a name gone and a new one at its place) is a change of its
    /// name alone (``newName``), made before the others.
    static func entryChanges(path: [String], from original: JSONValue?, to value: JSONValue?, renames: Bool = true) -> [StoredChange]? {
        guard let old = original?.objectMembers, let new = value?.objectMembers, !path.isEmpty else { return nil }
        var oldNames = old.map(\.key)
        let newNames = new.map(\.key)
        let newSet = Set(newNames)
        guard Set(oldNames).count == oldNames.count, newSet.count == newNames.count else { return nil }
        var changes: [StoredChange] = []
        if renames, oldNames.count == newNames.count {
            let oldSet = Set(oldNames)
            for index in oldNames.indices where oldNames[index] != newNames[index]
                && !newSet.contains(oldNames[index]) && !oldSet.contains(newNames[index]) {
                changes.append(StoredChange(path: path + [oldNames[index]], value: nil, newName: newNames[index]))
                oldNames[index] = newNames[index]
            }
        }
        let oldSet = Set(oldNames)
        let kept = oldNames.filter(newSet.contains)
        let added = newNames.filter { !oldSet.contains($0) }
        guard newNames == kept + added else { return nil }
        changes += oldNames.filter { !newSet.contains($0) }.map { StoredChange(path: path + [$0], value: nil) }
        let oldValues = Dictionary(uniqueKeysWithValues: zip(oldNames, old.map(\.value)))
        for member in new where oldValues[member.key] != member.value {
            changes.append(StoredChange(path: path + [member.key], value: member.value))
        }
        // Nothing differs entry by entry (the same object): the whole value, which writes nothing.
        return changes.isEmpty ? nil : changes
    }
}
