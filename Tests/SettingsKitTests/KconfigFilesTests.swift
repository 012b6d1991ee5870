import Foundation
@_spi(SettingsShell) import SettingsKit
import TestSupport
import Testing

/// A Kconfig tree and its `.config` opened and edited through SettingsKit's
/// public API, as the tool's command line does through the same type.
@Suite struct KconfigFilesTests {
    /// A folder holding the small tree as `Kconfig` (and `config` as `.config` when given), removed after `body`.
    func inTree<T>(config: String? = nil, _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kconfigfiles-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Transcripts/Kconfig.small", toPath: folder + "/Kconfig")
        if let config { try config.write(toFile: folder + "/.config", atomically: false, encoding: .utf8) }
        return try body(folder)
    }

    @Test func aScriptSetsASymbolAndDoneWritesTheConfigAsConfWritesIt() throws {
        try inTree { folder in
            let kernel = KconfigFiles(kconfig: "Kconfig", workingDirectory: folder, environment: [:])
            let output = CapturedOutput()
            let outcome = kernel.edit(input: .lines(["set BTRFS_FS m", "done"]), output: output, width: 80)
            // BTRFS_FS, the LIBCRC32C it selects, and BTRFS_FS_POSIX_ACL, which now has a line.
            #expect(outcome == .saved(changes: 3))
            let saved = try String(contentsOfFile: folder + "/.config", encoding: .utf8)
            #expect(saved.contains("CONFIG_BTRFS_FS=m\n"))
            #expect(saved.contains("CONFIG_LIBCRC32C=m\n"))
            #expect(saved.hasPrefix("#\n# Automatically generated file; DO NOT EDIT.\n"))
            #expect(output.standardOutput.contains("> set BTRFS_FS m"))
        }
    }

    @Test func aRefusedLineEndsAScriptAndNothingIsWritten() throws {
        try inTree { folder in
            let kernel = KconfigFiles(kconfig: "Kconfig", workingDirectory: folder, environment: [:])
            let outcome = kernel.edit(input: .lines(["set NO_SUCH_SYMBOL y", "done"]), output: CapturedOutput(), width: 80)
            guard case .failed(.script(let refused?, saved: 0, unsaved: 0)) = outcome else {
                Issue.record("the session ended \(outcome)")
                return
            }
            #expect(refused.number == 1)
            #expect(!FileManager.default.fileExists(atPath: folder + "/.config"))
        }
    }

    @Test func cancelLeavesTheConfigAsItWas() throws {
        try inTree(config: "CONFIG_MODULES=y\n") { folder in
            let kernel = KconfigFiles(kconfig: "Kconfig", workingDirectory: folder, environment: [:])
            #expect(kernel.edit(input: .lines(["cancel"]), output: CapturedOutput(), width: 80) == .cancelled(discarded: 0))
            #expect((try? String(contentsOfFile: folder + "/.config", encoding: .utf8)) == "CONFIG_MODULES=y\n")
        }
    }

    @Test func aTreeThatIsNotThereFailsAsAStoreNotFound() throws {
        try inTree { folder in
            let kernel = KconfigFiles(kconfig: "Missing/Kconfig", workingDirectory: folder, environment: [:])
            let output = CapturedOutput()
            guard case .failed(.store(let failure)) = kernel.edit(input: .lines(["done"]), output: output) else {
                Issue.record("a missing tree opened")
                return
            }
            #expect(failure.kind == .notFound)
            #expect(output.standardError.contains("Missing/Kconfig"))
        }
    }

    @Test func theConfigIsFoundAsConfFindsIt() {
        #expect(KconfigFiles(kconfig: "Kconfig", environment: [:]).configName == ".config")
        #expect(KconfigFiles(kconfig: "Kconfig", environment: ["KCONFIG_CONFIG": "my.config"]).configName == "my.config")
        #expect(KconfigFiles(kconfig: "Kconfig", config: "given", environment: ["KCONFIG_CONFIG": "my.config"]).configName == "given")
        // A program decides whether commands run: the tool's variable is the tool's to read.
        #expect(!KconfigFiles(kconfig: "Kconfig", environment: [KconfigFiles.allowShellVariable: "1"]).allowShell)
        #expect(KconfigFiles(kconfig: "Kconfig", allowShell: true, environment: [:]).allowShell)
        #expect(KconfigFiles.names("arch/x86/Kconfig") && KconfigFiles.names("Config.in") && !KconfigFiles.names("settings.json"))
    }
}
