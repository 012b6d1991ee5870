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
    Int32, UnsafeMutablePointer<Int>?, Int32, UnsafeMutablePointer<Int>?, Int, UInt32
) -> Int

/// `FILE` replaced by a new file with the same bytes, synced, renamed over it, the folder synced.
func replaceDurably(_ path: String, holding contents: Data) {
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.floor-replace.tmp"
    let source = open(path, O_RDONLY | O_CLOEXEC)
    let target = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard source >= 0, target >= 0 else { fail("floor: cannot open \(path) or \(temporary)", 73) }
    guard let symbol = dlsym(nil, "copy_file_range") else { fail("floor: no copy_file_range", 69) }
    let copyFileRange = unsafeBitCast(symbol, to: CopyFileRange.self)
    let copied = max(contents.count - 16, 0)
    var done = 0
    while done < copied {
        let step = copyFileRange(source, nil, target, nil, copied - done, 0)
        guard step > 0 else { fail("floor: copy_file_range failed: errno \(errno)", 74) }
        done += step
    }
    let written = contents.suffix(from: contents.startIndex + copied).withUnsafeBytes { raw in
        write(target, raw.baseAddress, raw.count)
    }
    guard written == contents.count - copied, fsync(target) == 0, rename(temporary, path) == 0 else {
        fail("floor: cannot write, sync or rename \(temporary): errno \(errno)", 74)
    }
    let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0, fsync(directory) == 0 else { fail("floor: cannot sync \(folder)", 74) }
    close(directory)
    close(target)
    close(source)
}

replaceDurably(arguments[0], holding: contents)
