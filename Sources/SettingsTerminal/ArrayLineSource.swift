/// Lines from an array, in order, then `.end` for ever (tests, transcript
/// replay). Prompts and styles are ignored.
package final class ArrayLineSource: LineSource {
    private let lines: [String]

    /// How many lines have been handed out so far.
    package private(set) var consumed: Int = 0

    /// A source that yields `lines`, one per read.
    package init(_ lines: [String]) {
        self.lines = lines
    }

    package func read(prompt: String, style: LineStyle) -> LineRead {
        guard consumed < lines.count else { return .end }
        defer { consumed += 1 }
        return .line(lines[consumed])
    }
}
