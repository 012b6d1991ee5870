@_spi(SettingsShell) import SettingsKit

/// Text that a subcommand prints for programs to read (`get`, `list
/// --json`): exact, byte for byte, when standard output is not a terminal;
/// with control characters and bidirectional overrides shown as escapes
/// (see ``Message/init(escaping:)``) when a person reads it at a terminal.
enum ProgramText {
    static func forStandardOutput(_ text: String, in context: ShellContext) -> String {
        context.stdoutIsTerminal ? Message(escaping: text).text : text
    }
}
