import Foundation
import Testing

/// A Kconfig session at a terminal: each reply is on the screen before the
/// next prompt (it was held back until the session ended). The real
/// `settings-shell` on a pseudo-terminal over the small tree the
/// transcripts use (needs `swift build --build-tests`).
@Suite struct KconfigAtATerminalTests {
    /// The shell over the small tree; the empty "settings file" is the .config: none saved yet.
    static func smallTree() throws -> ShellUnderTest {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let kconfig = repository.appendingPathComponent("Tests/Transcripts/Kconfig.small").path
        return try ShellUnderTest(arguments: ["--schema", kconfig], settings: Data())
    }

    @Test func theMenuAndEachReplyShowBeforeTheNextPrompt() throws {
        let shell = try Self.smallTree()
        try shell.tty.waitFor("Small tree")
        try shell.tty.waitFor("> ")
        try shell.tty.send("get NR_CPUS\r")
        try shell.tty.waitFor("64")
        try shell.tty.send("cancel\r")
        #expect(try shell.tty.waitForExit() == 0)
    }

    /// A refused line at a terminal is said, and does not make the session end 1 (a script's does).
    @Test func aRefusedLineAtATerminalLeavesTheStatusAlone() throws {
        let shell = try Self.smallTree()
        try shell.tty.waitFor("> ")
        try shell.tty.send("set NR_CPUS 1000\r")
        try shell.tty.waitFor("from 2 to 512")
        try shell.tty.send("set NR_CPUS 128\r")
        try shell.tty.waitFor("128")
        try shell.tty.send("done\r")
        #expect(try shell.tty.waitForExit() == 0)
    }
}
