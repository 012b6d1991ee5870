import LosslessJSON

/// The layout of a settings file: its screens (panes), their sections and
/// rows, and the settings — the rows that hold a value under a key.
///
/// A schema is built once per load by ``SchemaLoader`` and never changes
/// during a session; values live separately in ``ValueStore``.
public struct Schema: Sendable {
    /// The root screen's title.
    public var title: String
    /// Every screen of the file, the root first (``Pane/rootID``).
    public var panes: [Pane]
    /// Every setting by key.
    public var settings: [String: Setting]
    /// The keys in the order they appear in the file (depth first).
    public var keyOrder: [String]

    /// The pane with the given identifier, if there is one.
    public func pane(_ id: Int) -> Pane? {
        panes.indices.contains(id) ? panes[id] : nil
    }

    /// The setting for a key, matched exactly.
    public func setting(_ key: String) -> Setting? { settings[key] }

    /// The setting for a key as a person may type it: exact, else
    /// case-insensitive when that is unambiguous.
    public func lookupSetting(_ typed: String) -> Setting? {
        if let exact = settings[typed] { return exact }
        let lowered = typed.lowercased()
        let matches = keyOrder.filter { $0.lowercased() == lowered }
        return matches.count == 1 ? settings[matches[0]] : nil
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
