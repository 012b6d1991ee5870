// libFuzzer target: random text patterns × random texts, each compiled and
// checked within its budget (see Tests/ReliabilityTests/FuzzHarness.swift).
// Built by run.sh.
import SettingsCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.pattern(bytes)
    return 0
}
