/// One change to a text: replace `range` of its bytes by `replacement`
/// (an empty range inserts).
public struct JSONEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }
}
