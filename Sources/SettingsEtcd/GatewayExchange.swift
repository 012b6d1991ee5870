import NIOCore
import NIOHTTP1

/// One request to a member over its own connection: sends the request as
/// soon as the connection is up (through TLS when the pipeline has it), then
/// either collects the answer's body (a unary call) or, for a stream such
/// as a watch, hands each line of a successful answer to `line` as it comes.
/// The outcome completes `answer` once; the connection is closed then.
final class GatewayExchange: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let head: HTTPRequestHead
    private let body: [UInt8]
    private let answer: EventLoopPromise<GatewayAnswer>
    private let line: (@Sendable ([UInt8]) -> Void)?
    private var status: UInt = 0
    private var collected: [UInt8] = []

    /// The most of an answer kept: a document fits etcd's request limit, far below.
    static let answerLimit = 64 << 20

    init(head: HTTPRequestHead, body: [UInt8], answer: EventLoopPromise<GatewayAnswer>, line: (@Sendable ([UInt8]) -> Void)? = nil) {
        self.head = head
        self.body = body
        self.answer = answer
        self.line = line
    }

    func channelActive(context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let response):
            status = response.status.code
        case .body(let buffer):
            let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n"))
            collected += buffer.readableBytesView
            // A stream's messages come one to a line; only a piece holding a
            // newline can end one (a change of a large document comes in many).
            if let line, status == 200, newline != nil {
                var start = collected.startIndex
                while let end = collected[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    line(Array(collected[start..<end]))
                    start = end + 1
                }
                collected.removeSubrange(..<start)
            }
            if collected.count > Self.answerLimit {
                answer.fail(GatewayTooLarge())
                context.close(promise: nil)
            }
        case .end:
            answer.succeed(GatewayAnswer(status: status, body: collected))
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        answer.fail(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        // Closed before the answer ended: a member going away mid-answer.
        answer.fail(ChannelError.eof)
        context.fireChannelInactive()
    }
}

/// An answer larger than any a values document needs.
struct GatewayTooLarge: Error {}
