import SettingsTerminal

/// Lines given in advance, read as a person's answers are.
final class ArrayLines: LineSource {
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func read(prompt: String, style: LineStyle) -> LineRead {
        lines.isEmpty ? .end : .line(lines.removeFirst())
    }
}
