import Synchronization

/// The rows read so far, shared by the copies of a layout: a pane's rows
/// are facts of its source, the same however often they are read.
final class PaneRowMemo: Sendable {
    private let reader: any PaneRowReading
    private let read = Mutex<[Int: [Group]]>([:])

    init(_ reader: any PaneRowReading) {
        self.reader = reader
    }

    /// Whether a row of a pane left in the source shows the stored value of `key`.
    func showsReadOnly(key: String) -> Bool {
        reader.showsReadOnly(key: key)
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
