import Foundation
import SettingsCore
import Testing

/// Replays what the libFuzzer targets (Tests/Fuzz, run by Tests/Fuzz/run.sh)
/// keep: every crash, timeout or out-of-memory input in Tests/Fuzz/crashes,
/// and the seeds, through the same checks (`FuzzHarness`) in-process. A
/// fixed bug stays fixed; a trap here names the file first.
@Suite struct KeptFuzzInputTests {
    static let fuzz = Files.repository.appendingPathComponent("Tests/Fuzz")

    static func inputs(_ target: String) -> [String] {
        ["crashes", "seeds"].flatMap { folder -> [String] in
            let path = fuzz.appendingPathComponent(folder).appendingPathComponent(target).path
            return Files.list(path).filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
        }
    }

    /// Every kept input of `target` through `check`.
    static func replay(_ target: String, _ check: ([UInt8]) -> Void) throws {
        let files = inputs(target)
        #expect(!files.isEmpty)
        for file in files {
            print("KeptFuzzInputTests: replaying \(file)")
            check(try Files.read(file))
        }
    }

    @Test func jsonInputs() throws {
        try Self.replay("json", FuzzHarness.json)
    }

    @Test func patternInputs() throws {
        try Self.replay("pattern", FuzzHarness.pattern)
    }

    @Test func sessionInputs() throws {
        let documents = FuzzHarness.sessionDocuments(repository: Files.repository.path)
        #expect(documents.count == 3)
        let files = Self.inputs("session")
        #expect(!files.isEmpty)
        for file in files {
            print("KeptFuzzInputTests: replaying \(file)")
            FuzzHarness.session(try Files.read(file), documents: documents)
        }
    }
}
