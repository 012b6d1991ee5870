import SettingsCore
import SettingsKit

/// Draws the first screen of a layout, as a session shows it before any line.
func rootScreen(_ result: LayoutResult, width: Int = 60) -> String {
    guard let layout = result.layout else { return "no layout: \(result.problems)" }
    return Renderer(style: .plain).text(Session(layout: layout, storedValues: [:]).currentModel, width: width)
}

/// What a session printed, out and error lines apart.
final class Printed {
    var lines: [String] = []
    var errors: [String] = []

    var output: EditOutput {
        EditOutput(line: { self.lines.append($0) }, errorLine: { self.errors.append($0) })
    }
}
