import LosslessJSON
import SettingsCore
import Synchronization
import Threads

/// The subtrees of the root's panes, read from the last one backwards on
/// another core while the reader reads the file from its start.
///
/// Reading a large file's items is most of opening it, and the panes below
/// the root are independent of each other until their keys meet in one
/// index. Each subtree read here goes into a builder of its own and is added
/// to the reader's where its item comes (``LayoutBuilder/append(_:from:to:under:)``),
/// giving the layout, the problems and the numbering that a reading in place
/// gives. The two meet where their work does, whatever the file's shape:
/// each claims an item before reading it (``readerClaims(itemAt:)``).
///
/// Only a subtree read without a problem is kept: at the first problem the
/// reading here stops, and the reader reads that subtree in place, reporting
/// each problem where a plain reading would.
final class SettingsFileSubtreeRead: Sendable {
    /// A subtree read here: what the builder added between two marks.
    struct Subtree {
        /// The root's `pane` item that opens it.
        let item: JSONNodeID
        let start: LayoutBuilder.Mark
        let end: LayoutBuilder.Mark
    }

    /// What was read: one builder over all the subtrees.
    struct Part {
        var layout: LayoutBuilder
        var paneRows: SettingsFilePaneRows
        /// In the order of the file.
        var subtrees: [Subtree]
    }

    /// How far each side has claimed the root's items, as byte offsets: the
    /// reader those starting before `front`, this reading those from `back` on.
    private let claims = Mutex<(front: Int, back: Int)>((0, .max))
    private let part = Mutex<Part?>(nil)
    private let thread = Mutex<PosixThread?>(nil)

    /// Starts reading the subtrees of the `pane` items of `groups`, the root's
    /// `groups` array of `document`, with room for `mostSettings` settings;
    /// nil when no thread can start.
    init?(_ document: JSONDocument, groups: JSONNodeID, mostSettings: Int) {
        let started = PosixThread.start { [self] in
            // Read under the lock, so that the part is made where it is kept (the
            // reader joins the thread before it asks, so the lock is not contended).
            part.withLock { $0 = read(groups, of: document, mostSettings: mostSettings) }
        }
        guard let started else { return nil }
        thread.withLock { $0 = started }
    }

    /// Whether the reader reads the root's item that starts at byte `start`
    /// itself: true, and noted, when this reading has not claimed it.
    func readerClaims(itemAt start: Int) -> Bool {
        claims.withLock { claims in
            guard start < claims.back else { return false }
            claims.front = max(claims.front, start + 1)
            return true
        }
    }

    /// Waits until the reading here has finished.
    func wait() {
        if let running = thread.withLock({ $0.take() }) { running.join() }
    }

    /// What was read, once the reading has finished; nil the second time.
    func result() -> Part? {
        wait()
        return part.withLock { $0.take() }
    }

    deinit {
        thread.withLock { $0.take()?.join() }
    }

    private func read(_ groups: JSONNodeID, of document: JSONDocument, mostSettings: Int) -> sending Part {
        var reader = SettingsFileReader(subtreesOf: document, mostSettings: mostSettings)
        var items: [(node: JSONNodeID, start: Int)] = []
        for groupNode in document.children(groups) {
            guard let itemsNode = reader.readsApart(group: groupNode) else { continue }
            for item in document.children(itemsNode) where reader.readsApart(item) {
                items.append((item, document.span(item).lowerBound))
            }
        }
        var subtrees: [Subtree] = []
        for (item, start) in items.reversed() {
            let claimed = claims.withLock { claims in
                guard start >= claims.front else { return false }
                claims.back = start
                return true
            }
            guard claimed else { break }
            let mark = reader.layout.mark
            guard reader.readSubtree(of: item) else { break }
            subtrees.append(Subtree(item: item, start: mark, end: reader.layout.mark))
        }
        reader.layout.endReadingApart()
        return Part(layout: reader.layout, paneRows: reader.paneRows, subtrees: subtrees.reversed())
    }
}
