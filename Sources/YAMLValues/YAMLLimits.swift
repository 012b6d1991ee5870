/// The bounds hostile YAML meets (as JSON's reader has its own): nesting
/// deeper than a person writes, and aliases whose expansion (aliases of
/// aliases: "billion laughs") would make more values than the file could
/// hold written out.
enum YAMLLimits {
    /// Collections nested deeper than this are refused (the reader recurses once a level).
    static let maxDepth = 512
    /// The values an alias expansion may make, beyond the nodes the file has.
    static let maxExpandedNodes = 1_000_000
}
