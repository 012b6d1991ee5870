#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers around the POSIX calls this module uses, named apart from
/// methods such as `LineSource.read(prompt:style:)` and retried on `EINTR`.
enum SystemCall {
    /// `read(2)`, retried on `EINTR`. Returns the byte count, 0 at end of
    /// file, or -1 with `errno` set.
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            #if canImport(Glibc)
            let got = Glibc.read(fd, buffer, count)
            #else
            let got = Darwin.read(fd, buffer, count)
            #endif
            if got < 0 && errno == EINTR { continue }
            return got
        }
    }

    /// Writes all of `bytes` to `fd`, retrying on `EINTR` and short writes.
    /// Returns false on any other error.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        let array = Array(bytes)
        return array.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let wrote = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                let wrote = Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += wrote
            }
            return true
        }
    }

    /// `poll(2)` once, without retrying: -1 with `errno` set on failure,
    /// including `EINTR` when a signal arrived (callers then look at their
    /// signal pipe and poll again).
    static func poll(_ descriptors: inout [pollfd], timeout: Int32) -> Int32 {
        #if canImport(Glibc)
        return Glibc.poll(&descriptors, nfds_t(descriptors.count), timeout)
        #else
        return Darwin.poll(&descriptors, nfds_t(descriptors.count), timeout)
        #endif
    }

    /// `poll(2)` on a single descriptor; see `poll(_:timeout:)`.
    static func poll(_ descriptor: inout pollfd, timeout: Int32) -> Int32 {
        #if canImport(Glibc)
        return Glibc.poll(&descriptor, 1, timeout)
        #else
        return Darwin.poll(&descriptor, 1, timeout)
        #endif
    }
}
