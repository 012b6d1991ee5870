import Foundation
import KconfigLayout
import Testing

/// Linux 6.1's own trees, read and saved by this module, against what the
/// kernel's `conf --olddefconfig` writes: byte for byte.
@Suite(.enabled(if: KernelTree.missing == nil || KernelTree.required, "\(KernelTree.missing ?? "")"))
struct KernelComparisonTests {
    /// One architecture's tree, read once (with `$(shell,…)` allowed, as make runs conf).
    final class Architecture: Sendable {
        let arch: String
        let defconfig: String
        let project: Result<KconfigProject, KconfigError>
        let start: [UInt8]
        /// What conf --olddefconfig writes for `start`.
        let base: [UInt8]

        init(arch: String, defconfig: String) {
            self.arch = arch
            self.defconfig = defconfig
            let environment = KernelTree.environment(arch: arch)
            project = Result { () throws(KconfigError) in
                try KconfigProject.read(.init(kconfig: "Kconfig", workingDirectory: KernelTree.root, environment: environment, allowShell: true))
            }
            start = (try? Self.defconfigStart(defconfig, environment: environment)) ?? []
            base = (try? KernelTree.olddefconfig(in: KernelTree.root, config: start, environment: environment)) ?? []
        }

        /// What `make defconfig` leaves: conf --defconfig on the architecture's defconfig.
        static func defconfigStart(_ defconfig: String, environment: [String: String]) throws -> [UInt8] {
            let work = try KernelTree.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            var environment = environment
            environment["KCONFIG_CONFIG"] = work + "/.config"
            environment["KCONFIG_AUTOCONFIG"] = work + "/auto.conf"
            environment["KCONFIG_AUTOHEADER"] = work + "/autoconf.h"
            environment["KCONFIG_RUSTCCFG"] = work + "/rustc_cfg"
            try KernelTree.run(KernelTree.conf, ["-s", "--defconfig=\(defconfig)", "Kconfig"], in: KernelTree.root, environment: environment)
            return [UInt8](FileManager.default.contents(atPath: work + "/.config") ?? Data())
        }

        var environment: [String: String] { KernelTree.environment(arch: arch) }
    }

    static let x86 = Architecture(arch: "x86", defconfig: "arch/x86/configs/x86_64_defconfig")
    static let arm64 = Architecture(arch: "arm64", defconfig: "arch/arm64/configs/defconfig")

    static func architecture(_ name: String) -> Architecture { name == "x86" ? x86 : arm64 }

    @Test("The defconfig, loaded and saved with no change, is what olddefconfig writes", arguments: ["x86", "arm64"])
    func defconfigSavedUnchanged(arch: String) throws {
        try #require(KernelTree.missing == nil, "\(KernelTree.missing ?? "")")
        let architecture = Self.architecture(arch)
        var project = try architecture.project.get()
        #expect(!architecture.start.isEmpty)
        let expected = architecture.base
        #expect(!expected.isEmpty)
        project.load(config: architecture.start)
        let saved = project.render()
        #expect(Difference.first(saved, expected) == nil)
    }

    @Test("Without permission the x86 tree still opens, runs no command and lists each one")
    func x86WithoutShell() throws {
        try #require(KernelTree.missing == nil, "\(KernelTree.missing ?? "")")
        var project = try KconfigProject.read(.init(kconfig: "Kconfig", workingDirectory: KernelTree.root,
                                                    environment: Self.x86.environment, allowShell: false))
        #expect(project.skippedShells.count > 10)
        #expect(project.skippedShells.contains { $0.file == "init/Kconfig" })
        project.load(config: Self.x86.start)
        #expect(String(decoding: project.render(), as: UTF8.self).hasPrefix("#\n# Automatically generated file; DO NOT EDIT.\n# Linux/x86 6.1.192 Kernel Configuration\n#\n"))
    }

    /// (How long it takes is measured by Benchmarks/run's kconfig job, not here.)
    @Test("A search over every x86 symbol finds BTRFS_FS by a word of its prompt and by its name")
    func searchFindsBtrfs() throws {
        try #require(KernelTree.missing == nil, "\(KernelTree.missing ?? "")")
        let tree = try Self.x86.project.get().tree
        #expect(tree.search("btrfs").contains { tree.symbols[$0].name == "BTRFS_FS" })
        #expect(tree.search("Btrfs filesystem support").contains { tree.symbols[$0].name == "BTRFS_FS" })
        #expect(tree.search("no such word anywhere").isEmpty)
    }

