// The floors the benchmarks compare settings-shell with: the least any Swift
// tool must do.
//
//   floor FILE         start, read FILE with Foundation, print its size (the
//                      floor of a one-shot command on a small file);
//   floor --scan FILE  start, read FILE, then one pass over its bytes that
//                      tells strings from structure (quotes and backslash
//                      escapes) and counts the brackets and colons (the floor
//                      of opening a large file: no JSON reader can do less);
//   floor --replace FILE
//                      the scan, then FILE replaced the way any durable save
//                      must: a new file beside it holding the same bytes (all
//                      but the last 16 copied from FILE inside the kernel, the
//                      rest written from memory), synced, renamed over FILE,
//                      and the folder synced (the floor of a change and save).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let replace = arguments.first == "--replace"
let scan = replace || arguments.first == "--scan"
if scan { arguments.removeFirst() }
guard arguments.count == 1 else { fail("usage: floor [--scan | --replace] FILE", 2) }
guard let contents = FileManager.default.contents(atPath: arguments[0]) else {
    fail("floor: cannot read \(arguments[0])", 66)
}
guard scan else {
    print(contents.count)
    exit(0)
}

var structure = 0
var strings = 0
contents.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
    let bytes = raw.bindMemory(to: UInt8.self)
    var i = 0
    let n = bytes.count
    while i < n {
        let b = bytes[i]
        if b == UInt8(ascii: "\"") {
            strings += 1
            i += 1
            while i < n, bytes[i] != UInt8(ascii: "\"") {
                i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
            }
        } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: ":") {
            structure += 1
        }
        i += 1
    }
}
print(contents.count, structure, strings)
guard replace else { exit(0) }

/// glibc's `copy_file_range`, which Swift's Glibc module leaves out (it is a GNU extension).
typealias CopyFileRange = @convention(c) (
    Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32
) -> Int

/// Writes all of `bytes` to `fd`, retrying short writes and interruptions; false on an error.
func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var done = 0
    while done < bytes.count {
        let step = write(fd, bytes.baseAddress.map { $0 + done }, bytes.count - done)
        if step < 0, errno == EINTR { continue }
        guard step > 0 else { return false }
        done += step
    }
    return true
}

/// `FILE` replaced by a new file with the same bytes, synced, renamed over it, the folder synced.
/// All but the last 16 bytes are copied inside the kernel, as the tool copies a file's unchanged
/// stretches; where the kernel can't copy between these files, they are written from memory, as
/// the tool does then.
func replaceDurably(_ path: String, holding contents: Data) {
    guard let symbol = dlsym(nil, "copy_file_range") else { fail("floor: no copy_file_range", 69) }
    let copyFileRange = unsafeBitCast(symbol, to: CopyFileRange.self)
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.floor-replace.tmp"
    let source = open(path, O_RDONLY | O_CLOEXEC)
    guard source >= 0 else { fail("floor: cannot open \(path): errno \(errno)", 66) }
    let target = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard target >= 0 else { fail("floor: cannot create \(temporary): errno \(errno)", 73) }
    func failing(_ what: String) -> Never {
        let code = errno
        unlink(temporary)
        fail("floor: cannot \(what) \(temporary): errno \(code)", 74)
    }
    let copied = max(contents.count - 16, 0)
    var done = 0
    while done < copied {
        let step = copyFileRange(source, nil, target, nil, copied - done, 0)
        if step < 0, errno == EINTR { continue }
        guard step > 0 else { break }  // not here (another file system, an old kernel): written below
        done += step
    }
    let rest = contents.withUnsafeBytes { raw in writeAll(target, UnsafeRawBufferPointer(rebasing: raw[done...])) }
    guard rest else { failing("write") }
    guard fsync(target) == 0 else { failing("sync") }
    guard rename(temporary, path) == 0 else { failing("rename") }
    let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0, fsync(directory) == 0 else { fail("floor: cannot sync \(folder): errno \(errno)", 74) }
    close(directory)
    close(target)
    close(source)
}

replaceDurably(arguments[0], holding: contents)
