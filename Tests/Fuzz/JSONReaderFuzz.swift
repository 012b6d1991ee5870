// libFuzzer target: the JSON reader and the settings loader on arbitrary
// bytes (see Tests/ReliabilityTests/FuzzHarness.swift). Built by run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.json(bytes)
    return 0
}
