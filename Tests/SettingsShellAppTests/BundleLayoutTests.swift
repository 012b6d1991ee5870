#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsShellApp
import SettingsCore
@_spi(SettingsShell) import SettingsKit

/// `--schema Settings.bundle --file VALUES`, in-process, on the suite's
/// fixture bundle: languages, the values file, and what is never written.
@Suite struct BundleLayoutTests {
    /// Runs the tool in a fresh folder holding a copy of the fixture bundle (and Broken.bundle).
    func run(_ arguments: [String], input: [String] = [], locale: String = "C.UTF-8", in folder: String) -> (status: SettingsShellApp.ExitStatus, output: CapturedOutput) {
        FixtureRun.run(arguments, input: input, locale: locale, in: folder)
    }

    func withFolder(_ body: (String) throws -> Void) throws {
        try FixtureRun.withFolder(copying: ["Settings.bundle", "Broken.bundle"], body)
    }

    func text(_ path: String) -> String? {
        try? TranscriptFiles.readText(path)
    }

    static let open = ["--schema", "Settings.bundle", "--file", "prefs.json"]

    /// German where the bundle has it, English where it doesn't, the key where neither does.
    @Test func germanTitlesUnderAGermanLocale() throws {
        try withFolder { folder in
            let (status, output) = run(Self.open, input: ["12", "3", "1"], locale: "de_DE.UTF-8", in: folder)
            #expect(status == .success)
            let screen = output.standardOutput
            #expect(screen.contains("Protokollstufe"))
            #expect(screen.contains("Warnungen"))
            #expect(screen.contains("EVERYTHING"))
            let (_, root) = run(Self.open, input: [], locale: "de_DE.UTF-8", in: folder)
            #expect(root.standardOutput.contains("Mit iCloud synchronisieren"))
            #expect(root.standardOutput.contains("Melde dich an, um deine Touren zu teilen."))
        }
    }

    /// The first save creates the values file, private to its owner, holding
    /// exactly the keys changed; reset takes a key out again.
    @Test func valuesFileHoldsOnlyWhatChanged() throws {
        try withFolder { folder in
            let (status, _) = run(Self.open, input: ["1", "units", "imperial", "back", "name", "Ann", "done"], in: folder)
            #expect(status == .success)
            #expect(text(folder + "/prefs.json") == """
                {
                  "icloud_sync": false,
                  "units": "imperial",
                  "user_name": "Ann"
                }

                """)
            var info = stat()
            #expect(stat(folder + "/prefs.json", &info) == 0)
            #expect(info.st_mode & 0o777 == 0o600)
            _ = run(Self.open, input: ["reset units", "reset icloud_sync", "done"], in: folder)
            #expect(text(folder + "/prefs.json") == """
                {
                  "user_name": "Ann"
                }

                """)
        }
    }

    /// A bundle with errors opens nothing and writes nothing.
    @Test func brokenBundleWritesNothing() throws {
        try withFolder { folder in
            let arguments = ["--schema", "Broken.bundle", "--file", "prefs.json"]
            #expect(run(arguments, input: ["done"], in: folder).status == .invalidFile)
            #expect(run(arguments + ["set", "theme", "dark"], in: folder).status == .invalidFile)
            #expect(run(["validate"] + arguments, in: folder).status == .invalidFile)
            #expect(text(folder + "/prefs.json") == nil)
        }
    }

    /// A settings file named by --schema is a layout too; its values are
    /// defaults beneath --file's, and only --file is written.
    @Test func settingsFileAsTheLayout() throws {
        try withFolder { folder in
            try TranscriptFiles.copy(TranscriptSuite.path("basic.json"), to: folder + "/basic.json")
            let before = text(folder + "/basic.json")
            let arguments = ["--schema", "basic.json", "--file", "mine.json"]
            #expect(run(arguments + ["set", "sounds", "off"], in: folder).status == .success)
            #expect(text(folder + "/basic.json") == before)
            #expect(text(folder + "/mine.json") == "{\n  \"sounds\": false\n}\n")
            let (status, output) = run(["validate"] + arguments, in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == "basic.json is valid (a settings file): 2 settings on 1 screen.\n")
        }
    }

    /// Values that don't fit the bundle are reported against the values file,
    /// with the line and column of their key, and fail validation.
    @Test func validateChecksTheValuesFile() throws {
        try withFolder { folder in
            try TranscriptFiles.writeText("{\"units\": \"parsecs\", \"brightness\": 50}\n", to: folder + "/prefs.json")
            let (status, output) = run(["validate"] + Self.open, in: folder)
            #expect(status == .invalidFile)
            #expect(output.standardError.contains(#"prefs.json:1:2: units: stored "parsecs""#))
            try TranscriptFiles.writeText("[1]\n", to: folder + "/prefs.json")
            #expect(run(["validate"] + Self.open, in: folder).status == .invalidFile)
        }
    }
}
