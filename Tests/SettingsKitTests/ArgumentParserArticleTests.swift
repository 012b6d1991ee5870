import ArgumentParser
import FoundationEssentials
@_spi(SettingsShell) import SettingsKit
import Testing

/// The article's `configure` command parses, edits and saves as it says.
@Suite struct ArgumentParserArticleTests {
    static func temporaryFile() -> String {
        "/tmp/settingskit-configure-\(UInt64.random(in: 0...UInt64.max)).json"
    }

    @Test func itEditsTheFileItNames() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let command = try Configure.parse(["--file", path])
        try command.configure(input: .lines(["port", "9090", "verbose", "done"]), output: CapturedOutput())
        var expected = ServerSettings()
        expected.port = 9090
        expected.verbose = true
        #expect(try command.load() == expected)
        // A second run starts from the file.
        try command.configure(input: .lines(["set host example.org", "done"]), output: CapturedOutput())
        expected.host = "example.org"
        #expect(try command.load() == expected)
    }

    @Test func aRefusedLineIsAnExitStatusAndNothingIsSaved() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let command = try Configure.parse(["--file", path])
        #expect(throws: ExitCode(65)) {
            try command.configure(input: .lines(["set port 70000", "done"]), output: CapturedOutput())
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
