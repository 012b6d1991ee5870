import Foundation
import SettingsCore
import Testing

/// Replays what the libFuzzer targets (Tests/Fuzz, run by Tests/Fuzz/run.sh)
/// keep: every crash, timeout or out-of-memory input in Tests/Fuzz/crashes,
/// and the seeds, through the same checks (`FuzzHarness`) in-process. A
/// fixed bug stays fixed; a trap here names the file first.
@Suite struct FuzzRegressionTests {
    static let fuzz = Files.repository.appendingPathComponent("Tests/Fuzz")

    static func inputs(_ target: String) -> [String] {
        ["crashes", "seeds"].flatMap { folder -> [String] in
            let path = fuzz.appendingPathComponent(folder).appendingPathComponent(target).path
            return Files.list(path).filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
        }
    }

    @Test func jsonInputs() throws {
        let files = Self.inputs("json")
        #expect(!files.isEmpty)
        for file in files {
            print("FuzzRegressionTests: replaying \(file)")
            FuzzHarness.json(try Files.read(file))
        }
    }

    @Test func sessionInputs() throws {
        let documents = FuzzHarness.sessionDocuments(repository: Files.repository.path)
        #expect(documents.count == 3)
        let files = Self.inputs("session")
        #expect(!files.isEmpty)
        for file in files {
            print("FuzzRegressionTests: replaying \(file)")
            FuzzHarness.session(try Files.read(file), documents: documents)
        }
    }
}
