@_spi(SettingsShell) import SettingsKit

/// The command line over a Kconfig tree: `--schema PATH/Kconfig` with the
/// `.config` as the file of values (`--file`, else `KCONFIG_CONFIG`, else
/// `.config`, as `conf` finds it), read and written through
/// ``KconfigLayout/KconfigEditor``, which keeps the kernel's semantics.
///
/// A Kconfig tree is not a JSON layout with independent values: one change
/// moves others (`select`, `imply`, `depends on`), and the saved text is
/// `conf`'s, not a patch of the old one. So its one-shots go to the editor
/// here rather than to a JSON store; the tree is read in the working folder
/// with the process's environment (`ARCH`, `SRCARCH`, `srctree`, `CC`…), as
/// `make` runs `conf`. `$(shell,…)` runs commands only with `--allow-shell`
/// or `SETTINGS_SHELL_ALLOW_SHELL=1`.
struct KconfigCommandLine {
    /// The top Kconfig file as typed, and the `.config` as typed.
    var kconfig: String
    var configName: String
    var allowShell: Bool

    /// The environment variable that allows `$(shell,…)` as `--allow-shell` does.
    static let allowShellVariable = "SETTINGS_SHELL_ALLOW_SHELL"

    /// Whether `--schema` names a Kconfig tree: a file named `Kconfig`, `Kconfig.*` or `Config.in`.
    static func names(_ schema: String?) -> Bool {
        guard let schema, let last = schema.split(separator: "/").last else { return false }
        return last.hasPrefix("Kconfig") || last == "Config.in"
    }

    init(global: GlobalOptions, in context: ShellContext) {
        kconfig = global.schema ?? "Kconfig"
        configName = global.file ?? context.environment["KCONFIG_CONFIG"].flatMap { $0.isEmpty ? nil : $0 } ?? ".config"
        allowShell = global.allowShell || context.environment[Self.allowShellVariable] == "1"
    }

    /// Reads the tree and the `.config` and runs `body` on them, or says why they can't be read.
    func withEditor(in context: ShellContext, _ body: (inout KconfigEditor, _ onDisk: [UInt8]?) -> ExitStatus) -> ExitStatus {
        let status = open(in: context, body)
        context.terminate?(status)
        return status
    }

    private func open(in context: ShellContext, _ body: (inout KconfigEditor, [UInt8]?) -> ExitStatus) -> ExitStatus {
        let options = KconfigProject.Options(kconfig: kconfig, workingDirectory: context.workingDirectory,
                                             environment: context.environment, allowShell: allowShell)
        let project: KconfigProject
        do throws(KconfigError) { project = try KconfigProject.read(options) } catch {
            context.output.errorLine("settings-shell: " + Message(escaping: error.description).text)
            if case .cannotOpen = error.reason, error.file.isEmpty { return .fileNotFound }
            return .invalidFile
        }
        project.messages.forEach { context.output.errorLine(Message(escaping: $0).text) }
        if let notice = Self.skippedNotice(project) { context.output.errorLine(notice) }
        let onDisk: [UInt8]?
        switch KconfigFileReader.readRegularFile(path(in: context), maxBytes: LayoutFormats.maxConfigBytes) {
        case .found(let bytes): onDisk = bytes
        case .missing: onDisk = nil
        case .failed(let reason):
            context.output.errorLine("settings-shell: " + Message(escaping: KconfigError(reason, file: "", line: 0).description).text)
            return .ioError
        }
        var editor = KconfigEditor(project: project, config: onDisk, name: configName)
        return body(&editor, onDisk)
    }

    /// The `.config`'s absolute path.
    func path(in context: ShellContext) -> String { Paths.absolute(configName, in: context.workingDirectory) }

    /// The names of the symbols a person can set (those with a prompt), for tab completion:
    /// the tree is read with `$(shell,…)` left empty whatever the flags say, so completing runs nothing.
    static func symbolNames(kconfig: String, environment: [String: String]) -> [String] {
        let options = KconfigProject.Options(kconfig: kconfig, workingDirectory: ".", environment: environment, allowShell: false)
        return (try? KconfigProject.read(options))?.promptedSymbolNames ?? []
    }

    /// Said once when `$(shell,…)` expansions were left empty: how many, and which options they decide.
    static func skippedNotice(_ project: KconfigProject) -> String? {
        let skipped = project.skippedShellReport
        guard skipped.count > 0 else { return nil }
        let (decided, places) = (skipped.decided, skipped.places)
        let noun = skipped.count == 1 ? "expansion was" : "expansions were"
        var said = "settings-shell: \(skipped.count) $(shell,…) \(noun) left empty, running nothing (--allow-shell or "
            + "\(allowShellVariable)=1 runs them)"
        if !decided.isEmpty { said += "; they decide: " + decided.joined(separator: ", ") }
        if !places.isEmpty { said += "; and the variables set at " + places.joined(separator: ", ") }
        return said
    }
}