    /// A change made with the kernel's scripts/config, and the same change made here.
    struct Change: Sendable, CustomStringConvertible {
        var arch: String
        var what: String
        var script: [String]
        var symbol: String
        var value: String
        var description: String { "\(arch): \(what)" }
    }

    static let changes: [Change] = [
        Change(arch: "x86", what: "a tristate to m (BTRFS_FS)", script: ["--module", "BTRFS_FS"], symbol: "BTRFS_FS", value: "m"),
        Change(arch: "x86", what: "a choice member (PREEMPT)", script: ["--enable", "PREEMPT"], symbol: "PREEMPT", value: "y"),
        Change(arch: "x86", what: "a bool that selects others (FUNCTION_TRACER)", script: ["--enable", "FUNCTION_TRACER"],
               symbol: "FUNCTION_TRACER", value: "y"),
        Change(arch: "x86", what: "a string (LOCALVERSION)", script: ["--set-str", "LOCALVERSION", "-shell"], symbol: "LOCALVERSION", value: "-shell"),
        Change(arch: "x86", what: "an int with a range (NR_CPUS)", script: ["--set-val", "NR_CPUS", "128"], symbol: "NR_CPUS", value: "128"),
        Change(arch: "x86", what: "a symbol whose dependencies are off (BTRFS_FS_POSIX_ACL)", script: ["--enable", "BTRFS_FS_POSIX_ACL"],
               symbol: "BTRFS_FS_POSIX_ACL", value: "y"),
        Change(arch: "arm64", what: "a tristate to m (XFS_FS)", script: ["--module", "XFS_FS"], symbol: "XFS_FS", value: "m"),
        // An earlier member than the chosen one: scripts/config must take the chosen one out too (in a .config,
        // the last member written as y is the choice's value), as menuconfig's pick does.
        Change(arch: "arm64", what: "a choice member before the chosen one (PREEMPT_NONE)", script: ["--enable", "PREEMPT_NONE", "--disable", "PREEMPT"],
               symbol: "PREEMPT_NONE", value: "y"),
        Change(arch: "arm64", what: "a bool that selects others (FUNCTION_TRACER)", script: ["--enable", "FUNCTION_TRACER"],
               symbol: "FUNCTION_TRACER", value: "y"),
        Change(arch: "arm64", what: "a string (LOCALVERSION)", script: ["--set-str", "LOCALVERSION", "-shell"], symbol: "LOCALVERSION", value: "-shell"),
        Change(arch: "arm64", what: "an int with a range (NR_CPUS)", script: ["--set-val", "NR_CPUS", "64"], symbol: "NR_CPUS", value: "64"),
        Change(arch: "arm64", what: "a symbol whose dependencies are off (XFS_POSIX_ACL)", script: ["--enable", "XFS_POSIX_ACL"],
               symbol: "XFS_POSIX_ACL", value: "y"),
    ]

    @Test("A change saves what scripts/config and olddefconfig write", arguments: changes)
    func scriptedChange(change: Change) throws {
        try #require(KernelTree.missing == nil, "\(KernelTree.missing ?? "")")
        let architecture = Self.architecture(change.arch)
        var project = try architecture.project.get()
        let work = try KernelTree.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let path = work + "/.config"
        let base = architecture.base
        _ = FileManager.default.createFile(atPath: path, contents: Data(base))
        try KernelTree.run("/bin/bash", [KernelTree.root + "/scripts/config", "--file", path] + change.script,
                           in: KernelTree.root, environment: architecture.environment)
        let edited = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        let expected = try KernelTree.olddefconfig(in: KernelTree.root, config: edited, environment: architecture.environment)
        // The edited file, loaded and saved.
        var loaded = project
        loaded.load(config: edited)
        #expect(Difference.first(loaded.render(), expected) == nil)
        // The same change made with set.
        project.load(config: base)
        let symbol = try #require(project.tree.find(change.symbol))
        _ = project.set(symbol, change.value)
        #expect(Difference.first(project.render(), expected) == nil)
    }
}

/// The first line where two `.config` texts differ, for a readable failure.
enum Difference {
    static func first(_ saved: [UInt8], _ expected: [UInt8]) -> String? {
        guard saved != expected else { return nil }
        let a = String(decoding: saved, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? String(a[index]) : "<end>"
            let y = index < b.count ? String(b[index]) : "<end>"
            if x != y { return "line \(index + 1): saved \(x) / conf \(y) (saved \(a.count) lines, conf \(b.count))" }
        }
        return "same lines, different bytes"
    }
}
