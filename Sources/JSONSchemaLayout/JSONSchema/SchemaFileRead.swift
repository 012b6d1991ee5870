/// The result of reading a file a schema's `$ref` names (or a manifest's
/// `package.nls.json`), as the shell reads it for the pure core.
package enum SchemaFileRead: Sendable, Equatable {
    case bytes([UInt8])
    /// There is no such file.
    case missing
    /// It exists but can't be read; the reason as a sentence.
    case failed(String)
}
