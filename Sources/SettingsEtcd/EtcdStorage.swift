import SettingsFiles

/// A values document kept as the value of one key in etcd. A write is one
/// transaction that compares the key's modification revision with the one
/// read (or that the key was never created), so another writer's change
/// in between is a conflict, as a file changed on disk is.
public struct EtcdStorage: DocumentStorage {
    public let client: EtcdClient

    public init(client: EtcdClient) {
        self.client = client
    }

    /// The most etcd takes in one request by default (its `--max-request-bytes`).
    public static let requestLimit = 1_572_864
    /// Room in a request for the key and the transaction around the value.
    static let requestOverhead = 512

    public var displayName: String { client.address.text }
    public var isWritable: Bool { true }

    public func read() throws(StorageError) -> StoredDocument? {
        guard let (value, revision) = try client.get(client.address.key) else { return nil }
        return StoredDocument(bytes: value, version: .revision(revision))
    }

    public func write(_ content: FileContent, expecting: StoredDocument?, force: Bool) throws(StorageError) -> (stored: StoredDocument, warnings: [String]) {
        let bytes = content.bytes
        let size = bytes.count + client.address.key.utf8.count + Self.requestOverhead
        guard size <= Self.requestLimit else {
            throw .refused("\(displayName) would be \(bytes.count) bytes, over etcd's request limit of \(Self.requestLimit) bytes (its --max-request-bytes); nothing was sent")
        }
        let expectation: EtcdClient.Expectation
        switch expecting?.version {
        case _ where force: expectation = .anything
        case nil: expectation = .absent
        case .revision(let revision): expectation = .revision(revision)
        // A file's version can't be compared here: taken as "not created yet", never as "anything".
        case .file: expectation = .absent
        }
        switch try client.put(client.address.key, value: bytes, expecting: expectation) {
        case .written(let revision):
            return (StoredDocument(bytes: bytes, version: .revision(revision)), [])
        case .conflict(let revision):
            let now = revision.map { "it is now at revision \($0)" } ?? "it was deleted"
            throw .conflict("\(displayName) was changed by another writer since it was loaded (\(now)); nothing was written")
        }
    }
}
