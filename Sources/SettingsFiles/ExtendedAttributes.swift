#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// What a file carries besides its bytes, mode and owner, and that a save must carry over
/// to the file that replaces it: its POSIX access ACL and its `user.*` extended attributes.
///
/// A file with an ACL reports the ACL's mask as the group bits of `st_mode`: copying the mode
/// alone gives the owning group the mask's rights and takes a named user's away. The ACL is
/// copied as the kernel stores it (`system.posix_acl_access`), as `cp -p` does. Other
/// namespaces stay as the system makes them: `security.*` is the security policy's to set,
/// `trusted.*` needs privilege.
enum ExtendedAttributes {
    /// The attribute that holds a file's access ACL.
    static let accessACL = "system.posix_acl_access"

    /// Whether a save carries `name` over.
    static func isCarried(_ name: String) -> Bool { name == accessACL || name.hasPrefix("user.") }

    /// Gives `target` exactly the carried attributes of `source`: each one copied, and an
    /// access ACL that `target` took from its folder's default ACL removed when `source` has none.
    /// - Returns: the `errno` of the first attribute that could not be read or set.
    static func copy(from source: Int32, to target: Int32) -> Result<Void, Errno> {
        let names: [String]
        switch list(source) {
        case .success(let value): names = value.filter(isCarried)
        case .failure(let error): return .failure(error)
        }
        for name in names {
            let bytes: [UInt8]
            switch value(source, name) {
            case .success(let value): bytes = value
            case .failure(let error) where error.code == ENODATA: continue  // removed meanwhile
            case .failure(let error): return .failure(error)
            }
            let set = bytes.withUnsafeBytes { fsetxattr(target, name, $0.baseAddress, $0.count, 0) }
            if set != 0 { return .failure(Errno(errno)) }
        }
        if !names.contains(accessACL), fremovexattr(target, accessACL) != 0 {
            let code = errno
            // None to remove, or a file system without ACLs: nothing was inherited.
            if code != ENODATA && code != EOPNOTSUPP && code != ENOTSUP { return .failure(Errno(code)) }
        }
        return .success(())
    }

    /// The names of `fd`'s extended attributes; none on a file system that has none.
    static func list(_ fd: Int32) -> Result<[String], Errno> {
        let bytes: [UInt8]
        switch sized({ flistxattr(fd, $0, $1) }) {
        case .success(let value): bytes = value
        case .failure(let error) where error.code == EOPNOTSUPP || error.code == ENOTSUP: return .success([])
        case .failure(let error): return .failure(error)
        }
        // The names follow one another, each ended by a NUL byte.
        return .success(bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The value of `fd`'s attribute `name`.
    static func value(_ fd: Int32, _ name: String) -> Result<[UInt8], Errno> {
        sized { fgetxattr(fd, name, $0, $1) }
    }

    /// Runs a call of the `*xattr` kind twice: for the size, then into a buffer of that
    /// size; again when the value grew in between (`ERANGE`).
    private static func sized(_ call: (UnsafeMutablePointer<CChar>?, Int) -> Int) -> Result<[UInt8], Errno> {
        for _ in 0..<4 {
            let size = call(nil, 0)
            if size < 0 { return .failure(Errno(errno)) }
            if size == 0 { return .success([]) }
            var failure: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                let got = buffer.withMemoryRebound(to: CChar.self) { call($0.baseAddress, size) }
                if got < 0 { failure = errno } else { count = got }
            }
            if failure == 0 { return .success(bytes) }
            if failure != ERANGE { return .failure(Errno(failure)) }
        }
        return .failure(Errno(ERANGE))
    }
}
