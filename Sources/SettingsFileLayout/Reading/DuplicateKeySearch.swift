import Dispatch
import LosslessJSON
import SettingsCore
import Synchronization

/// The duplicate-key walk of a document, run when its result is asked for
/// or, on a large file, on another thread meanwhile. A document whose keys
/// were checked as it was parsed needs neither (see ``JSONDocument/keysCheckedAlongside``).
final class DuplicateKeySearch: Sendable {
    private let document: JSONDocument
    private let found = Mutex<[JSONDocument.DuplicateKey]?>(nil)
    private let group = DispatchGroup()

    init(_ document: JSONDocument, concurrently: Bool) {
        self.document = document
        guard concurrently, !document.keysCheckedAlongside else { return }
        DispatchQueue.global().async(group: group) { [self] in
            let keys = document.duplicateKeys()
            found.withLock { $0 = keys }
        }
    }

    /// The duplicates, waiting for the walk to finish.
    func result() -> [JSONDocument.DuplicateKey] {
        group.wait()
        return found.withLock { $0 } ?? document.duplicateKeys()
    }
}
