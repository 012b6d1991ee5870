import Foundation
import KconfigLayout
import Testing

/// `$(shell,…)` as the kernel's Kconfig runs it: `/bin/sh -c`, in the
/// tree's folder with the environment given, output cut at 4095 bytes.
struct KconfigShellTests {
    @Test("Output: trailing newlines dropped, the others made spaces")
    func output() {
        let shell = KconfigShell()
        #expect(shell.run("printf 'a\\nb\\n\\n'") == Array("a b".utf8))
        #expect(shell.run("exit 3") == [])
        #expect(shell.run("read line; echo \"[$line]\"") == Array("[]".utf8), "standard input is /dev/null")
    }

    @Test("An endless writer is cut at 4095 bytes and stops, even one that goes on after a failed write", .timeLimit(.minutes(1)))
    func endlessWriter() {
        let output = KconfigShell().run("yes")
        #expect(output?.count == 4095)
        #expect(output?.prefix(4) == Array("y y ".utf8)[...])
        // Stopped by SIGPIPE, whatever the tool does with that signal itself.
        #expect(KconfigShell().run("while :; do echo y; done")?.count == 4095)
    }

    @Test("A command that can't start gives nothing; the tool's own descriptors stay its own")
    func startAndDescriptors() {
        #expect(KconfigShell(workingDirectory: "/nonexistent-\(getpid())").run("echo x") == nil)
        let open = open("/dev/null", O_RDONLY)
        defer { close(open) }
        #expect(KconfigShell().run("[ -e /proc/self/fd/\(open) ] && echo inherited || echo closed") == Array("closed".utf8))
    }

    @Test("Commands run in the given folder with the given environment")
    func folderAndEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kconfig-shell-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = KconfigShell(workingDirectory: folder.path, environment: ["ARCH": "x86", "PATH": "/usr/bin:/bin"])
        #expect(shell.run("pwd -P").map { String(decoding: $0, as: UTF8.self) } == folder.resolvingSymlinksInPath().path)
        #expect(shell.run("echo $ARCH ${HOME:-none}") == Array("x86 none".utf8))
    }
}
