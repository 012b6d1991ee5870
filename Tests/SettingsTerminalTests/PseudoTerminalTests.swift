#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// The pseudo-terminal harness itself, against ordinary programs.
@Suite struct PseudoTerminalTests {
    @Test func catEchoesAndEndsOnCtrlD() throws {
        let tty = try PseudoTerminal(executable: "/bin/cat")
        try tty.send("hello\r")
        try tty.waitFor("hello\n")          // the terminal's echo
        try tty.waitFor("hello\n")          // cat's copy
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlCInterruptsTheForegroundProcess() throws {
        let tty = try PseudoTerminal(executable: "cat")   // found on PATH
        try tty.send("x\r")
        try tty.waitFor("x\nx\n")
        try tty.send("\u{3}")
        #expect(try tty.waitForExit() == 128 + SIGINT)
    }

    @Test func sizeWorkingDirectoryAndEnvironment() throws {
        let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let tty = try PseudoTerminal(
            executable: "/bin/sh",
            arguments: ["-c", "stty size; pwd; echo \"[$GREETING]\"; test -t 0 && test -t 1 && echo tty"],
            environment: PseudoTerminal.environment(["GREETING": "hi there"]),
            workingDirectory: directory,
            columns: 100, rows: 30)
        try tty.waitFor("30 100\n")
        try tty.waitFor(directory + "\n")
        try tty.waitFor("[hi there]\n")
        try tty.waitFor("tty\n")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func resizeReachesTheProgram() throws {
        let tty = try PseudoTerminal(
            executable: "/bin/sh",
            arguments: ["-c", "trap 'stty size' WINCH; echo ready; read line; echo done"],
            columns: 80, rows: 24)
        try tty.waitFor("ready")
        try tty.resize(columns: 91, rows: 33)
        try tty.waitFor("33 91\n")
        try tty.send("\r")
        try tty.waitFor("done")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func timesOutWithTheOutputSoFar() throws {
        let tty = try PseudoTerminal(executable: "/bin/cat")
        try tty.send("abc\r")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: PseudoTerminal.Failure.self) {
            try tty.waitFor("never printed", timeout: .milliseconds(300))
        }
        #expect(clock.now - start < .seconds(3))
        #expect(tty.output.contains("abc"))
    }

    @Test func reportsOutputThatEndedEarly() throws {
        let tty = try PseudoTerminal(executable: "/bin/echo", arguments: ["only this"])
        try tty.waitFor("only this")
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try tty.waitFor("more", timeout: .seconds(30))
            Issue.record("expected the output to end")
        } catch PseudoTerminal.Failure.ended(let needle, _) {
            #expect(needle == "more")
        }
        #expect(clock.now - start < .seconds(10))
        #expect(try tty.waitForExit() == 0)
    }

    @Test func escapeSequencesAreRemovedFromOutput() throws {
        let tty = try PseudoTerminal(
            executable: "/usr/bin/printf",
            arguments: ["\\033[1mbold\\033[0m \\033]0;title\\007plain\\r\\n\\033(Bdone\\a\\n"])
        try tty.waitFor("bold plain\ndone\n")
        #expect(tty.rawOutput.contains("\u{1B}[1m"))
        #expect(try tty.waitForExit() == 0)
    }

    @Test func theProcessDiesWithTheTerminal() throws {
        var tty: PseudoTerminal? = try PseudoTerminal(executable: "/bin/cat")
        let pid = tty!.pid
        #expect(kill(pid, 0) == 0)
        tty = nil
        #expect(kill(pid, 0) == -1 && errno == ESRCH)   // killed and reaped
    }

    @Test func missingExecutableThrows() {
        #expect(throws: PseudoTerminal.Failure.self) {
            _ = try PseudoTerminal(executable: "/nonexistent/program")
        }
    }

    /// Real GNU readline (bash's): INPUTRC is honoured (bracketed paste
    /// off), TAB completes, Ctrl-U kills the line. (Not Ctrl-C: bash 5.2
    /// sometimes misses redrawing its prompt after a fast SIGINT.)
    @Test func drivesReadlineInBash() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let inputrc = home.appendingPathComponent("inputrc").path
        try "set enable-bracketed-paste off\n".write(toFile: inputrc, atomically: true, encoding: .utf8)

        let tty = try PseudoTerminal(
            executable: "/bin/bash",
            arguments: ["--norc", "--noprofile", "-i"],
            environment: PseudoTerminal.environment([
                "INPUTRC": inputrc, "HOME": home.path, "PS1": "bash$ ", "HISTFILE": "/dev/null",
            ]))
        try tty.waitFor("bash$ ")
        try tty.send("ech\t")
        try tty.waitFor("echo ")
        try tty.send("completed\r")
        try tty.waitFor("completed\n")     // the line
        try tty.waitFor("completed\n")     // echo's output
        try tty.waitFor("bash$ ")
        try tty.send("echo abandoned\u{15}")   // Ctrl-U: readline's kill-line
        try tty.send("exit 7\r")
        #expect(try tty.waitForExit() == 7)
        #expect(!tty.output.contains("abandoned\n"))
        #expect(!tty.rawOutput.contains("\u{1B}[?2004h"))
    }
}
