@_spi(SettingsShell) import SettingsKit

/// The one-shot subcommands over a Kconfig tree: `get`, `set`, `reset`, `validate`.
extension KconfigCommandLine {
    /// `get SYMBOL`: the value as `.config` spells it (`y`, `m`, `n`, a number, a string unquoted).
    func get(_ name: String, in context: ShellContext) -> ExitStatus {
        withEditor(in: context) { editor, _ in
            switch editor.value(of: name) {
            case .success(let value):
                context.output.line(ProgramText.forStandardOutput(value, in: context))
                return .success
            case .failure(let refusal):
                return Self.refuse(refusal, in: context)
            }
        }
    }

    /// `set SYMBOL VALUE`: set as menuconfig sets it, then save what `conf` writes (or show it with `--dry-run`).
    /// With `withDependencies`, the symbols it needs are switched on first (``KconfigEditor/enable(_:to:)``).
    func set(_ name: String, to value: String, withDependencies: Bool = false, dryRun: Bool, in context: ShellContext) -> ExitStatus {
        withEditor(in: context) { editor, onDisk in
            switch withDependencies ? editor.enable(name, to: value) : editor.set(name, to: value) {
            case .success: return save(&editor, onDisk: onDisk, dryRun: dryRun, label: "after set", in: context)
            case .failure(let refusal): return Self.refuse(refusal, in: context)
            }
        }
    }

    /// `reset SYMBOL`: the value it has with no line of its own in `.config`.
    func reset(_ name: String, dryRun: Bool, in context: ShellContext) -> ExitStatus {
        withEditor(in: context) { editor, onDisk in
            switch editor.reset(name) {
            case .success: return save(&editor, onDisk: onDisk, dryRun: dryRun, label: "after reset", in: context)
            case .failure(let refusal): return Self.refuse(refusal, in: context)
            }
        }
    }

    /// `validate`: the kernel's warnings on loading `.config` (invalid values, repeated or unknown
    /// symbols), each on a line; 65 when there is any. What `conf` would rewrite is said, not counted.
    func validate(in context: ShellContext) -> ExitStatus {
        withEditor(in: context) { editor, onDisk in
            let shown = Message(escaping: configName).text
            guard let onDisk else {
                context.output.errorLine("settings-shell: \(shown) does not exist (conf would write every default)")
                return .fileNotFound
            }
            let problems = editor.loadWarnings + editor.unknownSymbols.map { "\(configName): warning: unknown symbol \($0) (conf drops it)" }
            problems.forEach { context.output.line(Message(escaping: $0).text) }
            let moves = KconfigMove.between(onDisk, editor.loadedText)
            let symbols = editor.project.symbolCount
            if problems.isEmpty {
                context.output.line("\(shown) is valid (a .config of \(Message(escaping: kconfig).text), \(symbols) symbols)")
            } else {
                let noun = problems.count == 1 ? "problem" : "problems"
                context.output.line("\(shown): \(problems.count) \(noun) (a .config of \(Message(escaping: kconfig).text))")
            }
            if !moves.isEmpty {
                let noun = moves.count == 1 ? "symbol" : "symbols"
                context.output.line("conf would rewrite it: \(moves.count) \(noun) differ from what it would save (set or reset saves it so)")
            }
            return problems.isEmpty ? .success : .invalidFile
        }
    }

    /// Saves the editor's text as `conf` saves it, each symbol that moved listed; or prints the diff with `--dry-run`.
    func save(_ editor: inout KconfigEditor, onDisk: [UInt8]?, dryRun: Bool, label: String, in context: ShellContext) -> ExitStatus {
        files.save(&editor, onDisk: onDisk, dryRun: dryRun, label: label, output: context.output)?.exitStatus ?? .success
    }

    /// Prints why a symbol can't be read or set; the status that says so.
    private static func refuse(_ refusal: KconfigRefusal, in context: ShellContext) -> ExitStatus {
        context.output.errorLine("settings-shell: " + Message(escaping: refusal.description).text)
        return .sessionError
    }
}
