// libFuzzer target: command lines through the parser and Session.handle on
// the repository's settings files (see
// Tests/ReliabilityTests/FuzzHarness.swift). Built by run.sh.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore

/// The repository: `SETTINGS_SHELL_REPOSITORY` (run.sh sets it), else from
/// this file's path at build time.
let repository: String = {
    if let given = getenv("SETTINGS_SHELL_REPOSITORY") { return String(cString: given) }
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()

let documents = FuzzHarness.sessionDocuments(repository: repository)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    precondition(!documents.isEmpty, "no settings files found under \(repository)")
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.session(bytes, documents: documents)
    return 0
}
