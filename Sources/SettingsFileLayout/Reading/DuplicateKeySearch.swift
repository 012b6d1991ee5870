import Dispatch
import LosslessJSON
import SettingsCore
import Synchronization

/// The duplicate-key walk of a document, run inline or on another thread.
final class DuplicateKeySearch: Sendable {
    private let found = Mutex<[JSONDocument.DuplicateKey]?>(nil)
    private let group = DispatchGroup()

    init(_ document: JSONDocument, concurrently: Bool) {
        guard concurrently else {
            found.withLock { $0 = document.duplicateKeys() }
            return
        }
        DispatchQueue.global().async(group: group) { [self] in
            let keys = document.duplicateKeys()
            found.withLock { $0 = keys }
        }
    }

    /// The duplicates, waiting for the walk to finish.
    func result() -> [JSONDocument.DuplicateKey] {
        group.wait()
        return found.withLock { $0 } ?? []
    }
}
