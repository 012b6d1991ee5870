import Foundation
import KconfigLayout

/// A Kconfig tree of a few files written to a temporary folder, read by
/// this module and, when the kernel's tree is there, by the kernel's `conf`.
struct SmallTree {
    let folder: String

    init(_ files: [String: String]) throws {
        folder = try KernelTree.temporaryFolder()
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    var environment: [String: String] { ["PATH": "/usr/bin:/bin", "TREE_NAME": "small"] }

    func read(allowShell: Bool = false) throws(KconfigError) -> KconfigProject {
        try KconfigProject.read(.init(kconfig: "Kconfig", workingDirectory: folder, environment: environment, allowShell: allowShell))
    }

    /// What this module saves after loading `config`.
    func saved(config: String?) throws -> [UInt8] {
        var project = try read()
        project.load(config: config.map { Array($0.utf8) })
        return project.render()
    }

    /// What the kernel's conf --olddefconfig writes for `config`.
    func kernelSaved(config: String?) throws -> [UInt8] {
        try KernelTree.olddefconfig(in: folder, config: config.map { Array($0.utf8) }, environment: environment)
    }
}
