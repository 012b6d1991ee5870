import Foundation
@testable import SettingsShellApp
import Testing
@_spi(SettingsShell) import SettingsKit

/// Long output at a terminal goes through the pager; short output, and any without a pager, does not.
@Suite struct PagedOutputTests {
    @Test func outputLongerThanTheTerminalGoesThroughThePager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paged = folder + "/paged.txt"
        let captured = CapturedOutput()
        let output = try #require(PagedOutput(captured, environment: ["PAGER": "cat > '\(paged)'; echo \"$LESS\" >> '\(paged)'"], rows: { 4 }))
        output.out("one\ntwo\n")
        output.flush()
        #expect(captured.standardOutput == "one\ntwo\n", "it fits: written as it is")
        output.out("1\n2\n3\n4\n5\n")
        output.flush()
        #expect(captured.standardOutput == "one\ntwo\n", "too long: not written here")
        #expect(try String(contentsOfFile: paged, encoding: .utf8) == "1\n2\n3\n4\n5\nFRX\n", "but through the pager, with LESS=FRX")
    }

    @Test func noPagerWhenPagerIsCatOrEmpty() {
        #expect(PagedOutput(CapturedOutput(), environment: ["PAGER": "cat"], rows: { 4 }) == nil)
        #expect(PagedOutput(CapturedOutput(), environment: ["PAGER": " "], rows: { 4 }) == nil)
        #expect(PagedOutput(CapturedOutput(), environment: [:], rows: { 4 }) != nil, "less by default")
    }

    @Test func aPagerLeftEarlyEndsThatOutput() {
        let captured = CapturedOutput()
        guard let output = PagedOutput(captured, environment: ["PAGER": "exit 0"], rows: { 2 }) else { return }
        output.out("a\nb\nc\n")
        output.flush()
        // The pager ran and read nothing (as after q in less): the rest is not written after all.
        #expect(captured.standardOutput.isEmpty)
    }
}
