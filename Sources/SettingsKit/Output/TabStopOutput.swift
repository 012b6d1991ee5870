import SettingsCore

/// Standard output at a terminal: a tab written (a diff's, from the file)
/// is shown as spaces to the next tab stop, whatever tab stops the
/// terminal has set, and the columns after it are where the tool counts
/// them. Output to a pipe is not wrapped in this: it keeps its tabs.
@_spi(SettingsShell) public final class TabStopOutput: OutputSink {
    private let base: OutputSink
    /// Columns written on the current line so far (where the next text starts).
    private var column = 0

    @_spi(SettingsShell) public init(_ base: OutputSink) {
        self.base = base
    }

    public func out(_ text: String) {
        let shown = InertText.expandingTabs(text, from: column)
        if let lastBreak = shown.lastIndex(of: "\n") {
            column = TextWidth.columns(String(shown[shown.index(after: lastBreak)...]))
        } else {
            column += TextWidth.columns(shown)
        }
        base.out(shown)
    }

    public func out(utf8 bytes: [UInt8]) {
        // A drawn screen: inert already, no tabs, and it ends its lines.
        guard bytes.contains(0x09) || bytes.last != 0x0A else {
            column = 0
            base.out(utf8: bytes)
            return
        }
        out(String(decoding: bytes, as: UTF8.self))
    }

    public func err(_ text: String) {
        // Messages: inert, their tabs made spaces already.
        base.err(text)
    }

    public func flush() { base.flush() }

    public var failure: OutputFailure? { base.failure }
}
