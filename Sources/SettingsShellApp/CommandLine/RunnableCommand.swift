import ArgumentParser

/// A form of the command that runs against an injected ``ShellContext``
/// instead of the process, so every form can run in-process.
protocol RunnableCommand: ParsableCommand {
    func execute(in context: ShellContext) -> ExitStatus
}
