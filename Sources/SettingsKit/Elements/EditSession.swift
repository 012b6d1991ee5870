import LosslessJSON
import SettingsCore
import SettingsTerminal

/// Starts the session an edit asks for, on the input it names, and runs it to its end.
enum EditSession {
    /// Runs a session of `layout` over `stored`, holding values to `checks`
    /// (by key); `save` keeps what `done` saves.
    static func run(layout: Layout, stored: [String: JSONValue], checks: [String: SettingCheck], input: EditInput,
                    output: EditOutput, save: @escaping (ValueStore) -> String?,
                    onChange: ((Setting, ValueStore) -> Void)?) -> EditOutcome {
        var session = Session(layout: layout, storedValues: stored)
        if !checks.isEmpty {
            session.check = { setting, value in checks[setting.key]?(SettingValue(value)) }
        }
        let source: any LineSource
        let interactive: Bool
        var readline: ReadlineLineSource?
        switch input {
        case .standardInput where TerminalInfo.isTerminal(0) && TerminalInfo.isTerminal(1):
            let terminal = ReadlineLineSource(historyFile: nil, completer: nil)
            (source, interactive, readline) = (terminal, true, terminal)
        case .standardInput:
            (source, interactive) = (DescriptorLineSource(fd: 0), false)
        case .lines(let lines):
            (source, interactive) = (ArrayLineSource(lines), false)
        case .source(let given, let person):
            (source, interactive) = (given, person)
        }
        // Readline is given back for the program's next session (or its own use).
        defer { readline?.close() }
        var run = EditRun(session: session, source: source, interactive: interactive, output: output, save: save, onChange: onChange)
        return run.run()
    }
}
