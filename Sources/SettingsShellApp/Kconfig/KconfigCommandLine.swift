@_spi(SettingsShell) import SettingsKit

/// The command line over a Kconfig tree: `--schema PATH/Kconfig` with the
/// `.config` as the file of values (`--file`, else `KCONFIG_CONFIG`, else
/// `.config`, as `conf` finds it), read and written through SettingsKit's
/// ``SettingsKit/KconfigFiles``, which keeps the kernel's semantics.
///
/// A Kconfig tree is not a JSON layout with independent values: one change
/// moves others (`select`, `imply`, `depends on`), and the saved text is
/// `conf`'s, not a patch of the old one. So its one-shots go to the editor
/// here rather than to a JSON store; the tree is read in the working folder
/// with the process's environment (`ARCH`, `SRCARCH`, `srctree`, `CC`…), as
/// `make` runs `conf`. `$(shell,…)` runs commands only with `--allow-shell`
/// or `SETTINGS_SHELL_ALLOW_SHELL=1`.
struct KconfigCommandLine {
    /// The tree and its `.config`.
    var files: KconfigFiles

    /// The top Kconfig file as typed, and the `.config` as typed.
    var kconfig: String { files.kconfig }
    var configName: String { files.configName }

    /// Whether `--schema` names a Kconfig tree: a file named `Kconfig`, `Kconfig.*` or `Config.in`.
    static func names(_ schema: String?) -> Bool { KconfigFiles.names(schema) }

    init(global: GlobalOptions, in context: ShellContext) {
        files = KconfigFiles(kconfig: global.schema ?? "Kconfig", config: global.file,
                             allowShell: global.allowShell || context.environment[KconfigFiles.allowShellVariable] == "1",
                             workingDirectory: context.workingDirectory, environment: context.environment)
    }

    /// Reads the tree and the `.config` and runs `body` on them, or says why they can't be read.
    func withEditor(in context: ShellContext, _ body: (inout KconfigEditor, _ onDisk: [UInt8]?) -> ExitStatus) -> ExitStatus {
        let status: ExitStatus
        switch files.withEditor(output: context.output, body) {
        case .success(let done): status = done
        case .failure(let failure): status = failure.exitStatus
        }
        context.terminate?(status)
        return status
    }

    /// The names of the symbols a person can set (those with a prompt), for tab completion.
    static func symbolNames(kconfig: String, environment: [String: String]) -> [String] {
        KconfigFiles.symbolNames(kconfig: kconfig, environment: environment)
    }
}
