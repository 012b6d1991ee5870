/// A sentence explaining why something etcd-related was refused.
public struct StorageErrorText: Error, Sendable, Equatable {
    public let text: String
    public init(_ text: String) { self.text = text }
}
