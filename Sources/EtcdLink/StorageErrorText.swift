/// A sentence explaining why something etcd-related was refused.
package struct StorageErrorText: Error, Sendable, Equatable {
    package let text: String
    package init(_ text: String) { self.text = text }
}
