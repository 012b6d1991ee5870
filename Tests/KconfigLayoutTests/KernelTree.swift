import Foundation
import TestSupport

/// The Linux 6.1 tree the comparisons run against (extracted by
/// `.ci/bootstrap` into `.build-linux/`, with the kernel's own
/// `scripts/kconfig/conf` built there), or why it is absent.
enum KernelTree {
    /// The tree's folder: `KCONFIG_LINUX_TREE`, else `.build-linux/linux-source-6.1`.
    static let root: String = ProcessInfo.processInfo.environment["KCONFIG_LINUX_TREE"]
        ?? Repository.root + "/.build-linux/linux-source-6.1"

    static var conf: String { root + "/scripts/kconfig/conf" }

    /// Nil when the tree and its `conf` are there; otherwise the reason the comparisons are skipped.
    static var missing: String? {
        FileManager.default.isExecutableFile(atPath: conf) ? nil
            : "the Linux 6.1 tree with a built scripts/kconfig/conf is not at \(root) (.ci/bootstrap extracts it)"
    }

    /// Whether a missing tree must fail the run (in CI it must be there).
    static var required: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// The environment `make` exports to `conf` for an architecture.
    static func environment(arch: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCH"] = arch
        environment["SRCARCH"] = arch
        environment["srctree"] = "."
        environment["KERNELVERSION"] = "6.1.192"
        environment["CC"] = "gcc"
        environment["LD"] = "ld"
        environment["HOSTCC"] = "gcc"
        environment["HOSTCXX"] = "g++"
        environment["CC_VERSION_TEXT"] = "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"
        environment["RUSTC"] = "rustc"
        environment["BINDGEN"] = "bindgen"
        return environment
    }

    /// Runs a program in `directory` and returns its standard output and status.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], in directory: String, environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The kernel's `conf --olddefconfig` on a copy of `config`: what it writes.
    static func olddefconfig(kconfig: String = "Kconfig", in directory: String, config: [UInt8]?, environment: [String: String]) throws -> [UInt8] {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let path = work + "/.config"
        if let config { _ = FileManager.default.createFile(atPath: path, contents: Data(config)) }
        var environment = environment
        environment["KCONFIG_CONFIG"] = path
        environment["KCONFIG_AUTOCONFIG"] = work + "/auto.conf"
        environment["KCONFIG_AUTOHEADER"] = work + "/autoconf.h"
        environment["KCONFIG_RUSTCCFG"] = work + "/rustc_cfg"
        try run(conf, ["-s", "--olddefconfig", kconfig], in: directory, environment: environment)
        return [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "kconfig-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
