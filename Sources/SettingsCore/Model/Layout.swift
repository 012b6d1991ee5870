import LosslessJSON

/// A layout: its panes, their groups and items, and the settings — the
/// items that hold a value under a key.
///
/// A layout is read from a ``LayoutSource`` and checked once per load; it
/// declares what each screen shows and holds no values (they live in
/// ``ValueStore``, and a row reads its value there when it is drawn). It
/// grows only where its source left panes to build when first opened
/// (``UnbuiltPane``): a schema that contains itself.
public struct Layout: Sendable {
    /// The root screen's title.
    public var title: String
    /// Every screen of the file, the root first (``Pane/rootID``). A pane
    /// whose rows are still in its source (``Pane/rowsLeftInSource``) has
    /// them read by ``pane(_:)``.
    public var panes: [Pane]
    /// Every setting, in the order they appear in the file (depth first): a
    /// setting's index here is its place in that order.
    public private(set) var settings: [Setting]
    /// Where each key's setting is in ``settings``. (An index of positions
    /// rather than a dictionary of settings: on a 100,000-item file the
    /// difference is about 10 MB.)
    private var positions: KeyIndex
    /// The key index, for a builder going on from this layout.
    var keyIndex: KeyIndex { positions }
    /// What the values file may hold beyond strict JSON, when the layout
    /// says (a JSON Schema's `allowComments` or `allowTrailingCommas`):
    /// JSONC's comments and trailing commas, else plain JSON.
    public var valuesDialect = JSONDialect.json

    /// Where in ``settings`` the settings stored under a path of their own
    /// (``Setting/isFlat`` false) are: the only ones whose values must be
    /// looked for along a path.
    public private(set) var nestedSettings: [Int32]
    /// Where the maps that hold only some members of their object (the
    /// others are settings of their own, ``MapRule/namedMembers``) are.
    public private(set) var partialMaps: [Int32]
    /// The values read-only rows show (``Item/Kind/shown(_:)``), in reading
    /// order: the values are read for them where they are kept.
    public private(set) var shownValues: [ShownValue]

    /// What reads the rows of panes left in the source, and the rows read so far.
    private var rowMemo: PaneRowMemo?
    /// The panes not built yet, by identifier, and what builds them.
    public private(set) var unbuilt: [Int: UnbuiltPane] = [:]
    private var paneBuilder: (any PaneBuilding)?
    /// The storage paths of the panes built since the layout was read, in
    /// the order they were built (building them again in this order on a
    /// layout read again gives every pane the same identifier).
    public private(set) var builtPaths: [[String]] = []
    /// How many settings there were when the layout was read: the others
    /// came with panes built since, and their stored values with them.
    public private(set) var settingsAtLoad: Int
    /// How many values read-only rows showed when the layout was read.
    public private(set) var shownAtLoad: Int

    /// Creates a layout; `positions` holds each setting's key with its index in `settings`.
    init(title: String, panes: [Pane], settings: [Setting], positions: KeyIndex, shownValues: [ShownValue] = [],
         unbuilt: [Int: UnbuiltPane] = [:], paneBuilder: (any PaneBuilding)? = nil, rowReader: (any PaneRowReading)? = nil) {
        rowMemo = rowReader.map(PaneRowMemo.init)
        self.title = title
        self.panes = panes
        self.settings = settings
        self.positions = positions
        (nestedSettings, partialMaps) = Self.nestedAndPartial(settings, from: 0)
        self.unbuilt = unbuilt
        self.paneBuilder = unbuilt.isEmpty ? nil : paneBuilder
        settingsAtLoad = settings.count
        self.shownValues = shownValues
        shownAtLoad = shownValues.count
    }

    // MARK: - Building panes when first opened

    /// The rows the unbuilt `pane` will show, read without building it, but those whose identity is `known`.
    public func rows(ofUnbuilt pane: UnbuiltPane, unless known: (RowIdentity) -> Bool) -> [UnbuiltRow] {
        paneBuilder?.rows(of: pane, unless: known) ?? []
    }

    /// What the unbuilt `pane` shares with the panes that show the same rows (see ``PaneBuilding/sameRows(as:)``).
    func rowsShared(byUnbuilt pane: UnbuiltPane) -> RowIdentity? {
        paneBuilder?.sameRows(as: pane)
    }

    /// The identities of the rows the layout was read with (see ``PaneBuilding/builtIdentities``).
    var builtRowIdentities: Set<RowIdentity> { paneBuilder?.builtIdentities ?? [] }

    /// Pane `id` built, when it is an unbuilt one (see ``UnbuiltPane``);
    /// false when there was nothing to build.
    @discardableResult
    public mutating func build(pane id: Int) -> Bool {
        guard let pane = unbuilt.removeValue(forKey: id), let paneBuilder else { return false }
        paneBuilder.build(pane, id: id, in: &self)
        builtPaths.append(pane.storagePath)
        return true
    }

    /// Hands the panes, settings, key index and shown values to a builder
    /// going on from them (moved, not copied: the layout is empty until
    /// ``grow(panes:settings:from:positions:shownValues:unbuilt:)`` gives them back).
    mutating func lendParts() -> (panes: [Pane], settings: [Setting], positions: KeyIndex, shownValues: [ShownValue]) {
        defer {
            panes = []
            settings = []
            positions = KeyIndex()
            shownValues = []
        }
        return (panes, settings, positions, shownValues)
    }

