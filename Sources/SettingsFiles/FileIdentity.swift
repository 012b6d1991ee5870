#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity and metadata of a file at one moment, as `fstat` reported it.
///
/// `device` + `inode` say *which* file it is (an editor that saves by renaming
/// a new file into place changes the inode); `size` and the modification time
/// say whether its content was probably touched. `mode`, `uid`, `gid` and
/// `linkCount` are what a rewrite must preserve or warn about.
public struct FileIdentity: Sendable, Equatable, Hashable {
    /// The device (file system) holding the file (`st_dev`).
    package let device: UInt64
    /// The inode number on that device (`st_ino`).
    package let inode: UInt64
    /// The size in bytes (`st_size`).
    package let size: Int
    /// Modification time, whole seconds since the epoch (`st_mtim.tv_sec`).
    package let mtimeSeconds: Int
    /// Modification time, nanoseconds within the second (`st_mtim.tv_nsec`).
    package let mtimeNanoseconds: Int
    /// Permission bits only (`st_mode & 0o7777`: rwx, setuid, setgid, sticky).
    public let mode: UInt32
    /// The owning user (`st_uid`).
    package let uid: UInt32
    /// The owning group (`st_gid`).
    package let gid: UInt32
    /// How many names (hard links) the file has (`st_nlink`).
    package let linkCount: Int

    /// Creates an identity from its parts (for tests and callers that build snapshots by hand).
    package init(
        device: UInt64, inode: UInt64, size: Int,
        mtimeSeconds: Int, mtimeNanoseconds: Int,
        mode: UInt32, uid: UInt32, gid: UInt32, linkCount: Int
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.mtimeSeconds = mtimeSeconds
        self.mtimeNanoseconds = mtimeNanoseconds
        self.mode = mode
        self.uid = uid
        self.gid = gid
        self.linkCount = linkCount
    }

    /// Reads the fields out of a `stat` result.
    init(_ st: stat) {
        self.init(
            device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int(st.st_size),
            mtimeSeconds: Int(st.st_mtim.tv_sec), mtimeNanoseconds: Int(st.st_mtim.tv_nsec),
            mode: UInt32(st.st_mode) & 0o7777, uid: UInt32(st.st_uid), gid: UInt32(st.st_gid),
            linkCount: Int(st.st_nlink)
        )
    }

    /// Whether `other` is the same file with, as far as metadata can tell, the same content:
    /// same device, inode, size and modification time. Mode, owner and link count are
    /// deliberately ignored: a `chmod` or a new hard link is not an edit of the content.
    func sameFileAndTimes(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && mtimeSeconds == other.mtimeSeconds && mtimeNanoseconds == other.mtimeNanoseconds
    }
}
