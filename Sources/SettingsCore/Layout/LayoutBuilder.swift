import CMemory
import LosslessJSON

/// A layout being read from a source: the screens and settings so far, the
/// key index, and the problems found. A source fills it in reading order
/// (see ``LayoutSource``); ``finish()`` runs the checks that need the whole
/// layout and makes the ``Layout``.
///
/// Each setting is checked as it is added (options, default, key), so that
/// problems come out in the order a person reads the source.
package struct LayoutBuilder {
    /// The root screen's title.
    package var title = "Settings"
    /// What the values file may hold beyond strict JSON (``Layout/valuesDialect``).
    package var valuesDialect = JSONDialect.json
    private(set) var panes: [Pane] = []
    /// The settings in reading order, and where each key is in that order.
    private var settings: [Setting] = []
    private var positions = KeyIndex()
    /// The key a source said comes next, hashed (see ``expectKey(_:)``).
    private var expected: (key: String, hash: KeyIndex.Hash)?
    /// Keys of settings that have visibility conditions (the only ones the cycle check visits).
    private var conditionedKeys: [String] = []
    /// Every condition as written, for the unknown-key check.
    private var conditions: [Condition] = []
    private var storedValues: [String: JSONValue] = [:]
    private var storedTooLarge: (String, JSONValue) -> Bool = { _, value in value.hasUnstorableNumber }
    private(set) var problems: [LayoutProblem] = []
    /// How many problems were found so far.
    package var problemCount: Int { problems.count }
    private let spell: (ProblemPlace) -> String
    /// The panes left to build when first opened, and what builds them.
    private var unbuilt: [Int: UnbuiltPane] = [:]
    package var paneBuilder: (any PaneBuilding)?
    /// What reads the rows of the panes whose groups were let go (see ``leaveRowsInSource(of:)``).
    package var rowReader: (any PaneRowReading)?
    /// The values read-only rows show, in reading order.
    private var shownValues: [ShownValue] = []
    /// Where the settings added since start, when this builder went on from a layout.
    private var firstNewSetting = 0
    /// Where the panes added since start, likewise.
    private var firstNewPane = 0
    /// A builder that reads apart keeps each setting's key hash for ``append(_:from:to:under:)``.
    private var keyHashes: [KeyIndex.Hash]?

    /// A builder for `source`, which spells the places of problems.
    /// `expectedSettings` sizes the key index (a guess is fine);
    /// `mostSettings`, when the source knows it, is a bound on how many
    /// settings can come (the list of settings is made that long at once:
    /// grown by doubling, it would briefly hold one and a half copies).
    /// A builder that `readsApart` reads part of a layout on another core, to
    /// be added to the whole with ``append(_:from:to:under:)``.
    package init(for source: some LayoutSource, expectedSettings: Int = 0, mostSettings: Int? = nil, readsApart: Bool = false) {
        spell = { source.describe($0) }
        if readsApart { keyHashes = [] }
        // Sized for the settings expected: the most that can come may be twice as many (every object of a
        // file whose items hold options as objects), and growing moves each slot once, from the hash bits it keeps.
        positions = KeyIndex(expected: min(expectedSettings, mostSettings ?? .max))
        if let mostSettings {
            self.mostSettings = mostSettings
            settings.reserveCapacity(mostSettings)
            // The reserved storage, which an empty array with capacity exposes.
            if !readsApart { settings.withUnsafeMutableBufferPointer { cmem_advise_huge_pages($0.baseAddress, mostSettings * MemoryLayout<Setting>.stride) } }
        }
    }

    /// A builder that goes on from `layout` (building one of its unbuilt
    /// panes): new panes and settings come after those it has.
    package init(continuing layout: inout Layout, for source: some LayoutSource) {
        spell = { source.describe($0) }
        title = layout.title
        valuesDialect = layout.valuesDialect
        (panes, settings, positions, shownValues) = layout.lendParts()
        firstNewSetting = settings.count
        firstNewPane = panes.count
    }

    // MARK: - Reading

    /// Adds a pane; its groups come later with ``setGroups(_:of:)``.
    /// Returns its identifier (the root's is ``Pane/rootID``).
    package mutating func addPane(title: String, parent: Int?) -> Int {
        let id = panes.count
        panes.append(Pane(id: id, title: title, parent: parent, groups: []))
        return id
    }

    /// The groups of a pane added with ``addPane(title:parent:)``.
    package mutating func setGroups(_ groups: [Group], of pane: Int) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].groups = groups
    }

    /// Marks a pane whose groups the source checked and let go: it reads
    /// them again when the pane is first needed (``rowReader``). The source
    /// tells where the panes they open sit (``place(pane:at:)``).
    package mutating func leaveRowsInSource(of pane: Int) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].rowsLeftInSource = true
    }

    /// Where the row that opens `pane` sits in its parent's groups (the
    /// parent's rows being left in the source, they can't tell).
    package mutating func place(pane: Int, at position: (group: Int, item: Int)) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].itemPosition = position
    }

    /// Adds a pane its source builds when it is first opened (see
    /// ``UnbuiltPane``); returns its identifier.
    package mutating func addUnbuiltPane(title: String, parent: Int?, _ pane: UnbuiltPane) -> Int {
        let id = addPane(title: title, parent: parent)
        unbuilt[id] = pane
        return id
    }

    /// Notes a value a read-only row shows (``Item/Kind/shown(_:)``): the
    /// values are read for it where it is kept.
    package mutating func noteShown(_ shown: ShownValue) {
        shownValues.append(shown)
    }

    /// Shows the entries of the map `key` on `pane`, below the pane's own rows.
    package mutating func showEntries(of key: String, on pane: Int) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].entriesKey = key
    }

    /// The number of panes added so far (the next one's identifier).
    package var paneCount: Int { panes.count }
    /// The most settings the source said can come (0 when it did not say).
    package private(set) var mostSettings = 0
    /// How many settings have been added.
    package var settingCount: Int { settings.count }

    /// Tells that a setting of `key` is to be added soon: on a large layout the key index
    /// starts loading its slot now, while the source reads the rest of the setting.
    package mutating func expectKey(_ key: String) {
        let hash = KeyIndex.hash(key)
        positions.prefetch(hash)
        expected = (key, hash)
    }

    /// Checks a setting and adds it. Returns its index in ``Layout/settings``
    /// for its item, or nil (with a problem reported) when its key is taken.
    /// - Parameters:
    ///   - radio: whether it is a radio group's (for the wording).
    ///   - defaultTooLarge: whether the source found the default spelled
    ///     with a number it can't write back as it reads.
    ///   - defaultChecked: false when the source has checked the default
    ///     itself (a format that tolerates a default outside the options,
    ///     with a warning of its own).
    @discardableResult
    package mutating func addSetting(_ setting: consuming Setting, radio: Bool = false, defaultTooLarge: Bool = false,
                                    defaultChecked: Bool = true) -> Int32? {
        // Whether there is a problem is asked first: an empty result, made and let go for each
        // setting of a large file, was a measurable part of reading it.
        if LayoutChecks.hasOptionsProblem(setting) {
            report(LayoutChecks.optionsProblem(of: setting, radio: radio), at: .origin(setting.origin))
        } else if defaultChecked, setting.defaultValue != nil,
                  let defaultProblem = LayoutChecks.defaultProblem(of: setting, tooLarge: defaultTooLarge) {
            report(defaultProblem, at: .field("default", of: setting.origin))
        }
        // Looked up by position: the setting already there is copied only when there is one.
        let index = Int32(settings.count)
        var hash: KeyIndex.Hash
        if let expected = expected.take(), expected.key == setting.key { hash = expected.hash } else { hash = KeyIndex.hash(setting.key) }
        if let existing = positions.insert(setting.key, hash: hash, at: index, in: settings) {
            report(.keyAlreadyUsed(key: setting.key, firstUse: spell(.origin(settings[Int(existing)].origin))), at: .origin(setting.origin))
            return nil
        }
        keyHashes?.append(hash)
        if !setting.conditions.isEmpty { conditionedKeys.append(setting.key) }
        settings.append(setting)
        return index
    }

    /// How far a builder has read: the panes, settings and conditions added so far.
    /// Two marks bound a stretch of reading, to ``append(_:from:to:under:)`` elsewhere.
    package struct Mark: Sendable {
        package let panes: Int
        package let settings: Int
        package let conditions: Int
    }

    /// How far this builder has read.
    package var mark: Mark {
        Mark(panes: panes.count, settings: settings.count, conditions: conditions.count)
    }

    /// Adds what `part`, a builder that read apart (on another core), added
    /// between `start` and `end`: a subtree of panes whose parent was `part`'s
    /// pane 0, which stands here for `parent`. The panes and settings are
    /// numbered on from those here, in the order `part` read them, so the
    /// result is the one reading the subtree here would have given. The
    /// settings are moved, not copied: taken off the end of `part`'s list when
    /// they are the last of it (as a builder that read apart gives them),
    /// else leaving vacant ones in their place.
    ///
    /// Returns how far the panes and the settings were moved on; nil, with
    /// nothing added, when one of the keys is held here already (reading the
    /// subtree here reports it).
    package mutating func append(_ part: inout LayoutBuilder, from start: Mark, to end: Mark,
                                 under parent: Int) -> (paneShift: Int, settingShift: Int32)? {
        guard start.panes > 0, start.panes <= end.panes, end.panes <= part.panes.count,
              start.settings <= end.settings, end.settings <= part.settings.count,
              start.conditions <= end.conditions, end.conditions <= part.conditions.count,
              let hashes = part.keyHashes, hashes.count == part.settings.count else { return nil }
        let added = start.settings..<end.settings
        // Checked before anything is added, so that nothing needs taking back; each key's
        // slot is asked for a few keys ahead, since each lands on a random one.
        let ahead = 8
        for i in added {
            if i + ahead < added.upperBound { positions.prefetch(hashes[i + ahead]) }
            // The setting itself (written on the other core) is read only when the hash bits meet.
            if positions.mayHold(hashes[i]), positions.position(of: part.settings[i].key, hash: hashes[i], in: settings) != nil {
                part.letGo(from: start.settings, to: end.settings)
                return nil
            }
        }
        let paneShift = panes.count - start.panes
        let settingShift = Int32(settings.count - start.settings)
        func moved(_ pane: Int) -> Int { pane < start.panes ? parent : pane + paneShift }
        for var pane in part.panes[start.panes..<end.panes] {
            pane.id = moved(pane.id)
            pane.parent = pane.parent.map(moved)
            panes.append(pane)
        }
        let first = settings.count
        if end.settings == part.settings.count {
            // The last of `part`'s settings, as a builder that read apart gives them: each is taken off
            // its end, which moves it, and the stretch is turned round here. (Leaving a vacant setting in
            // each place copied one and let it go again: half of the time spent here on a large file.)
            for _ in added { settings.append(part.settings.removeLast()) }
            settings.withUnsafeMutableBufferPointer { taken in
                var (low, high) = (first, taken.count - 1)
                while low < high {
                    taken.swapAt(low, high)
                    (low, high) = (low + 1, high - 1)
                }
            }
        } else {
            part.settings.withUnsafeMutableBufferPointer { from in
                for i in added {
                    settings.append(from.moveElement(from: i))
                    from.initializeElement(at: i, to: .vacant)
                }
            }
        }
        for (place, i) in zip(first..., added) {
            settings[place].paneID = moved(settings[place].paneID)
            positions.insertNew(hash: hashes[i], at: Int32(place))
            if !settings[place].conditions.isEmpty { conditionedKeys.append(settings[place].key) }
        }
        conditions.append(contentsOf: part.conditions[start.conditions..<end.conditions])
        part.letGo(from: start.settings, to: end.settings)
        return (paneShift, settingShift)
    }

    /// Lets go of the key index of a builder that read apart, once it has read all
    /// it will: what it read is added elsewhere by the key hashes it keeps, and the
    /// index's memory is better given back while the whole is still being read.
    package mutating func endReadingApart() {
        positions = KeyIndex()
    }

    /// Lets go of settings `start..<end` when they are the last ones, or when
    /// ``append(_:from:to:under:)`` has taken them already (their key hashes
    /// are left): a builder that read apart gives them in the reverse of the
    /// order it read them, so the memory of each stretch given is free again
    /// before the next is.
    private mutating func letGo(from start: Int, to end: Int) {
        guard end == settings.count || start == settings.count, start <= end, keyHashes.map({ $0.count == end }) ?? true else { return }
        settings.removeSubrange(start..<settings.count)
        let reserved = settings.capacity * MemoryLayout<Setting>.stride
        settings.withUnsafeMutableBufferPointer { cmem_release_unused($0.baseAddress, start * MemoryLayout<Setting>.stride, reserved) }
        keyHashes?.removeSubrange(start..<end)
    }

    /// Notes a visibility condition as written (once, however many items inherit it).
    package mutating func noteCondition(_ condition: Condition) {
        conditions.append(condition)
    }

    /// The values the source holds; `tooLarge` tells a value whose number
    /// can't be written back as it reads (a number in a value is checked
    /// with ``JSONValue/hasUnstorableNumber`` unless the source knows more).
    package mutating func store(_ values: [String: JSONValue], tooLarge: ((String, JSONValue) -> Bool)? = nil) {
        storedValues = values
        if let tooLarge { storedTooLarge = tooLarge }
    }

    /// Reports a problem of the source's format.
    package mutating func report(_ reason: LayoutProblem.Reason, at place: ProblemPlace) {
        problems.append(LayoutProblem(reason, place: spell(place)))
    }

    /// Puts problems before those found so far (e.g. a whole-file check that ran alongside).
    package mutating func reportFirst(_ found: [(LayoutProblem.Reason, ProblemPlace)]) {
        problems.insert(contentsOf: found.map { LayoutProblem($0.0, place: spell($0.1)) }, at: 0)
    }

    /// Where the setting added under `key` is among those added (their order in the source).
    package func index(ofKey key: String) -> Int32? {
        positions.position(of: key, in: settings)
    }

    /// The setting added under `key`, if any.
    package func setting(_ key: String) -> Setting? {
        positions.position(of: key, in: settings).map { settings[Int($0)] }
    }

    // MARK: - Finishing

    /// Runs the checks on the whole layout; the schema when nothing is an error.
    package mutating func finish() -> LayoutResult {
        locatePaneItems(in: panes.indices)
        for condition in conditions where setting(condition.key) == nil {
            report(.conditionUnknownKey(condition.key), at: .origin(condition.origin))
        }
        for (reason, place) in LayoutChecks.conditionCycles(from: conditionedKeys, setting: setting) {
            report(reason, at: place)
        }
        for (reason, place) in LayoutChecks.storedValueProblems(storedValues, setting: setting, order: index(ofKey:),
                                                                           tooLarge: storedTooLarge) {
            report(reason, at: place)
        }
        // Reserved for the most settings there could be and advised as huge pages: what lies past the last is given back.
        settings.withUnsafeBufferPointer {
            cmem_release_unused(UnsafeMutableRawPointer(mutating: $0.baseAddress), $0.count * MemoryLayout<Setting>.stride,
                                settings.capacity * MemoryLayout<Setting>.stride)
        }
        let hasErrors = problems.contains { $0.severity == .error }
        var layout = hasErrors || panes.isEmpty ? nil : Layout(title: title, panes: panes, settings: settings, positions: positions,
                                                              shownValues: shownValues, unbuilt: unbuilt, paneBuilder: paneBuilder,
                                                              rowReader: rowReader)
        layout?.valuesDialect = valuesDialect
        return LayoutResult(layout: layout, storedValues: storedValues, problems: problems)
    }

    /// `layout` (the one this builder went on from) with what was added
    /// since: a pane built when first opened. Problems found are not
    /// reported then (the file was judged as it was read).
    package mutating func grow(_ layout: inout Layout, from firstPane: Int) {
        locatePaneItems(in: [firstPane] + Array(firstNewPane..<panes.count))
        layout.grow(panes: panes, settings: settings, from: firstNewSetting, positions: positions, shownValues: shownValues, unbuilt: unbuilt)
        (panes, settings, positions, shownValues) = ([], [], KeyIndex(), [])
    }

    /// Records where the item that opens each pane sits in its parent, for visibility checks.
    private mutating func locatePaneItems(in ids: some Sequence<Int>) {
        for id in ids where panes.indices.contains(id) {
            let pane = panes[id]
            for (groupIndex, group) in pane.groups.enumerated() {
                guard case .items(let items) = group.content else { continue }
                for (itemIndex, item) in items.enumerated() {
                    if case .pane(let child) = item.kind, panes.indices.contains(child) {
                        panes[child].itemPosition = (groupIndex, itemIndex)
                    }
                }
            }
        }
    }
}

extension Setting {
    /// What a setting moved out of a list leaves in its place: nothing to let go.
    fileprivate static let vacant = Setting(key: "", titleText: JSONText(""), kind: .switch(SwitchRule()), defaultValue: nil,
                                            helpText: nil, paneID: 0, origin: Origin(rawValue: -1), conditions: [])
}
