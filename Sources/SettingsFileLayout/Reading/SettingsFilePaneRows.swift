import LosslessJSON
import SettingsCore

/// Where the panes below a settings file's root are in the file: the
/// `groups` array each pane shows, and the item that opens it. The file's
/// layout keeps it to read a pane's rows when the pane is first drawn,
/// searched or checked (see ``PaneRowReading``), rather than make rows
/// for every pane of a large file as it is read.
struct SettingsFilePaneRows: PaneRowReading {
    let document: JSONDocument
    /// Each pane's `groups` array, by pane identifier.
    private var groups: [Int: JSONNodeID] = [:]
    /// The pane each `pane` item opens, by the item's node.
    private var opened: [Int32: Int] = [:]
    /// The item that opens each pane, by pane identifier.
    private var openers: [Int: JSONNodeID] = [:]
    /// The keys whose stored values read-only rows of these panes show.
    private var shownKeys: Set<String> = []
    /// Where the settings of each pane and the panes below it are in the layout's list: they
    /// were added in the order their items are written, a pane's whole tree at its item.
    private var settings: [Int: Range<Int32>] = [:]

    init(document: JSONDocument) {
        self.document = document
    }

    /// Notes that pane `id`, opened by the item at `item`, shows the groups at `groupsNode`.
    mutating func note(pane id: Int, openedBy item: JSONNodeID, groups groupsNode: JSONNodeID) {
        groups[id] = groupsNode
        opened[item.index] = id
        openers[id] = item
    }

    /// Notes what `part` (a reader's, on another core) noted of panes `ids`,
    /// numbered here `paneShift` on and with their settings `settingShift` on.
    mutating func append(_ part: SettingsFilePaneRows, panes ids: Range<Int>, paneShift: Int, settingShift: Int32) {
        for id in ids {
            if let groupsNode = part.groups[id], let item = part.openers[id] {
                note(pane: id + paneShift, openedBy: item, groups: groupsNode)
            }
            if let range = part.settings[id] {
                note(pane: id + paneShift, settings: range.lowerBound + settingShift..<range.upperBound + settingShift)
            }
        }
    }

    /// Notes the keys whose values `part`'s read-only rows show.
    mutating func noteShown(from part: SettingsFilePaneRows) {
        shownKeys.formUnion(part.shownKeys)
    }

    /// Notes that the settings of pane `id` and the panes below it are `range` of the layout's list.
    mutating func note(pane id: Int, settings range: Range<Int32>) {
        settings[id] = range
    }

    /// Where the settings of pane `id` and the panes below it are in the layout's list.
    func settings(ofPane id: Int) -> Range<Int32>? {
        settings[id]
    }

    /// Notes that a read-only row of one of these panes shows the stored value of `key`.
    mutating func noteShown(key: String) {
        shownKeys.insert(key)
    }

    func showsReadOnly(key: String) -> Bool {
        shownKeys.contains(key)
    }

    /// The `groups` array of pane `id`.
    func groupsNode(ofPane id: Int) -> JSONNodeID? {
        groups[id]
    }

    /// The pane the `pane` item at `item` opens.
    func pane(openedBy item: JSONNodeID) -> Int? {
        opened[item.index]
    }

    func groups(ofPane id: Int, in layout: Layout) -> [Group] {
        var reader = SettingsFileReader(rowsOf: layout, in: self)
        return reader.groups(ofPane: id)
    }
}
