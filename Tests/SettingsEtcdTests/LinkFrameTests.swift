import EtcdLink
import Glibc
import Testing

/// The frames settings-shell and its etcd helper exchange: every byte of a
/// document passes unchanged, and a broken or silent pipe is told apart.
struct LinkFrameTests {
    /// Writes `bytes` into a new pipe and closes its writing end; the reading end.
    static func pipe(holding bytes: [UInt8], close closing: Bool = true) -> Int32 {
        var ends: [Int32] = [-1, -1]
        _ = Glibc.pipe(&ends)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        if closing { close(ends[1]) }
        return ends[0]
    }

    @Test func everyByteOfADocumentPassesUnchanged() throws {
        let document: [UInt8] = Array(0...255) + Array("\n3\n{\"a\": 1}\n".utf8)
        let requests: [LinkRequest] = [.read, .write(.revision(42), document), .write(.absent, []), .write(.anything, [10]), .changes]
        let replies: [LinkReply] = [
            .document(revision: 7, bytes: document), .absent, .written(revision: 8), .conflict(revision: nil), .conflict(revision: 9),
            .changed(revision: 10), .unchanged, .ready, .failed(unavailable: true, message: "could not reach etcd at a:1"),
        ]
        var reader = LinkReader(descriptor: Self.pipe(holding: requests.flatMap(\.frame.encoded) + replies.flatMap(\.frame.encoded)))
        defer { close(reader.descriptor) }
        for request in requests { #expect(LinkRequest(try reader.next(within: 5)) == request) }
        for reply in replies { #expect(LinkReply(try reader.next(within: 5)) == reply) }
        #expect(throws: LinkReader.Failure.closed) { try reader.next(within: 5) }
    }

    @Test func aFrameCutShortOrMalformedIsRefused() throws {
        var cut = LinkReader(descriptor: Self.pipe(holding: Array("2\n4\nread9\nabc".utf8)))
        defer { close(cut.descriptor) }
        #expect(throws: LinkReader.Failure.closed) { try cut.next(within: 5) }
        var malformed = LinkReader(descriptor: Self.pipe(holding: Array("x\n".utf8)))
        defer { close(malformed.descriptor) }
        #expect(throws: LinkReader.Failure.malformed) { try malformed.next(within: 5) }
    }

    @Test func anOpenRequestNamingNoMemberIsNone() {
        let fields = ["open", "", "cfg", "5", "", "", "", "", ""].map { Array($0.utf8) }
        #expect(LinkRequest(LinkFrame(fields)) == nil)
        var named = fields
        named[1] = Array("127.0.0.1:2379".utf8)
        #expect(LinkRequest(LinkFrame(named)) != nil)
    }

    @Test func aSilentPipeIsATimeOut() throws {
        var silent = LinkReader(descriptor: Self.pipe(holding: Array("1\n".utf8), close: false))
        defer { close(silent.descriptor) }
        #expect(throws: LinkReader.Failure.timedOut) { try silent.next(within: 0.05) }
    }
}
