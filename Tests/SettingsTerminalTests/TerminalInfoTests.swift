#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import SettingsTerminal

@Suite struct TerminalInfoTests {
    struct ColorCase: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var terminal: Bool
        var flag: Bool
        var expected: Bool
        var testDescription: String { "\(environment) terminal=\(terminal) flag=\(flag) → \(expected)" }
    }

    @Test(arguments: [
        ColorCase(environment: ["TERM": "xterm-256color"], terminal: true, flag: false, expected: true),
        ColorCase(environment: [:], terminal: true, flag: false, expected: true),
        ColorCase(environment: ["TERM": "xterm"], terminal: false, flag: false, expected: false),
        ColorCase(environment: ["TERM": "xterm"], terminal: true, flag: true, expected: false),
        ColorCase(environment: ["TERM": "xterm", "NO_COLOR": "1"], terminal: true, flag: false, expected: false),
        ColorCase(environment: ["TERM": "xterm", "NO_COLOR": ""], terminal: true, flag: false, expected: false),
        ColorCase(environment: ["TERM": "xterm", "NO_COLOR": "0"], terminal: true, flag: false, expected: false),
        ColorCase(environment: ["TERM": "dumb"], terminal: true, flag: false, expected: false),
        ColorCase(environment: ["TERM": "dumb", "NO_COLOR": "1"], terminal: false, flag: true, expected: false),
        ColorCase(environment: ["TERM": "dumber"], terminal: true, flag: false, expected: true),
    ])
    func colorEnabled(_ example: ColorCase) {
        #expect(TerminalInfo.colorEnabled(
            environment: example.environment,
            stdoutIsTerminal: example.terminal,
            noColorFlag: example.flag) == example.expected)
    }

    @Test func historyPathPrefersXDGStateHome() {
        #expect(TerminalInfo.defaultHistoryPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
            == "/s/settings-shell/history")
        #expect(TerminalInfo.defaultHistoryPath(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"])
            == "/s/settings-shell/history")
    }

    @Test func historyPathFallsBackToHome() {
        #expect(TerminalInfo.defaultHistoryPath(environment: ["HOME": "/home/ann"])
            == "/home/ann/.local/state/settings-shell/history")
        #expect(TerminalInfo.defaultHistoryPath(environment: ["XDG_STATE_HOME": "", "HOME": "/home/ann"])
            == "/home/ann/.local/state/settings-shell/history")
        // The XDG spec: a relative XDG_STATE_HOME is invalid and ignored.
        #expect(TerminalInfo.defaultHistoryPath(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ann"])
            == "/home/ann/.local/state/settings-shell/history")
    }

    @Test func historyPathNeedsAHome() {
        #expect(TerminalInfo.defaultHistoryPath(environment: [:]) == nil)
        #expect(TerminalInfo.defaultHistoryPath(environment: ["HOME": ""]) == nil)
    }

    @Test func terminalFacts() throws {
        let tty = try PseudoTerminal(columns: 123, rows: 7)
        #expect(TerminalInfo.isTerminal(tty.secondaryDescriptor))
        #expect(TerminalInfo.columns(tty.secondaryDescriptor) == 123)
        try tty.resize(columns: 61, rows: 7)
        #expect(TerminalInfo.columns(tty.secondaryDescriptor) == 61)
        try tty.resize(columns: 0, rows: 0)
        #expect(TerminalInfo.columns(tty.secondaryDescriptor) == nil)

        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(!TerminalInfo.isTerminal(ends[0]))
        #expect(TerminalInfo.columns(ends[0]) == nil)
        #expect(TerminalInfo.columns(-1) == nil)
    }
}
