import Foundation
import Testing
import TestSupport
@testable import SettingsShellApp

/// The built binary over Kconfig trees: the small one beside the
/// transcripts, and Linux 6.1's x86 tree when `.ci/bootstrap` has extracted
/// it (with the kernel's own `conf` built), each save compared byte for
/// byte with what the kernel's `scripts/config` and `conf --olddefconfig` write.
@Suite("Kconfig on the command line", .serialized)
struct KconfigCommandLineTests {
    static var binary: String { get throws { try BuiltProduct.path("settings-shell") } }
    static let linux = Repository.root + "/.build-linux/linux-source-6.1"
    static var conf: String { linux + "/scripts/kconfig/conf" }
    /// Nil when the kernel's tree and conf are there; else why the comparisons are skipped.
    static var linuxMissing: String? {
        FileManager.default.isExecutableFile(atPath: conf) ? nil : "Linux 6.1 with a built conf is not at \(linux) (.ci/bootstrap extracts it)"
    }
    static let small = Repository.root + "/Tests/Transcripts/Kconfig.small"

    /// A fresh folder holding the small tree as `Kconfig`.
    static func smallFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "kconfig-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: small, toPath: folder + "/Kconfig")
        return folder
    }

    static func run(_ arguments: [String], in folder: String, _ extra: [String: String] = [:]) throws -> Subprocess.Outcome {
        try Subprocess.run(try binary, arguments, environment: Subprocess.environment(home: folder, extra), workingDirectory: folder)
    }

    static func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// What the kernel's conf --olddefconfig writes for `config` over the tree in `folder`.
    static func olddefconfig(_ config: [UInt8]?, in folder: String, environment: [String: String]) throws -> [UInt8] {
        let work = NSTemporaryDirectory() + "kconfig-conf-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let config { _ = FileManager.default.createFile(atPath: work + "/.config", contents: Data(config)) }
        var environment = environment
        environment["KCONFIG_CONFIG"] = work + "/.config"
        environment["KCONFIG_AUTOCONFIG"] = work + "/auto.conf"
        environment["KCONFIG_AUTOHEADER"] = work + "/autoconf.h"
        environment["KCONFIG_RUSTCCFG"] = work + "/rustc_cfg"
        let outcome = try Subprocess.run(conf, ["-s", "--olddefconfig", "Kconfig"], environment: environment, workingDirectory: folder)
        #expect(outcome.status == 0, "conf: \(outcome.err)")
        return contents(work + "/.config") ?? []
    }

    /// The kernel's scripts/config run on `path` with `arguments`.
    static func scriptsConfig(_ path: String, _ arguments: [String]) throws {
        let outcome = try Subprocess.run("/bin/bash", [linux + "/scripts/config", "--file", path] + arguments,
                                         environment: Subprocess.environment(home: NSTemporaryDirectory()))
        #expect(outcome.status == 0, "scripts/config: \(outcome.err)")
    }

    @Test("get, set, reset and --dry-run on a small tree; .config.old kept; KCONFIG_CONFIG honoured")
    func oneShots() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/.config"
        #expect(try Self.run(["--schema", "Kconfig", "get", "BTRFS_FS"], in: folder).out == "n\n")
        #expect(try Self.run(["--schema", "Kconfig", "get", "CONFIG_NR_CPUS"], in: folder).out == "64\n")
        let preview = try Self.run(["--schema", "Kconfig", "set", "BTRFS_FS", "m", "--dry-run"], in: folder)
        #expect(preview.status == 0)
        #expect(preview.out.contains("+CONFIG_BTRFS_FS=m\n") && preview.out.contains("+CONFIG_LIBCRC32C=m\n"))
        #expect(Self.contents(config) == nil, "--dry-run wrote .config")
        let set = try Self.run(["--schema", "Kconfig", "set", "BTRFS_FS", "m"], in: folder)
        #expect(set.status == 0, "\(set.err)")
        #expect(set.out.contains("BTRFS_FS: n -> m") && set.out.contains("LIBCRC32C: n -> m"))
        let first = try #require(Self.contents(config))
        #expect(String(decoding: first, as: UTF8.self).contains("CONFIG_BTRFS_FS=m\n"))
        #expect(try Self.run(["--schema", "Kconfig", "set", "NR_CPUS", "128"], in: folder).status == 0)
        #expect(Self.contents(config + ".old") == first, ".config.old is not the .config before the save")
        #expect(try Self.run(["--schema", "Kconfig", "reset", "NR_CPUS"], in: folder).status == 0)
        #expect(try Self.run(["--schema", "Kconfig", "get", "NR_CPUS"], in: folder).out == "64\n")
        // KCONFIG_CONFIG names the file when --file is absent.
        let other = try Self.run(["--schema", "Kconfig", "set", "LOCALVERSION", "-mine"], in: folder, ["KCONFIG_CONFIG": "other.config"])
        #expect(other.status == 0, "\(other.err)")
        #expect(String(decoding: Self.contents(folder + "/other.config") ?? [], as: UTF8.self).contains("CONFIG_LOCALVERSION=\"-mine\"\n"))
        #expect(try Self.run(["--schema", "Kconfig", "get", "LOCALVERSION"], in: folder).out == "\n")
    }

    @Test("Refusals say why: hidden, locked by a select, out of range, not a value, unknown")
    func refusals() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hidden = try Self.run(["--schema", "Kconfig", "set", "BTRFS_FS_POSIX_ACL", "y"], in: folder)
        #expect(hidden.status == 1)
        #expect(hidden.err.contains("depends on BTRFS_FS [=n]"), "\(hidden.err)")
        #expect(try Self.run(["--schema", "Kconfig", "set", "BTRFS_FS", "y"], in: folder).status == 0)
        let locked = try Self.run(["--schema", "Kconfig", "set", "LIBCRC32C", "n"], in: folder)
        #expect(locked.status == 1)
        #expect(locked.err.contains("selected by BTRFS_FS [=y]"), "\(locked.err)")
        let range = try Self.run(["--schema", "Kconfig", "set", "NR_CPUS", "1000"], in: folder)
        #expect(range.status == 1 && range.err.contains("from 2 to 512"), "\(range.err)")
        let notValue = try Self.run(["--schema", "Kconfig", "set", "PREEMPT", "m"], in: folder)
        #expect(notValue.status == 1 && notValue.err.contains("is a bool"), "\(notValue.err)")
        let unknown = try Self.run(["--schema", "Kconfig", "get", "NO_SUCH"], in: folder)
        #expect(unknown.status == 1 && unknown.err.contains("NO_SUCH is not a symbol"), "\(unknown.err)")
    }

    @Test("$(shell,touch PWNED) runs nothing without --allow-shell, and says which option it decides")
    func shellNotRun() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["get", "CC_IS_GCC"], ["validate"], ["set", "PREEMPT", "y"]] {
            let outcome = try Self.run(["--schema", "Kconfig"] + arguments, in: folder)
            #expect(outcome.err.contains("1 $(shell,…) expansion was left empty") && outcome.err.contains("CC_IS_GCC"), "\(outcome.err)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/PWNED"), "\(arguments) ran the command")
        }
        #expect(try Self.run(["--schema", "Kconfig", "get", "CC_IS_GCC"], in: folder).out == "n\n")
        // With permission it runs: the check above can fail.
        let allowed = try Self.run(["--schema", "Kconfig", "get", "CC_IS_GCC"], in: folder, ["SETTINGS_SHELL_ALLOW_SHELL": "1"])
        #expect(allowed.out == "y\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/PWNED"))
    }

    @Test("Tab completion offers the symbols with a prompt, and runs nothing even with permission in the environment")
    func completionRunsNothing() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = KconfigCommandLine.symbolNames(kconfig: folder + "/Kconfig", environment: ["SETTINGS_SHELL_ALLOW_SHELL": "1"])
        #expect(names.contains("BTRFS_FS") && names.contains("NR_CPUS"))
        #expect(!names.contains("CC_IS_GCC"), "a symbol without a prompt can't be set")
        // Completion reads the tree from the shell's folder: a command run would have touched PWNED there.
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/PWNED"))
    }

    @Test("The small tree's saves are what scripts/config and conf --olddefconfig write",
          .enabled(if: linuxMissing == nil || ProcessInfo.processInfo.environment["CI"] != nil, "\(linuxMissing ?? "")"))
    func smallTreeAgainstConf() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = Subprocess.environment(home: folder)
        let config = folder + "/.config"
        let changes: [([String], [String])] = [
            (["BTRFS_FS", "m"], ["--module", "BTRFS_FS"]),
            (["BTRFS_FS_POSIX_ACL", "y"], ["--enable", "BTRFS_FS_POSIX_ACL"]),
            (["PREEMPT", "y"], ["--enable", "PREEMPT", "--disable", "PREEMPT_NONE"]),
            (["LOCALVERSION", "-shell"], ["--set-str", "LOCALVERSION", "-shell"]),
            (["NR_CPUS", "128"], ["--set-val", "NR_CPUS", "128"]),
        ]
        for (set, script) in changes {
            let before = Self.contents(config)
            // With --allow-shell, as make runs conf: conf always runs the tree's $(shell,…).
            let outcome = try Self.run(["--schema", "Kconfig", "--allow-shell", "set"] + set, in: folder)
            #expect(outcome.status == 0, "\(set): \(outcome.err)")
            let scripted = folder + "/scripted.config"
            let start = try before ?? Self.olddefconfig(nil, in: folder, environment: environment)
            _ = FileManager.default.createFile(atPath: scripted, contents: Data(start))
            try Self.scriptsConfig(scripted, script)
            let expected = try Self.olddefconfig(Self.contents(scripted), in: folder, environment: environment)
            #expect(Self.contents(config) == expected, "set \(set) saved other bytes than conf")
        }
        // A reset is scripts/config --undefine followed by olddefconfig.
        let before = try #require(Self.contents(config))
        #expect(try Self.run(["--schema", "Kconfig", "--allow-shell", "reset", "NR_CPUS"], in: folder).status == 0)
        _ = FileManager.default.createFile(atPath: folder + "/scripted.config", contents: Data(before))
        try Self.scriptsConfig(folder + "/scripted.config", ["--undefine", "NR_CPUS"])
        #expect(Self.contents(config) == (try Self.olddefconfig(Self.contents(folder + "/scripted.config"), in: folder, environment: environment)))
    }

    @Test("set --with-dependencies switches on what the symbol needs first, as scripts/config --enable of each and conf write",
          .enabled(if: linuxMissing == nil || ProcessInfo.processInfo.environment["CI"] != nil, "\(linuxMissing ?? "")"))
    func withDependencies() throws {
        let folder = try Self.smallFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = Subprocess.environment(home: folder)
        // Hidden behind BTRFS_FS: a plain set is refused and writes nothing.
        let refused = try Self.run(["--schema", "Kconfig", "--allow-shell", "set", "BTRFS_FS_POSIX_ACL", "y"], in: folder)
        #expect(refused.status == 1 && refused.err.contains("depends on BTRFS_FS [=n]"), "\(refused.err)")
        #expect(Self.contents(folder + "/.config") == nil)
        let outcome = try Self.run(["--schema", "Kconfig", "--allow-shell", "set", "BTRFS_FS_POSIX_ACL", "y", "--with-dependencies"], in: folder)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("BTRFS_FS: n -> y") && outcome.out.contains("BTRFS_FS_POSIX_ACL: (not written) -> y"), "\(outcome.out)")
        let scripted = folder + "/scripted.config"
        _ = FileManager.default.createFile(atPath: scripted, contents: Data(try Self.olddefconfig(nil, in: folder, environment: environment)))
        try Self.scriptsConfig(scripted, ["--enable", "BTRFS_FS", "--enable", "BTRFS_FS_POSIX_ACL"])
        #expect(Self.contents(folder + "/.config") == (try Self.olddefconfig(Self.contents(scripted), in: folder, environment: environment)))
        // A dependency no symbol can be switched on to meet (a bool without a prompt): refused, nothing changes.
        let before = Self.contents(folder + "/.config")
        let impossible = try Self.run(["--schema", "Kconfig", "set", "GCC_PLUGINS", "y", "--with-dependencies"], in: folder)
        #expect(impossible.status == 1 && impossible.err.contains("GCC_PLUGINS can't be set now"), "\(impossible.err)")
        #expect(Self.contents(folder + "/.config") == before)
    }

    /// The environment make exports to conf for x86.
    static var x86Environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "ARCH": "x86", "SRCARCH": "x86", "srctree": ".", "KERNELVERSION": "6.1.192",
            "CC": "gcc", "LD": "ld", "HOSTCC": "gcc", "HOSTCXX": "g++", "CC_VERSION_TEXT": "gcc (Debian 12.2.0-14+deb12u1) 12.2.0",
            "RUSTC": "rustc", "BINDGEN": "bindgen",
        ]
    }

    @Test("Linux x86: set BTRFS_FS m saves what scripts/config --module and olddefconfig write",
          .enabled(if: linuxMissing == nil || ProcessInfo.processInfo.environment["CI"] != nil, "\(linuxMissing ?? "")"))
    func linuxTristateToModule() throws {
        let work = NSTemporaryDirectory() + "kconfig-x86-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let environment = Self.x86Environment
        var defconfig = environment
        defconfig["KCONFIG_CONFIG"] = work + "/.config"
        defconfig["KCONFIG_AUTOCONFIG"] = work + "/auto.conf"
        defconfig["KCONFIG_AUTOHEADER"] = work + "/autoconf.h"
        defconfig["KCONFIG_RUSTCCFG"] = work + "/rustc_cfg"
        _ = try Subprocess.run(Self.conf, ["-s", "--defconfig=arch/x86/configs/x86_64_defconfig", "Kconfig"], environment: defconfig,
                               workingDirectory: Self.linux)
        let base = try Self.olddefconfig(Self.contents(work + "/.config"), in: Self.linux, environment: environment)
        _ = FileManager.default.createFile(atPath: work + "/.config", contents: Data(base))
        _ = FileManager.default.createFile(atPath: work + "/scripted.config", contents: Data(base))
        let outcome = try Subprocess.run(try Self.binary, ["--schema", "Kconfig", "--file", work + "/.config", "--allow-shell", "set", "BTRFS_FS", "m"],
                                         environment: environment.merging(["HOME": work]) { $1 }, workingDirectory: Self.linux)
        #expect(outcome.status == 0, "\(outcome.err)")
        try Self.scriptsConfig(work + "/scripted.config", ["--module", "BTRFS_FS"])
        let expected = try Self.olddefconfig(Self.contents(work + "/scripted.config"), in: Self.linux, environment: environment)
        #expect(Self.contents(work + "/.config") == expected)
        #expect(Self.contents(work + "/.config.old") == base)
    }
}
