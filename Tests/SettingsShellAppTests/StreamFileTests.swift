import Foundation
import Testing
import TestSupport

/// `--file` naming a pipe (`/dev/stdin`, `<(…)`): read whole, usable by
/// every command that reads, refused with a clear line by those that save.
@Suite struct StreamFileTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `script` in bash in a fresh folder holding the repository's
    /// settings.json, with `$TOOL` set to the built binary.
    static func shell(_ script: String) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("settings.json").path, toPath: folder + "/settings.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": folder, "XDG_STATE_HOME": folder,
                               "TOOL": try BuiltProduct.path("settings-shell")]
        for name in ["out", "err"] { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil) }
        process.standardOutput = FileHandle(forWritingAtPath: folder + "/out")
        process.standardError = FileHandle(forWritingAtPath: folder + "/err")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        func text(_ name: String) -> String {
            String(decoding: FileManager.default.contents(atPath: folder + "/" + name) ?? Data(), as: UTF8.self)
        }
        return Outcome(status: process.terminationStatus, out: text("out"), err: text("err"))
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
