// The floors the benchmarks compare settings-shell with: the least any Swift
// tool must do.
//
//   floor FILE         start, read FILE with Foundation, print its size (the
//                      floor of a one-shot command on a small file);
//   floor --scan FILE  start, read FILE, then one pass over its bytes that
//                      tells strings from structure (quotes and backslash
//                      escapes) and counts the brackets and colons (the floor
//                      of opening a large file: no JSON reader can do less).
import Foundation

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let scan = arguments.first == "--scan"
if scan { arguments.removeFirst() }
guard arguments.count == 1 else { fail("usage: floor [--scan] FILE", 2) }
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
