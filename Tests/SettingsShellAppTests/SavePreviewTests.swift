import Foundation
import LosslessJSON
@_spi(SettingsShell) @testable import SettingsKit
import Testing
@testable import SettingsShellApp
import SettingsCore

/// `changes --diff` and `set --dry-run` show what saving writes: the diff of
/// the bytes before and after a real save is the preview, line for line.
@Suite struct SavePreviewTests {
    private func check(fixture: String, values valuesFile: String?, commands: [String]) throws {
        try EndToEndTests.withFolder { folder in
            try EndToEndTests.write(try EndToEndTests.fixture(fixture), to: folder + "/s.json")
            var store = try store(folder, valuesFile)
            var session = Session(layout: store.layout, storedValues: store.storedValues)
            for command in commands { _ = session.handle(line: command) }
            #expect(session.pendingCount > 0)
            let target = folder + "/" + (valuesFile ?? "s.json")
            let before = FileManager.default.contents(atPath: target).map { Array($0) } ?? []
            let preview = try store.fileDiff(of: session.values, newLabel: "after done", mask: nil)
            #expect(FileManager.default.contents(atPath: target).map { Array($0) } ?? [] == before, "a preview writes nothing")
            _ = try store.savePending(of: session.values) { _ in }
            let after = try #require(FileManager.default.contents(atPath: target)).map { $0 }
            #expect(preview == SavePreview.diff(old: before, new: [after[...]], name: valuesFile ?? "s.json", newLabel: "after done"))
            #expect(preview.hasPrefix("--- \(valuesFile ?? "s.json")\n+++ \(valuesFile ?? "s.json") (after done)\n@@ -"))
        }
    }

    private func store(_ folder: String, _ valuesFile: String?) throws -> JSONFileStore {
        do throws(StoreError) {
            return try JSONFileStore.open(file: "s.json", values: valuesFile, workingDirectory: folder)
        } catch {
            throw EndToEndTests.Failure(error.lines.joined(separator: "\n"))
        }
    }

    @Test func thePreviewIsTheDiffOfWhatDoneWrites() throws {
        try check(fixture: "every-type.json", values: nil,
                  commands: ["set fields.volume 2", "set lists.tags [\"a, b\"]", "set basic.flag on", "set deep.two C"])
    }

    @Test func aValuesFileThatDoesNotExistYetIsAllNewLines() throws {
        try check(fixture: "every-type.json", values: "v.json", commands: ["set fields.name Ada"])
    }

    @Test func linesKeepTheirNumbersAndCarriageReturnsShow() {
        let old = Array("a\r\nb\r\nc\r\n".utf8)
        let new = Array("a\r\nB\r\nc\r\n".utf8)
        #expect(SavePreview.diff(old: old, new: [new[...]], name: "f", newLabel: "after done") == """
            --- f
            +++ f (after done)
            @@ -1,3 +1,3 @@
             a\\r
            -b\\r
            +B\\r
             c\\r

            """)
        #expect(SavePreview.diff(old: old, new: [old[...]], name: "f", newLabel: "x") == "")
    }
}
