/// One change to a text: replace `range` of its bytes by `replacement`
/// (an empty range inserts).
package struct JSONEdit: Sendable, Equatable {
    package var range: Range<Int>
    package var replacement: [UInt8]

    package init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }
}
