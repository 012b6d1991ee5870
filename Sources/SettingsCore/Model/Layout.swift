import LosslessJSON

/// A layout: its panes, their groups and items, and the settings — the
/// items that hold a value under a key.
///
/// A schema is read from a ``LayoutSource`` and checked once per load, and
/// never changes during a session; values live separately in ``ValueStore``.
public struct Layout: Sendable {
    /// The root screen's title.
    public var title: String
    /// Every screen of the file, the root first (``Pane/rootID``).
    public var panes: [Pane]
    /// Every setting, in the order they appear in the file (depth first): a
    /// setting's ``Setting/order`` is its index here.
    public let settings: [Setting]
    /// Where each key's setting is in ``settings``. (An index of positions
    /// rather than a dictionary of settings: on a 100,000-item file the
    /// difference is about 10 MB.)
    private let positions: KeyIndex
    /// What the values file may hold beyond strict JSON, when the layout
    /// says (a JSON Schema's `allowComments` or `allowTrailingCommas`):
    /// JSONC's comments and trailing commas, else plain JSON.
    public var valuesDialect = JSONDialect.json

    /// Where in ``settings`` the settings stored under a path of their own
    /// (``Setting/isFlat`` false) are: the only ones whose values must be
    /// looked for along a path.
    public let nestedSettings: [Int32]
    /// Where the maps that hold only some members of their object (the
    /// others are settings of their own, ``MapRule/namedMembers``) are.
    public let partialMaps: [Int32]

    /// Creates a schema; `positions` holds each setting's key with its index in `settings`.
    init(title: String, panes: [Pane], settings: [Setting], positions: KeyIndex) {
        self.title = title
        self.panes = panes
        self.settings = settings
        self.positions = positions
        // One pass over the settings for both (a layout may hold a hundred thousand).
        var nested: [Int32] = []
        var partial: [Int32] = []
        for index in settings.indices {
            if !settings[index].isFlat { nested.append(Int32(index)) }
            if case .map(let rule) = settings[index].kind, !rule.namedMembers.isEmpty { partial.append(Int32(index)) }
        }
        nestedSettings = nested
        partialMaps = partial
    }

    /// The keys in the order they appear in the file (a new array each time:
    /// to look through them, go over ``settings``).
    public var keyOrder: [String] { settings.map(\.key) }

    /// The pane with the given identifier, if there is one.
    public func pane(_ id: Int) -> Pane? {
        panes.indices.contains(id) ? panes[id] : nil
    }

    /// The setting for a key, matched exactly.
    public func setting(_ key: String) -> Setting? {
        positions.position(of: key, in: settings).map { settings[Int($0)] }
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
        panes.contains { pane in
            pane.groups.contains { group in
                guard case .items(let items) = group.content else { return false }
                return items.contains { item in
                    if case .info(_, let shown?) = item.kind { return shown == key }
                    return false
                }
            }
        }
    }

    /// The text an information row shows for `key` (a value shown
    /// read-only, as its source read it: compact JSON for a JSON Schema's
    /// maps and records), if one does.
    public func readOnlyText(key: String) -> String? {
        for pane in panes {
            for group in pane.groups {
                guard case .items(let items) = group.content else { continue }
                for item in items {
                    if case .info(let text?, let shown?) = item.kind, shown == key { return text }
                }
            }
        }
        return nil
    }

    /// The titles from the root down to a pane, e.g. `["Settings", "General"]`.
    public func titlePath(to paneID: Int) -> [String] {
        var titles: [String] = []
        var current: Int? = paneID
        var guardCount = 0
        while let id = current, let pane = pane(id), guardCount <= panes.count {
            titles.append(pane.title)
            current = pane.parent
            guardCount += 1
        }
        return titles.reversed()
    }
}
