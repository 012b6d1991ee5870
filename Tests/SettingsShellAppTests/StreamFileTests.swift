#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
@testable import SettingsShellApp

/// `--file` naming a pipe (`/dev/stdin`, `<(…)`): read whole, usable by
/// every command that reads, refused with a clear line by those that save.
@Suite struct StreamFileTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `script` in bash in a fresh folder holding the fixture
    /// settings.json, with `$TOOL` set to the built binary. Spawned with
    /// posix_spawn rather than Foundation's Process: Foundation on Linux is
    /// not safe beside the bundle tests' property-list calls.
    static func shell(_ script: String) throws -> Outcome {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(try TranscriptFiles.readText(TranscriptSuite.path("settings.json")), to: folder + "/settings.json")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let words: [String] = ["/bin/bash", "-c", #"cd "$HOME" && "# + script]
        let argv = words.map { strdup($0) } + [nil]
        let environment: [String] = ["PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8", "HOME=\(folder)", "XDG_STATE_HOME=\(folder)",
                                     "TOOL=\(try BuiltProduct.path("settings-shell"))"]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/bash", &actions, nil, argv, envp) == 0 else { throw TranscriptFiles.Failure(description: "posix_spawn failed") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: code, out: try TranscriptFiles.readText(folder + "/out"), err: try TranscriptFiles.readText(folder + "/err"))
    }

    @Test func aPipeOnStandardInputIsRead() throws {
        let outcome = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin get sounds.ringerVolume"#)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out == "65\n")
        let validated = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin validate"#)
        #expect(validated.out == "/dev/stdin is valid: 63 settings on 17 screens.\n")
    }

    /// A session on a pipe works; `done` says it can't save, and nothing else is touched.
    @Test func aSessionOnAPipeWorksButCannotSave() throws {
        let outcome = try Self.shell(#"printf 'get sounds.ringerVolume\nset sounds.ringerVolume 40\ndone\n' | "$TOOL" --quiet --file <(cat settings.json)"#)
        #expect(outcome.out == "65\nSet Ringer Volume to 40 %.\n")
        #expect(outcome.status == 74)
        // A session's messages are wrapped to the screen's width.
        let said = outcome.err.replacingOccurrences(of: "\n", with: " ")
        #expect(said.hasSuffix(" was read from a pipe or a device, which can't be saved to; nothing was written "), "\(outcome.err)")
        #expect(said.hasPrefix("/dev/fd/"))
    }

    @Test(arguments: ["set sounds.ringerVolume 40", "reset sounds.ringerVolume"])
    func oneShotChangesToAPipeAreRefused(command: String) throws {
        let outcome = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin "# + command)
        #expect(outcome.status == 74)
        #expect(outcome.err == "/dev/stdin was read from a pipe or a device, which can't be saved to; nothing was written\n")
        #expect(outcome.out == "")
    }

    @Test func aFolderIsStillNotAFile() throws {
        let outcome = try Self.shell(#"mkdir d; "$TOOL" --file d list"#)
        #expect(outcome.status == 74)
        #expect(outcome.err == "d is not a regular file (it is a directory or a special file)\n")
    }
}