    /// Takes what a pane's source built: the panes, settings and unbuilt
    /// panes added after those there were (see ``LayoutBuilder/grow(_:from:)``).
    mutating func grow(panes: [Pane], settings: [Setting], from firstNew: Int, positions: KeyIndex, shownValues: [ShownValue],
                       unbuilt more: [Int: UnbuiltPane]) {
        self.panes = panes
        self.settings = settings
        self.positions = positions
        self.shownValues = shownValues
        let (nested, partial) = Self.nestedAndPartial(settings, from: firstNew)
        nestedSettings += nested
        partialMaps += partial
        unbuilt.merge(more) { _, new in new }
    }

    /// Where, from `first` on, the settings stored under a path of their
    /// own are, and the maps that hold only some members of their object.
    /// One pass over the settings for both (a layout may hold a hundred thousand).
    private static func nestedAndPartial(_ settings: [Setting], from first: Int) -> (nested: [Int32], partial: [Int32]) {
        var nested: [Int32] = []
        var partial: [Int32] = []
        for index in first..<settings.count {
            if !settings[index].isFlat { nested.append(Int32(index)) }
            if case .map(let rule) = settings[index].kind, !rule.namedMembers.isEmpty { partial.append(Int32(index)) }
        }
        return (nested, partial)
    }

    /// Builds the unbuilt panes on the way to `key` (each one whose key
    /// prefix starts it), until a setting or read-only row has that key;
    /// false when none does.
    @discardableResult
    public mutating func reveal(key: String) -> Bool {
        while !holds(key) {
            guard let next = unbuiltPane(toward: key) else { return false }
            build(pane: next)
        }
        return true
    }

    /// Builds again, in the same order, the panes `other` built since it was
    /// read (this layout being read from the same source again).
    public mutating func rebuild(like other: Layout) {
        for path in other.builtPaths {
            guard let id = unbuilt.first(where: { $0.value.storagePath == path })?.key else { continue }
            build(pane: id)
        }
    }

    /// Whether a setting or a read-only row has `key` (among those built).
    func holds(_ key: String) -> Bool {
        positions.position(of: key, in: settings) != nil || showsReadOnly(key: key)
    }

    /// The unbuilt pane with the longest key prefix that starts `key`.
    private func unbuiltPane(toward key: String) -> Int? {
        var best: (id: Int, length: Int)?
        for (id, pane) in unbuilt where key.hasPrefix(pane.keyPrefix + ".") && pane.keyPrefix.utf8.count > (best?.length ?? -1) {
            best = (id, pane.keyPrefix.utf8.count)
        }
        return best?.id
    }

    /// The keys in the order they appear in the file (a new array each time:
    /// to look through them, go over ``settings``).
    public var keyOrder: [String] { settings.map(\.key) }

    /// The pane with the given identifier, if there is one.
    /// A pane whose rows are still in its source has them read now (once:
    /// they are kept for the next time).
    public func pane(_ id: Int) -> Pane? {
        guard panes.indices.contains(id) else { return nil }
        guard panes[id].rowsLeftInSource, let rowMemo else { return panes[id] }
        var pane = panes[id]
        pane.groups = rowMemo.groups(ofPane: id, in: self)
        pane.rowsLeftInSource = false
        return pane
    }

    /// The pane with the given identifier, its title, parent and place,
    /// without reading rows still in the source: its groups are empty
    /// while ``Pane/rowsLeftInSource`` holds (``pane(_:)`` reads them).
    package func paneOutline(_ id: Int) -> Pane? {
        panes.indices.contains(id) ? panes[id] : nil
    }

    /// Where the setting of `key` is in ``settings``.
    package func index(ofKey key: String) -> Int32? {
        positions.position(of: key, in: settings)
    }

    /// The setting for a key, matched exactly; one inside a pane not built
    /// yet is found by building the panes on its way in a copy (a session
    /// keeps what it builds: ``reveal(key:)``).
    public func setting(_ key: String) -> Setting? {
        if let position = positions.position(of: key, in: settings) { return settings[Int(position)] }
        guard !unbuilt.isEmpty, unbuiltPane(toward: key) != nil else { return nil }
        var grown = self
        guard grown.reveal(key: key), let position = grown.positions.position(of: key, in: grown.settings) else { return nil }
        return grown.settings[Int(position)]
    }

    /// The setting at `index` in ``settings``.
    public func setting(at index: Int) -> Setting? {
        settings.indices.contains(index) ? settings[index] : nil
    }

    /// The setting for a key as a person may type it: exact, else
    /// case-insensitive when that is unambiguous.
    public func lookupSetting(_ typed: String) -> Setting? {
        if let exact = setting(typed) { return exact }
        let lowered = typed.lowercased()
        let matches = settings.filter { $0.key.lowercased() == lowered }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether an information row shows the stored value of `key`: a key
    /// that can be read but not set. Walks every row (only asked when a key
    /// names no setting).
    public func showsReadOnly(key: String) -> Bool {
        // The panes whose rows are still in the source are asked of it, not read.
        shownValue(key: key) != nil || rowMemo?.showsReadOnly(key: key) == true || panes.contains { pane in
            !pane.rowsLeftInSource && pane.groups.contains { group in
                guard case .items(let items) = group.content else { return false }
                return items.contains { item in
                    if case .info(_, let shown?) = item.kind { return shown == key }
                    return false
                }
            }
        }
    }

    /// The value a read-only row shows under `key`, if one does.
    public func shownValue(key: String) -> ShownValue? {
        shownValues.first { $0.key == key }
    }

    /// The titles from the root down to a pane, e.g. `["Settings", "General"]`.
    public func titlePath(to paneID: Int) -> [String] {
        var titles: [String] = []
        var current: Int? = paneID
        var guardCount = 0
        while let id = current, let pane = paneOutline(id), guardCount <= panes.count {
            titles.append(pane.title)
            current = pane.parent
            guardCount += 1
        }
        return titles.reversed()
    }
}
