#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EtcdLink
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Glibc
import Synchronization

/// A client of etcd's v3 JSON gateway, for the few requests a values
/// document needs: read a key, write it in a transaction that compares its
/// revision, and watch it. Every request has a deadline; when a member does
/// not answer (refused, down, too slow, shutting down) the next endpoint is
/// tried, and the one that answered is tried first next time. A password
/// is sent only to authenticate and never appears in a message.
///
/// Synchronous on purpose: the helper answers one request at a time, and
/// waits for each on its own thread while SwiftNIO's event loop does the I/O.
package final class EtcdClient: Sendable {
    package let address: EtcdAddress
    let settings: EtcdSettings
    private let tls: NIOSSLContext?
    private let state = Mutex(State())

    /// What one request leaves for the next.
    private struct State {
        var preferred = 0
        var token: String?
    }

    /// A client of the members `address` names, configured by `settings`;
    /// a refusal when a TLS file can't be read.
    package init(address: EtcdAddress, settings: EtcdSettings) throws(EtcdError) {
        self.address = address
        self.settings = settings
        guard settings.usesTLS else {
            tls = nil
            return
        }
        var configuration = TLSConfiguration.makeClientConfiguration()
        do {
            if let ca = settings.caFile { configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(ca)) }
            if let cert = settings.certFile { configuration.certificateChain = try NIOSSLCertificate.fromPEMFile(cert).map { .certificate($0) } }
            if let key = settings.keyFile { configuration.privateKey = .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)) }
            tls = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .refused("could not read the TLS files given (--cacert, --cert, --key): \(error)")
        }
    }

    // MARK: - Requests

    /// A key's value and modification revision, and the store's revision when read.
    package struct Range: Sendable {
        /// The value and its modification revision; nil when the key does not exist.
        package let value: (bytes: [UInt8], modRevision: Int64)?
        package let revision: Int64
    }

    /// Reads `key`.
    package func get(_ key: String) throws(EtcdError) -> Range {
        let response: EtcdGateway.RangeResponse = try call("/v3/kv/range", EtcdGateway.RangeRequest(key: Self.base64(key)))
        guard let revision = response.header?.revision.flatMap({ Int64($0) }) else { throw malformed() }
        return Range(value: try Self.first(of: response), revision: revision)
    }

    /// The outcome of ``put(_:value:expecting:)``.
    package enum PutOutcome: Sendable, Equatable {
        /// Written; the key's new modification revision.
        case written(revision: Int64)
        /// The key was not at the revision expected: it is now at `revision` (nil: it does not exist).
        case conflict(revision: Int64?)
    }

    /// Writes `value` at `key` in one transaction that first compares the
    /// key with `expecting`.
    package func put(_ key: String, value: [UInt8], expecting: LinkExpectation) throws(EtcdError) -> PutOutcome {
        let encodedKey = Self.base64(key)
        var compare: [EtcdGateway.Compare] = []
        switch expecting {
        case .anything: break
        case .absent: compare = [EtcdGateway.Compare(target: "CREATE", key: encodedKey, createRevision: "0")]
        case .revision(let revision): compare = [EtcdGateway.Compare(target: "MOD", key: encodedKey, modRevision: String(revision))]
        }
        let request = EtcdGateway.TxnRequest(
            compare: compare,
            success: [EtcdGateway.RequestOp(requestPut: EtcdGateway.PutRequest(key: encodedKey, value: Data(value).base64EncodedString()))],
            failure: [EtcdGateway.RequestOp(requestRange: EtcdGateway.RangeRequest(key: encodedKey))])
        let response: EtcdGateway.TxnResponse = try call("/v3/kv/txn", request)
        if response.succeeded == true {
            guard let revision = response.header?.revision.flatMap({ Int64($0) }) else { throw malformed() }
            return .written(revision: revision)
        }
        let current = try response.responses?.first?.responseRange.flatMap { range throws(EtcdError) in try Self.first(of: range) }
        return .conflict(revision: current?.modRevision)
    }

    /// Follows changes to `key` made after `revision`, at one member after
    /// another while they fail; `changed` gets each change's revision.
    package func watch(_ key: String, after revision: Int64, changed: @escaping @Sendable (Int64) -> Void) -> EtcdWatch {
        let watch = EtcdWatch(client: self, key: key, after: revision, changed: changed)
        watch.start()
        return watch
    }

    /// Opens a watch's stream at the endpoint `index`: each line of the
    /// answer goes to `line`; the future completes when the stream ends.
    func openWatch(endpoint index: Int, key: String, after revision: Int64,
                   line: @escaping @Sendable ([UInt8]) -> Void) -> (ended: EventLoopFuture<GatewayAnswer>, channel: EventLoopFuture<Channel>)? {
        let request = EtcdGateway.WatchRequest(createRequest: EtcdGateway.WatchCreate(key: Self.base64(key), startRevision: String(revision + 1)))
        guard let json = try? Self.encoder.encode(request) else { return nil }
        let token = state.withLock { $0.token }
        return exchange(address.endpoints[index % address.endpoints.count], "/v3/watch", Array(json), token: token, deadline: false, line: line)
    }

    // MARK: - Transport

    /// Posts `body` to `path` (authenticating first when a user is given); the decoded answer.
    private func call<Answer: Decodable>(_ path: String, _ body: some Encodable) throws(EtcdError) -> Answer {
        if settings.user != nil, state.withLock({ $0.token }) == nil { try authenticate() }
        guard let json = try? Self.encoder.encode(body) else { throw malformed() }
        var answer = try post(path, Array(json))
        if answer.status != 200, settings.user != nil, Self.text(of: answer).contains("invalid auth token") {
            // A token that expired (or was issued by a restarted member) is asked for again, once.
            try authenticate()
            answer = try post(path, Array(json))
        }
        guard answer.status == 200 else {
            let failure = try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(answer.body))
            let text = Self.text(of: answer)
            if failure?.code == 16 || text.contains("user name is empty") || text.contains("permission denied") {
                throw .refused("etcd refused the request for \(address.text): \(text); give --user and a password (--password-file or \(EtcdSettings.passwordVariable))")
            }
            throw .refused("etcd refused the request for \(address.text): \(text)")
        }
        guard let decoded = try? Self.decoder.decode(Answer.self, from: Data(answer.body)) else { throw malformed() }
        return decoded
    }

    /// Asks for a token with the user and password.
    private func authenticate() throws(EtcdError) {
        let request = EtcdGateway.AuthRequest(name: settings.user ?? "", password: settings.password ?? "")
        guard let json = try? Self.encoder.encode(request) else { throw malformed() }
        let answer = try post("/v3/auth/authenticate", Array(json))
        guard answer.status == 200, let token = (try? Self.decoder.decode(EtcdGateway.AuthResponse.self, from: Data(answer.body)))?.token else {
            throw .refused("etcd refused user \(settings.user ?? ""): \(Self.text(of: answer))")
        }
        state.withLock { $0.token = token }
    }

    /// Posts to the endpoints in turn, from the one that answered last; the
    /// first answer (any status but a member's "unavailable"), or why none came.
    private func post(_ path: String, _ json: [UInt8]) throws(EtcdError) -> GatewayAnswer {
        let (start, token) = state.withLock { ($0.preferred, $0.token) }
        let count = address.endpoints.count
        var lastProblem = ""
        for step in 0..<count {
            let index = (start + step) % count
            let endpoint = address.endpoints[index]
            do {
                let answer = try exchange(endpoint, path, json, token: token, deadline: true, line: nil).ended.wait()
                // A member shutting down, or cut off from the others, answers 5xx (or gRPC's
                // "unavailable"): another member may serve the request.
                let code = answer.status == 200 ? nil : (try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(answer.body)))?.code
                if answer.status >= 500 || EtcdGateway.unavailableCodes.contains(code ?? 0) {
                    lastProblem = "\(endpoint) can't serve now"
                    continue
                }
                state.withLock { $0.preferred = index }
                return answer
            } catch is DeadlinePassed {
                lastProblem = "\(endpoint) gave no answer within \(Self.seconds(settings.timeout))"
            } catch {
                lastProblem = "\(endpoint): \(Self.describe(error))"
            }
        }
        throw .unavailable("could not reach etcd at \(address.endpoints.joined(separator: ", ")) (\(lastProblem)); nothing was written")
    }

    /// Sends one request to `endpoint` over a new connection. With
    /// `deadline`, the answer fails when it has not ended within the timeout.
    private func exchange(_ endpoint: String, _ path: String, _ body: [UInt8], token: String?, deadline: Bool,
                          line: (@Sendable ([UInt8]) -> Void)?) -> (ended: EventLoopFuture<GatewayAnswer>, channel: EventLoopFuture<Channel>) {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let answer = loop.makePromise(of: GatewayAnswer.self)
        let (host, port) = Self.hostAndPort(endpoint)
        var headers = HTTPHeaders([("Host", endpoint), ("Content-Type", "application/json"), ("Content-Length", String(body.count))])
        if let token { headers.add(name: "Authorization", value: token) }
        let head = HTTPRequestHead(version: .http1_1, method: .POST, uri: path, headers: headers)
        let tls = self.tls
        let milliseconds = Int64(settings.timeout * 1000)
        let channel = ClientBootstrap(group: loop)
            .connectTimeout(.milliseconds(milliseconds))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls {
                        // A name is checked against the member's certificate; an address is too, but is sent as no name.
                        let name = host.contains(where: { $0 == ":" }) || host.allSatisfy({ $0.isNumber || $0 == "." }) ? nil : host
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: name))
                    }
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(GatewayExchange(head: head, body: body, answer: answer, line: line))
                }
            }
            .connect(host: host, port: port)
        channel.whenFailure { answer.fail($0) }
        if deadline {
            let timer = loop.scheduleTask(in: .milliseconds(milliseconds)) { answer.fail(DeadlinePassed()) }
            answer.futureResult.whenComplete { _ in timer.cancel() }
        }
        answer.futureResult.whenComplete { _ in channel.whenSuccess { $0.close(promise: nil) } }
        return (answer.futureResult, channel)
    }

    /// A request that took longer than the timeout.
    private struct DeadlinePassed: Error {}

    // MARK: - Wording and encoding

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    /// The gateway's own words for a failed answer.
    private static func text(of answer: GatewayAnswer) -> String {
        let failure = try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(answer.body))
        return failure?.message ?? failure?.error ?? "HTTP status \(answer.status)"
    }

    /// A failed connection in a few words: the system's for a refused or
    /// unreachable one, rather than SwiftNIO's whole record of the attempt.
    private static func describe(_ error: Error) -> String {
        if let failure = error as? NIOConnectionError {
            if let io = failure.connectionErrors.first?.error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
            return "its name could not be resolved"
        }
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        if let channel = error as? ChannelError {
            if case .connectTimeout = channel { return "no connection within the timeout" }
            return "the connection closed before the answer ended"
        }
        return "\(error)"
    }

    private func malformed() -> EtcdError {
        .refused("etcd's answer for \(address.text) could not be read")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func base64(_ key: String) -> String { Data(key.utf8).base64EncodedString() }

    /// `HOST:PORT` apart, the brackets of an IPv6 address taken off.
    private static func hostAndPort(_ endpoint: String) -> (String, Int) {
        let colon = endpoint.lastIndex(of: ":") ?? endpoint.endIndex
        var host = String(endpoint[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let port = colon < endpoint.endIndex ? Int(endpoint[endpoint.index(after: colon)...]) ?? 0 : 0
        return (host, port)
    }

    /// The first key-value of a range answer, decoded.
    private static func first(of response: EtcdGateway.RangeResponse) throws(EtcdError) -> (bytes: [UInt8], modRevision: Int64)? {
        guard let kv = response.kvs?.first else { return nil }
        guard let modRevision = kv.modRevision.flatMap({ Int64($0) }) else {
            throw .refused("etcd's answer named no revision for the key")
        }
        // An empty value is left out of the answer.
        guard let text = kv.value else { return ([], modRevision) }
        guard let data = Data(base64Encoded: text) else { throw .refused("etcd's answer held a value that is not base64") }
        return (Array(data), modRevision)
    }
}
