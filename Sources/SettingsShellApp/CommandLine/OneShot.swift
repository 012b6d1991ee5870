@_spi(SettingsShell) import SettingsKit

/// The steps the one-shot subcommands share: open the file, make a session,
/// apply a command, save, report.
enum OneShot {
    /// `checked`: a command that changes the config is checked against its
    /// whole JSON Schema, as a session's edits are.
    static func withStore(_ global: GlobalOptions, in context: ShellContext, checked: Bool = false,
                          _ body: (inout Session, inout FileStore) -> ExitStatus) -> ExitStatus {
        let status = global.withStore(in: context) { opened in
            var store = opened
            var session = session(on: store, global, checked: checked, in: context)
            return body(&session, &store)
        }
        context.terminate?(status)
        return status
    }

    /// A session on `store`, drawn as the options ask.
    static func session(on store: FileStore, _ global: GlobalOptions, checked: Bool = false, in context: ShellContext) -> Session {
        Session(layout: store.layout, values: store.initialValues, glyphs: global.style(in: context).glyphs,
                checker: checked ? store.configChecker : nil)
    }

    static func withSession(_ global: GlobalOptions, in context: ShellContext, _ body: (inout Session) -> ExitStatus) -> ExitStatus {
        withStore(global, in: context) { session, _ in body(&session) }
    }

    /// Applies a command that changes a value, and saves the change as `done`
    /// would; with `--dry-run`, prints the diff the save would make instead
    /// (`label` names its new side), secure texts masked unless asked.
    static func change(_ command: Command, _ global: GlobalOptions, preview: PreviewOptions, label: String, in context: ShellContext) -> ExitStatus {
        change({ _ in .success(command) }, global, preview: preview, label: label, in: context)
    }

    /// ``change(_:_:preview:label:in:)`` of a command made from the opened
    /// session (a map's whole value with one entry changed), or refused.
    static func change(
        _ command: (Session) -> Result<Command, EntryPath.Refusal>, _ global: GlobalOptions, preview: PreviewOptions, label: String,
        in context: ShellContext
    ) -> ExitStatus {
        withStore(global, in: context, checked: true) { session, store in
            let made: Command
            switch command(session) {
            case .success(let found): made = found
            case .failure(let refusal): return print(refusal.reply, in: context)
            }
            let reply = session.apply(made)
            if reply.isError || session.pendingCount == 0 {
                return print(reply, in: context)
            }
            // A config the change would make invalid is not written (as a script's `done`).
            let saving = session.apply(.done)
            if saving.isError { return print(saving, in: context) }
            return save(session, to: &store, preview: preview, label: label, in: context)
        }
    }

    /// Saves `session`'s pending changes to `store` as `done` would, or with
    /// `--dry-run` prints the diff the save would make instead.
    private static func save(
        _ session: Session, to store: inout some SettingsStore, preview: PreviewOptions, label: String, in context: ShellContext
    ) -> ExitStatus {
        let output = context.output
        let values = session.values
        if preview.dryRun {
            do throws(StoreFailure) {
                let mask = preview.showSecrets ? nil : session.glyphs.mask
                output.out(try store.diff(of: values, newLabel: label, mask: mask))
                return .success
            } catch {
                return fail(error, in: context)
            }
        }
        switch store.save(values, force: false, notify: output.notice) {
        case .conflict(let failure), .failed(let failure):
            return fail(failure, in: context)
        case .saved(let warnings):
            let count = values.changeCount(in: store.layout)
            let confirmation = store.savedConfirmation(count: count)
            warnings.forEach { output.errorLine("warning: " + $0) }
            output.line(confirmation)
            // A confirmation that could not be printed must not read as a failed save.
            output.confirmSaved(confirmation, count: count)
            return ExitStatus(.saved(changes: count), output: output.failure)
        }
    }

    /// Prints why the store failed; the status that says so.
    private static func fail(_ failure: StoreFailure, in context: ShellContext) -> ExitStatus {
        failure.lines.forEach { context.output.errorLine($0) }
        return ExitStatus(failure.kind)
    }

    /// Prints a reply's messages and errors; 1 when it failed.
    static func print(_ reply: Reply, in context: ShellContext) -> ExitStatus {
        for item in reply.output {
            switch item {
            case .message(let message): context.output.line(message.text)
            case .value(let text): context.output.line(text)
            case .error(let message): context.output.errorLine("settings-shell: " + message.text)
            case .screen, .prompt: break
            }
        }
        return reply.isError ? .sessionError : .success
    }
}
