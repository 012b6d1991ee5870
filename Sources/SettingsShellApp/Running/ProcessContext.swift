#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(SettingsShell) import SettingsKit

/// The context of the real process: its folder, environment, standard
/// streams and terminal.
enum ProcessContext {
    static func make() -> ShellContext {
        let streams = StandardStreams()
        let stdoutIsTerminal = TerminalInfo.isTerminal(1)
        let environment = environment()
        // A person at a terminal gets long output through a pager; a script never does.
        var paged: OutputSink = streams
        if stdoutIsTerminal && TerminalInfo.isTerminal(0), let pager = PagedOutput(streams, environment: environment, rows: { TerminalInfo.rows(1) }) {
            paged = pager
        }
        // At a terminal, a tab shows as spaces to the tool's tab stops; a pipe gets it as it is.
        let output: OutputSink = stdoutIsTerminal ? TabStopOutput(paged) : paged
        var context = ShellContext(
            workingDirectory: currentDirectory(),
            environment: environment,
            input: .standardInput(isTerminal: TerminalInfo.isTerminal(0), stdoutIsTerminal: stdoutIsTerminal),
            output: output,
            terminalWidth: { TerminalInfo.columns(1) })
        context.arguments = Array(CommandLine.arguments.dropFirst())
        context.terminate = { status in
            exit(output.finish(status).rawValue)
        }
        return context
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
