#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import SettingsTerminal

@Suite struct DescriptorLineSourceTests {
    /// Everything `source` yields up to and including `.end`.
    private func drain(_ source: LineSource) -> [LineRead] {
        var reads: [LineRead] = []
        while true {
            let read = source.read(prompt: "ignored> ", style: .command)
            reads.append(read)
            if read == .end { return reads }
        }
    }

    /// A pipe holding `bytes`, its write end closed; returns the read end.
    private func pipe(holding bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        let wrote = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress!, $0.count) }
        try #require(wrote == bytes.count)
        close(ends[1])
        return ends[0]
    }

    @Test func splitsLinesAndStripsOneCarriageReturn() throws {
        let fd = try pipe(holding: Array("one\ntwo\r\nthree\r\r\n".utf8))
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [.line("one"), .line("two"), .line("three\r"), .end])
    }

    @Test func keepsALastLineWithoutNewline() throws {
        let fd = try pipe(holding: Array("first\nlast".utf8))
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [.line("first"), .line("last"), .end])
    }

    @Test func lastLineWithOnlyACarriageReturn() throws {
        let fd = try pipe(holding: Array("a\r".utf8))
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [.line("a"), .end])
    }

    @Test func keepsEmptyLines() throws {
        let fd = try pipe(holding: Array("\n\nx\n\r\n".utf8))
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [.line(""), .line(""), .line("x"), .line(""), .end])
    }

    @Test func emptyInputIsAnImmediateEnd() throws {
        let fd = try pipe(holding: [])
        defer { close(fd) }
        let source = DescriptorLineSource(fd: fd)
        #expect(source.read(prompt: "", style: .command) == .end)
        #expect(source.read(prompt: "", style: .command) == .end)
    }

    @Test func replacesInvalidUTF8() throws {
        let fd = try pipe(holding: [0x61, 0xFF, 0x62, 0x0A, 0xE2, 0x82, 0x0A, 0xC3, 0xA9, 0x0A, 0xF0, 0x9F])
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [
            .line("a\u{FFFD}b"), .line("\u{FFFD}"), .line("é"), .line("\u{FFFD}"), .end,
        ])
    }

    @Test func ignoresPromptAndStyle() throws {
        let fd = try pipe(holding: Array("typed\nhidden\n".utf8))
        defer { close(fd) }
        let source = DescriptorLineSource(fd: fd)
        #expect(source.read(prompt: "Value: ", style: .answer(prefill: "old")) == .line("typed"))
        #expect(source.read(prompt: "Password: ", style: .secret) == .line("hidden"))
        #expect(source.read(prompt: "", style: .command) == .end)
    }

    /// 100,000 lines through a pipe, written concurrently (more than the
    /// pipe holds), with lines that straddle the reader's buffer.
    @Test func readsAHundredThousandLinesFast() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let count = 100_000
        var text = ""
        for index in 0..<count { text += "set general.item\(index) \(String(repeating: "x", count: index % 37))\n" }
        let bytes = Array(text.utf8)
        let writer = Thread {
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let wrote = write(writeEnd, raw.baseAddress! + offset, raw.count - offset)
                    if wrote <= 0 { break }
                    offset += wrote
                }
            }
            close(writeEnd)
        }
        writer.start()

        let source = DescriptorLineSource(fd: readEnd)
        let clock = ContinuousClock()
        var lines = 0
        var last = ""
        let elapsed = clock.measure {
            while case .line(let line) = source.read(prompt: "", style: .command) {
                lines += 1
                last = line
            }
        }
        #expect(lines == count)
        #expect(last == "set general.item\(count - 1) \(String(repeating: "x", count: (count - 1) % 37))")
        // 100,000 lines/s is the floor; a debug build does far better.
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    @Test func readsAFileWithAHugeLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString)").path
        let huge = String(repeating: "é", count: 400_000)   // 800 kB, several buffers
        try Data((huge + "\nnext").utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(drain(DescriptorLineSource(fd: fd)) == [.line(huge), .line("next"), .end])
    }
}

@Suite struct ArrayLineSourceTests {
    @Test func yieldsLinesThenEnd() {
        let source = ArrayLineSource(["a", "", "c"])
        #expect(source.consumed == 0)
        #expect(source.read(prompt: "> ", style: .command) == .line("a"))
        #expect(source.consumed == 1)
        #expect(source.read(prompt: "", style: .secret) == .line(""))
        #expect(source.read(prompt: "", style: .answer(prefill: "x")) == .line("c"))
        #expect(source.consumed == 3)
        #expect(source.read(prompt: "", style: .command) == .end)
        #expect(source.read(prompt: "", style: .command) == .end)
        #expect(source.consumed == 3)
    }

    @Test func emptyArrayEndsAtOnce() {
        let source = ArrayLineSource([])
        #expect(source.read(prompt: "", style: .command) == .end)
        #expect(source.consumed == 0)
    }
}
