import SettingsCore
@_spi(SettingsShell) import SettingsKit

/// Draws the first screen of a layout, as a session shows it before any line.
func rootScreen(_ result: LayoutResult, width: Int = 60) -> String {
    guard let layout = result.layout else { return "no layout: \(result.problems)" }
    return Renderer(style: .plain).text(Session(layout: layout, storedValues: [:]).currentModel, width: width)
}

extension CapturedOutput {
    /// The first thing printed (a session's first screen), without its last newline.
    var firstChunk: String? {
        guard case .standardOutput(let text)? = chunks.first else { return nil }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The lines printed to standard error.
    var errorLines: [String] {
        standardError.split(separator: "\n").map(String.init)
    }

    /// The lines printed to standard output.
    var outputLines: [String] {
        standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
