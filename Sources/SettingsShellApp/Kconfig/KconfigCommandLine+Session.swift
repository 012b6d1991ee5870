@_spi(SettingsShell) import SettingsKit

/// The session over a Kconfig tree (``SettingsKit/KconfigFiles/edit(input:output:width:ascii:keepGoing:)``):
/// lines from a terminal or a script; a script's lines are echoed as `> LINE`
/// and its first refused line ends it (exit 1), as other sessions do (with
/// `--keep-going` it goes on, and still ends 1). At a terminal a refused line
/// is only said.
extension KconfigCommandLine {
    func session(width: Int?, ascii: Bool, keepGoing: Bool, in context: ShellContext) -> ExitStatus {
        let outcome = files.edit(
            input: SettingsShellCommand.sessionInput(for: context), output: context.output, width: width,
            terminalWidth: context.terminalWidth, ascii: ascii || !context.localeIsUTF8, keepGoing: keepGoing)
        let status = ExitStatus(outcome)
        context.terminate?(status)
        return status
    }
}
