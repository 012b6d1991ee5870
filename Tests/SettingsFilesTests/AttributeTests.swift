#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import SettingsFiles

/// A save keeps a file's POSIX ACL and its `user.*` extended attributes, as `cp -p`, `sed -i`
/// and editors do; the ACL and attributes are set and read with the acl and attr packages'
/// own tools (installed by .ci/bootstrap).
@Suite("ACLs and extended attributes")
struct AttributeTests {
    static var haveTools: Bool {
        ["setfacl", "getfacl", "setfattr", "getfattr"].allSatisfy { (tool: String) in access("/usr/bin/" + tool, X_OK) == 0 }
    }

    /// Runs one of the tools; its standard output (it must succeed).
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let outcome = try Subprocess.run("/usr/bin/" + tool, arguments, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
        guard outcome.status == 0 else { throw TestFailure("\(tool) \(arguments): \(outcome.err)") }
        return outcome.out
    }

    /// What the tools print of `path`'s ACL and attributes, and its mode bits.
    static func metadata(_ path: String) throws -> String {
        try run("getfacl", ["--absolute-names", "--numeric", path]) + run("getfattr", ["--absolute-names", "-d", "-m", "-", path])
            + String(Disk.mode(path) ?? 0, radix: 8)
    }

    /// A settings file a named user may write through an ACL (`user:65534:rw-`, mask `rw-`:
    /// `st_mode` shows the group `rw-`, though the owning group may only read) with two
    /// user attributes.
    static func prepare(_ path: String) throws {
        try Disk.put(path, "{\"values\": {}}", mode: 0o640)
        try run("setfacl", ["-m", "u:65534:rw", path])
        try run("setfattr", ["-n", "user.origin", "-v", "downloaded", path])
        try run("setfattr", ["-n", "user.checksum", "-v", "0x00ff10", path])
    }

    @Test(.enabled(if: haveTools, "needs setfacl, getfacl, setfattr and getfattr (the acl and attr packages)"))
    func aSaveKeepsTheACLTheAttributesAndTheMode() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Self.prepare(path)
            let before = try Self.metadata(path)
            #expect(before.contains("user:65534:rw-"))
            #expect(before.contains("user.origin=\"downloaded\""))
            let inode = Disk.statOf(path)?.st_ino

            _ = try SafeFile.write(.utf8("{\"values\": {\"a\": 1}}"), to: path, expecting: SafeFile.read(path))
            #expect(Disk.text(path) == "{\"values\": {\"a\": 1}}")
            #expect(Disk.statOf(path)?.st_ino != inode, "replaced by rename, as usual")
            #expect(try Self.metadata(path) == before)
        }
    }

    @Test(.enabled(if: haveTools, "needs setfacl, getfacl, setfattr and getfattr (the acl and attr packages)"))
    func aFileWithoutAnACLGetsNoneFromItsFoldersDefault() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "{}", mode: 0o600)
            try Self.run("setfacl", ["-d", "-m", "u:65534:rwx", folder])
            let before = try Self.metadata(path)

            _ = try SafeFile.write(.utf8("{\"a\": 1}"), to: path, expecting: SafeFile.read(path))
            #expect(try Self.metadata(path) == before)
        }
    }

    /// When an attribute can't be given to the replacement (a file system that refuses it, no
    /// permission), the file is written in place, which keeps everything it carries.
    @Test(.enabled(if: haveTools, "needs setfacl, getfacl, setfattr and getfattr (the acl and attr packages)"))
    func anAttributeThatCantBeCopiedMakesTheSaveWriteInPlace() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Self.prepare(path)
            let before = try Self.metadata(path)
            let inode = Disk.statOf(path)?.st_ino
            let refusing = SaveTestHooks(copyAttributes: { _, _ in .failure(Errno(EOPNOTSUPP)) })

            _ = try SafeFile.write(
                FileContent(.utf8("{\"values\": {\"a\": 2}}")), to: path, expecting: SafeFile.read(path), force: false,
                newFileMode: 0o600, lockTimeout: 1, beforeRename: nil, hooks: refusing)
            #expect(Disk.text(path) == "{\"values\": {\"a\": 2}}")
            #expect(Disk.statOf(path)?.st_ino == inode, "written in place")
            #expect(try Self.metadata(path) == before)
            #expect(Disk.list(folder) == ["settings.json"], "no temporary file left")
        }
    }
}
