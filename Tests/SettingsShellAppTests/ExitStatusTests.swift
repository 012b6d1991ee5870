import Foundation
import SettingsFiles
@_spi(SettingsShell) @testable import SettingsKit
import TestSupport
import Testing
@testable import SettingsShellApp

/// The exit statuses are listed once; failures map onto them in one place,
/// and the help and README are written from that list.
@Suite struct ExitStatusTests {
    @Test func fileFailuresMapToTheirStatuses() {
        #expect(SettingsShellApp.ExitStatus(FileError.notFound(path: "a")) == .fileNotFound)
        #expect(SettingsShellApp.ExitStatus(FileError.changedOnDisk(path: "a")) == .changedOnDisk)
        #expect(SettingsShellApp.ExitStatus(FileError.notAFile(path: "a")) == .ioError)
        #expect(SettingsShellApp.ExitStatus(FileError.permissionDenied(path: "a", operation: "open")) == .ioError)
        #expect(SettingsShellApp.ExitStatus(FileError.io(path: "a", operation: "write", code: 5)) == .ioError)
        #expect(SettingsShellApp.ExitStatus(FileError.tooLarge(path: "a", size: 2, limit: 1)) == .ioError)
        #expect(SettingsShellApp.ExitStatus(FileError.locked(path: "a", lockPath: ".a.lock")) == .ioError)
        #expect(SettingsShellApp.ExitStatus(FileError.notWritable(path: "a")) == .ioError)
        #expect(StoreError.file(.notFound(path: "/a"), path: "/a", name: "a").failure.exitStatus == .fileNotFound)
        #expect(StoreError.usage("an etcd address that is refused").failure.exitStatus == .usage)
    }

    @Test func aSaveThatWentThroughNeverEnds141() {
        let pipe = OutputFailure(descriptor: 1, errorNumber: EPIPE)
        #expect(SettingsShellApp.ExitStatus(.saved(changes: 1), output: pipe) == .ioError)
        #expect(SettingsShellApp.ExitStatus(.saved(changes: 2), output: nil) == .success)
        #expect(SettingsShellApp.ExitStatus(.failed(.output(pipe)), output: pipe) == .brokenPipe)
    }

    @Test func theStatusesAreTheConventionalOnes() {
        #expect(SettingsShellApp.ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 65, 66, 69, 74, 75, 141])
    }

    @Test func readmeTableIsTheList() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let rows = SettingsShellApp.ExitStatus.allCases.map { "| \($0.rawValue) | \($0.meaning) |" }.joined(separator: "\n")
        #expect(readme.contains("| status | meaning |\n|---|---|\n" + rows + "\n"))
    }
}
