@testable import SettingsShellApp
@_spi(SettingsShell) import SettingsKit

/// Runs the tool in-process in a fresh folder holding copies of fixtures
/// from Tests/Transcripts: what the layout-source suites share.
enum FixtureRun {
    /// One run in `folder`, with `input` as its lines and `locale` as `LANG`.
    static func run(_ arguments: [String], input: [String] = [], locale: String = "C.UTF-8",
                    in folder: String) -> (status: SettingsShellApp.ExitStatus, output: CapturedOutput) {
        let output = CapturedOutput()
        let context = ShellContext(
            workingDirectory: folder, environment: ["LANG": locale, "HOME": folder], input: .lines(input), output: output)
        return (SettingsShell.run(arguments: arguments, in: context), output)
    }

    /// Calls `body` with a temporary folder holding copies of the fixtures `names`, removed afterwards.
    static func withFolder(copying names: [String], _ body: (String) throws -> Void) throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        for name in names {
            try TranscriptFiles.copyTree(TranscriptSuite.path(name), to: folder + "/" + name)
        }
        try body(folder)
    }
}
