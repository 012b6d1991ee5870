/// The outcome of a successful `SafeFile.write(_:to:expecting:)`.
package struct SaveReport: Sendable, Equatable {
    /// The file's new state: the bytes just written and the identity of the file now in place.
    /// Pass it as `expecting` to the next save.
    package let snapshot: FileSnapshot
    /// Things the user should know although the save succeeded, one sentence each
    /// (for example that other hard links keep the old content, or that the owner could not be kept).
    package let warnings: [String]

    /// Creates a report.
    package init(snapshot: FileSnapshot, warnings: [String]) {
        self.snapshot = snapshot
        self.warnings = warnings
    }
}
