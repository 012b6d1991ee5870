import LosslessJSON

/// One change inside a map or a list of records, as `changes` and `undo`
/// name it: an entry set, added, taken out or renamed, a record's field
/// set, a record added, taken out or moved. A container's pending value is
/// one value for the store; a person made it entry by entry and reads it so.
package struct PartChange: Sendable, Equatable {
    /// What happened to the part: set, added, removed, renamed or moved.
    package enum Kind: Sendable, Equatable {
        /// The part (`entry`, or a record's field) went from one value to another (nil: not in the file).
        case set(ValuePart, before: JSONValue?, after: JSONValue?)
        /// A map's entry came in, with its value.
        case added(entry: String, value: JSONValue)
        /// A map's entry was taken out.
        case removed(entry: String, value: JSONValue)
        /// A map's entry took another name, keeping its value and place.
        case renamed(from: String, to: String)
        /// A record came in, or was taken out: its title.
        case addedRecord(String)
        case removedRecord(String)
        /// A record now stands elsewhere (1-based places).
        case movedRecord(String, from: Int, to: Int)
    }

    package var kind: Kind
    /// For a record's field: the record's title.
    package var record: String?

    /// The changes from `before` to `after` of a map or a list of records,
    /// entry by entry; nil when the setting holds neither, or the change
    /// can't be told apart that way (a value of another kind, a map whose
    /// entries changed order): it is then one change of the whole value.
    package static func changes(of setting: Setting, from before: JSONValue?, to after: JSONValue?) -> [PartChange]? {
        changes(of: setting, from: { before }, to: after)
    }

    /// The changes, as ``changes(of:from:to:)`` tells them; `before` is worked out only for
    /// a setting told part by part (most are not, and need no look-up of what was loaded).
    private static func changes(of setting: Setting, from before: () -> JSONValue?, to after: JSONValue?) -> [PartChange]? {
        switch setting.kind {
        case .map: return mapChanges(from: before(), to: after)
        case .records(let rule): return recordChanges(rule, from: before(), to: after)
        default: return nil
        }
    }

    /// How many changes `changes` lists for a setting's value going from
    /// `before` to `after`: one per part of a container, else one.
    package static func count(of setting: Setting?, from before: @autoclosure () -> JSONValue?, to after: JSONValue?) -> Int {
        guard let setting, let parts = changes(of: setting, from: before, to: after), !parts.isEmpty else { return 1 }
        return parts.count
    }

    private static func mapChanges(from before: JSONValue?, to after: JSONValue?) -> [PartChange]? {
        // A map not in the file reads as one with no entries, so a first entry is an addition.
        let old = before ?? (after?.objectMembers != nil ? .object([]) : nil)
        let new = after ?? (before?.objectMembers != nil ? .object([]) : nil)
        guard let oldMembers = old?.objectMembers, new?.objectMembers != nil else { return nil }
        guard let stored = StoredChange.entryChanges(path: [""], from: old, to: new) else { return nil }
        let oldValues = Dictionary(oldMembers.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        return stored.compactMap { change -> PartChange? in
            guard let name = change.path.last else { return nil }
            if let newName = change.newName { return PartChange(kind: .renamed(from: name, to: newName)) }
            let was = oldValues[name]
            switch (was, change.value) {
            case (let was?, let now?): return PartChange(kind: .set(.entry(name), before: was, after: now))
            case (let was?, nil): return PartChange(kind: .removed(entry: name, value: was))
            case (nil, let now?): return PartChange(kind: .added(entry: name, value: now))
            case (nil, nil): return nil
            }
        }
    }

    /// A list of records: records kept as they were are matched first, then
    /// the rest by their title, else in order with those left between the
    /// same two records that kept their place; a
    /// matched pair that differs is a change per field, records matched to
    /// nothing were added or taken out, and a kept record whose order
    /// among the kept ones changed was moved.
    private static func recordChanges(_ rule: RecordRule, from before: JSONValue?, to after: JSONValue?) -> [PartChange]? {
        let old = before == nil ? [] : before?.arrayValue
        let new = after == nil ? [] : after?.arrayValue
        guard let old, let new, old.allSatisfy({ $0.objectMembers != nil }), new.allSatisfy({ $0.objectMembers != nil }) else { return nil }
        var partner = [Int?](repeating: nil, count: old.count)
        var taken = [Bool](repeating: false, count: new.count)
        var unused: [JSONValue: [Int]] = [:]
        for (index, record) in new.enumerated().reversed() { unused[record, default: []].append(index) }
        for index in old.indices {
            guard let match = unused[old[index]]?.popLast() else { continue }
            partner[index] = match
            taken[match] = true
        }
        let title = { (record: JSONValue, index: Int) in ScreenBuilder.recordTitle(record, index, rule) }
        if !rule.titleFields.isEmpty {
            var byTitle: [String: [Int]] = [:]
            for index in new.indices.reversed() where !taken[index] {
                if let name = RecordTitle.named(new[index], fields: rule.titleFields) { byTitle[name, default: []].append(index) }
            }
            for index in old.indices where partner[index] == nil {
                guard let name = RecordTitle.named(old[index], fields: rule.titleFields), let match = byTitle[name]?.popLast() else { continue }
                partner[index] = match
                taken[match] = true
            }
        }
        pairInOrder(&partner, &taken)
        var changes: [PartChange] = []
        for index in old.indices where partner[index] == nil {
            changes.append(PartChange(kind: .removedRecord(title(old[index], index))))
        }
        let kept = old.indices.compactMap { index in partner[index].map { (old: index, new: $0) } }
        let staying = Set(longestRisingRun(kept.map(\.new)))
        for pair in kept where !staying.contains(pair.new) {
            changes.append(PartChange(kind: .movedRecord(title(new[pair.new], pair.new), from: pair.old + 1, to: pair.new + 1)))
        }
        for pair in kept.sorted(by: { $0.new < $1.new }) where old[pair.old] != new[pair.new] {
            let name = title(new[pair.new], pair.new)
            let fields = fieldChanges(old[pair.old].objectMembers ?? [], new[pair.new].objectMembers ?? [])
            changes += fields.map { field, was, now in
                PartChange(kind: .set(.field(record: pair.new, name: field), before: was, after: now), record: name)
            }
        }
        for index in new.indices where !taken[index] {
            changes.append(PartChange(kind: .addedRecord(title(new[index], index))))
        }
        return changes
    }

    /// Pairs the records left over, in order, with those left over between
    /// the same two records that kept their place: an edited record (its
    /// title too, maybe) is found among its neighbours, wherever deletions
    /// and insertions elsewhere moved its number.
    private static func pairInOrder(_ partner: inout [Int?], _ taken: inout [Bool]) {
        let kept = partner.indices.compactMap { index in partner[index].map { (old: index, new: $0) } }
        let staying = Set(longestRisingRun(kept.map(\.new)))
        let anchors = kept.filter { staying.contains($0.new) }
        var previous = (old: -1, new: -1)
        for anchor in anchors + [(old: partner.count, new: taken.count)] {
            let olds = ((previous.old + 1)..<anchor.old).filter { partner[$0] == nil }
            let news = ((previous.new + 1)..<anchor.new).filter { !taken[$0] }
            for (old, new) in zip(olds, news) {
                partner[old] = new
                taken[new] = true
            }
            previous = anchor
        }
    }

    /// The fields that differ between two versions of a record, in the
    /// order of the newer one, then those taken out.
    private static func fieldChanges(_ old: [JSONMember], _ new: [JSONMember]) -> [(String, JSONValue?, JSONValue?)] {
        let oldValues = Dictionary(old.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        let newValues = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        var fields: [(String, JSONValue?, JSONValue?)] = []
        var seen = Set<String>()
        for member in new where seen.insert(member.key).inserted && oldValues[member.key] != newValues[member.key] {
            fields.append((member.key, oldValues[member.key], newValues[member.key]))
        }
        for member in old where seen.insert(member.key).inserted {
            fields.append((member.key, member.value, nil))
        }
        return fields
    }

    /// The values of the longest run of `values` that rises (patience
    /// sorting): the records that kept their order; the others moved.
    static func longestRisingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []   // indices into values: the end of the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
