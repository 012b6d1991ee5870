/// How much the reader accepts before refusing a file.
package struct JSONLimits: Sendable, Equatable {
    /// The deepest nesting of objects and arrays accepted (the top-level
    /// value's container is level 1).
    package var maxDepth: Int = 512
    /// The longest string (key or value) accepted, in bytes as written in the
    /// file between its quotes.
    package var maxStringBytes: Int = 16 << 20

    package init(maxDepth: Int = 512, maxStringBytes: Int = 16 << 20) {
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
    }
}
