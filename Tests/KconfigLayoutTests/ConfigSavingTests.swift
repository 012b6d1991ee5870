import Foundation
import KconfigLayout
import Testing

/// Saving `.config` as conf does: unchanged text touches nothing, a change keeps `.config.old`.
struct ConfigSavingTests {
    @Test func aChangeKeepsTheOldFileAndAnUnchangedSaveTouchesNothing() throws {
        let folder = try KernelTree.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.config"
        _ = FileManager.default.createFile(atPath: path, contents: Data("CONFIG_A=y\n".utf8))
        #expect(try KconfigConfigSaver.save(Array("CONFIG_A=y\n".utf8), to: path) == .unchanged)
        #expect(!FileManager.default.fileExists(atPath: path + ".old"))
        #expect(try KconfigConfigSaver.save(Array("# CONFIG_A is not set\n".utf8), to: path) == .written)
        #expect(FileManager.default.contents(atPath: path + ".old") == Data("CONFIG_A=y\n".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("# CONFIG_A is not set\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [".config", ".config.old"])
    }
}
