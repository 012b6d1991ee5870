import Synchronization

/// What reads the rows of the panes a layout's source left in the source
/// (``Pane/rowsLeftInSource``): the groups are made when a pane is first
/// drawn, searched or checked rather than for every pane as the file is
/// read. A pure function of the source and the layout; the source checked
/// every row when it was read, so reading them again finds no problem.
package protocol PaneRowReading: Sendable {
    /// The groups of pane `id`, read from the source: `layout` knows where
    /// each key's setting is and which pane each row opens.
    func groups(ofPane id: Int, in layout: Layout) -> [Group]
}

/// The rows read so far, shared by the copies of a layout: a pane's rows
/// are facts of its source, the same however often they are read.
final class PaneRowMemo: Sendable {
    private let reader: any PaneRowReading
    private let read = Mutex<[Int: [Group]]>([:])

    init(_ reader: any PaneRowReading) {
        self.reader = reader
    }

    /// The groups of pane `id` of `layout`, read the first time they are asked for.
    func groups(ofPane id: Int, in layout: Layout) -> [Group] {
        if let known = read.withLock({ $0[id] }) { return known }
        // Read outside the lock: a second reader that raced this one reads the same rows.
        let groups = reader.groups(ofPane: id, in: layout)
        read.withLock { $0[id] = groups }
        return groups
    }
}
