/// The result of reading one file of a bundle.
package enum BundleFileRead: Sendable, Equatable {
    case bytes([UInt8])
    /// There is no such file.
    case missing
    /// It exists but can't be read; the reason as a sentence.
    case failed(String)
}
