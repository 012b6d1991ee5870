import FoundationEssentials
import KconfigLayout
import SettingsCore

/// A Linux-kernel-style Kconfig tree and the `.config` that holds its
/// values, edited as the kernel's own `conf` and menuconfig edit them:
/// one change moves others (`select`, `imply`, `depends on`), and the
/// `.config` is saved as `conf` writes it (the old one kept as
/// `.config.old`), not patched.
///
/// ```swift
/// let kernel = KconfigFiles(kconfig: "Kconfig", workingDirectory: "/usr/src/linux")
/// let outcome = kernel.edit()
/// ```
///
/// The tree is read in `workingDirectory` with `environment` (`ARCH`,
/// `SRCARCH`, `srctree`, `CC`…), as `make` runs `conf`; `$(shell,…)` runs
/// commands only when `allowShell` says so (otherwise each is left empty,
/// and said).
public struct KconfigFiles: Sendable {
    /// The top Kconfig file, as named.
    public var kconfig: String
    /// The `.config`, as named.
    public var configName: String
    /// Whether `$(shell,…)` may run commands.
    public var allowShell: Bool
    /// What relative names are relative to.
    public var workingDirectory: String
    /// The environment the tree is read with.
    public var environment: [String: String]

    /// The environment variable with which the tool's command line allows
    /// `$(shell,…)` as `--allow-shell` does (a program decides for itself:
    /// ``allowShell`` is what it passes).
    @_spi(SettingsShell) public static let allowShellVariable = "SETTINGS_SHELL_ALLOW_SHELL"

    /// A tree and its `.config`: `config`, else `KCONFIG_CONFIG` from the
    /// environment, else `.config`, as `conf` finds it. Commands in
    /// `$(shell,…)` run only when `allowShell` is true. Nil
    /// `workingDirectory` and `environment` are the process's own.
    public init(kconfig: String, config: String? = nil, allowShell: Bool = false, workingDirectory: String? = nil,
                environment: [String: String]? = nil) {
        let environment = environment ?? ProcessInfo.processInfo.environment
        self.kconfig = kconfig
        configName = config ?? environment["KCONFIG_CONFIG"].flatMap { $0.isEmpty ? nil : $0 } ?? ".config"
        self.allowShell = allowShell
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        self.environment = environment
    }

    /// Whether `path` names a Kconfig tree: a file named `Kconfig`, `Kconfig.*` or `Config.in`.
    @_spi(SettingsShell) public static func names(_ path: String?) -> Bool {
        guard let path, let last = path.split(separator: "/").last else { return false }
        return last.hasPrefix("Kconfig") || last == "Config.in"
    }

    /// The `.config`'s absolute path.
    public var configPath: String { Paths.absolute(configName, in: workingDirectory) }

    /// Reads the tree and the `.config` and runs `body` on the editor and
    /// the `.config`'s bytes (nil: there is none yet). What reading says (a
    /// `$(shell,…)` left empty) goes to `output`'s standard error; so does
    /// why they can't be read, which is also returned.
    @_spi(SettingsShell) public func withEditor<T>(
        output: any OutputSink, _ body: (inout KconfigEditor, _ onDisk: [UInt8]?) -> T
    ) -> Result<T, StoreFailure> {
        let options = KconfigProject.Options(kconfig: kconfig, workingDirectory: workingDirectory, environment: environment,
                                             allowShell: allowShell)
        let project: KconfigProject
        do throws(KconfigError) { project = try KconfigProject.read(options) } catch {
            let missing: Bool
            if case .cannotOpen = error.reason, error.file.isEmpty { missing = true } else { missing = false }
            return .failure(said(StoreFailure("settings-shell: " + Message(escaping: error.description).text,
                                              kind: missing ? .notFound : .invalid), output))
        }
        project.messages.forEach { output.errorLine(Message(escaping: $0).text) }
        if let notice = Self.skippedNotice(project) { output.errorLine(notice) }
        let onDisk: [UInt8]?
        switch KconfigFileReader.readRegularFile(configPath, maxBytes: LayoutFormats.maxConfigBytes) {
        case .found(let bytes): onDisk = bytes
        case .missing: onDisk = nil
        case .failed(let reason):
            let text = KconfigError(reason, file: "", line: 0).description
            return .failure(said(StoreFailure("settings-shell: " + Message(escaping: text).text, kind: .io), output))
        }
        var editor = KconfigEditor(project: project, config: onDisk, name: configName)
        return .success(body(&editor, onDisk))
    }

    /// Saves the editor's text as `conf` saves it, each symbol that moved
    /// listed on `output`; with `dryRun`, prints the diff instead (`label`
    /// names its new side). Nil when it went through; else why not (said).
    @_spi(SettingsShell) public func save(
        _ editor: inout KconfigEditor, onDisk: [UInt8]?, dryRun: Bool, label: String, output: any OutputSink
    ) -> StoreFailure? {
        let text = editor.saved()
        let shown = Message(escaping: configName).text
        if dryRun {
            output.out(SavePreview.diff(old: onDisk ?? [], new: [text[...]], name: configName, newLabel: label))
            return nil
        }
        for move in KconfigMove.between(editor.loadedText, text) {
            output.line(Message(escaping: move.description).text)
        }
        do throws(KconfigConfigSaver.Failure) {
            switch try KconfigConfigSaver.save(text, to: configPath) {
            case .unchanged: output.line("Nothing to save: \(shown) already holds this.")
            case .written: output.line(onDisk == nil ? "Saved \(shown)." : "Saved \(shown) (the old one is \(shown).old).")
            }
            return nil
        } catch {
            return said(StoreFailure("settings-shell: " + Message(escaping: error.description).text, kind: .io), output)
        }
    }

    /// The names of the symbols a person can set (those with a prompt), for
    /// tab completion: the tree is read with `$(shell,…)` left empty
    /// whatever else says, so completing runs nothing.
    @_spi(SettingsShell) public static func symbolNames(kconfig: String, workingDirectory: String = ".", environment: [String: String]) -> [String] {
        let options = KconfigProject.Options(kconfig: kconfig, workingDirectory: workingDirectory, environment: environment, allowShell: false)
        return (try? KconfigProject.read(options))?.promptedSymbolNames ?? []
    }

    /// Said once when `$(shell,…)` expansions were left empty: how many, and which options they decide.
    static func skippedNotice(_ project: KconfigProject) -> String? {
        let skipped = project.skippedShellReport
        guard skipped.count > 0 else { return nil }
        let noun = skipped.count == 1 ? "expansion was" : "expansions were"
        var said = "settings-shell: \(skipped.count) $(shell,…) \(noun) left empty, running nothing (--allow-shell or "
            + "\(allowShellVariable)=1 runs them)"
        if !skipped.decided.isEmpty { said += "; they decide: " + skipped.decided.joined(separator: ", ") }
        if !skipped.places.isEmpty { said += "; and the variables set at " + skipped.places.joined(separator: ", ") }
        return said
    }

    /// `failure`, its lines said on `output`'s standard error.
    private func said(_ failure: StoreFailure, _ output: any OutputSink) -> StoreFailure {
        failure.lines.forEach { output.errorLine($0) }
        return failure
    }
}
