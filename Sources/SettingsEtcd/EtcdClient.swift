import AsyncHTTPClient
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NIOCore
import NIOSSL
import SettingsFiles
import Synchronization

/// A client of etcd's v3 JSON gateway, for the few requests a values
/// document needs: read a key, and write it in a transaction that compares
/// its revision. Every request has a deadline; when a member does not
/// answer (refused, down, too slow) the next endpoint is tried, and the one
/// that answered is tried first next time. A password is sent only to
/// authenticate and never appears in a message.
///
/// Synchronous on purpose: the tool is, and each call waits on
/// ``BlockingWait`` for its answer.
public final class EtcdClient: Sendable {
    public let address: EtcdAddress
    let settings: EtcdSettings
    private let http: HTTPClient
    private let state = Mutex(State())

    /// What one request leaves for the next.
    private struct State {
        var preferred = 0
        var token: String?
    }

    /// A client of the members `address` names, configured by `settings`;
    /// a refusal when a TLS file can't be read.
    public init(address: EtcdAddress, settings: EtcdSettings) throws(StorageError) {
        self.address = address
        self.settings = settings
        var configuration = HTTPClient.Configuration()
        if settings.usesTLS {
            var tls = TLSConfiguration.makeClientConfiguration()
            do {
                if let ca = settings.caFile { tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(ca)) }
                if let cert = settings.certFile { tls.certificateChain = try NIOSSLCertificate.fromPEMFile(cert).map { .certificate($0) } }
                if let key = settings.keyFile { tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)) }
            } catch {
                throw .refused("could not read the TLS files given (--cacert, --cert, --key): \(error)")
            }
            configuration.tlsConfiguration = tls
        }
        let milliseconds = Int64(settings.timeout * 1000)
        configuration.timeout = .init(connect: .milliseconds(milliseconds), read: .milliseconds(milliseconds))
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    deinit {
        try? http.syncShutdown()
    }

    // MARK: - Requests

    /// The key's value and modification revision; nil when it does not exist.
    public func get(_ key: String) throws(StorageError) -> (value: [UInt8], modRevision: Int64)? {
        let response: EtcdGateway.RangeResponse = try call("/v3/kv/range", EtcdGateway.RangeRequest(key: Self.base64(key)))
        return try Self.first(of: response)
    }

    /// The outcome of ``put(_:value:expecting:)``.
    public enum PutOutcome: Sendable, Equatable {
        /// Written; the key's new modification revision.
        case written(revision: Int64)
        /// The key was not at the revision expected: it is now at `revision` (nil: it does not exist).
        case conflict(revision: Int64?)
    }

    /// What a write expects to find.
    public enum Expectation: Sendable, Equatable {
        /// Anything: the write overwrites.
        case anything
        /// No such key yet.
        case absent
        /// The key at this modification revision.
        case revision(Int64)
    }

    /// Writes `value` at `key` in one transaction that first compares the
    /// key with `expecting`.
    public func put(_ key: String, value: [UInt8], expecting: Expectation) throws(StorageError) -> PutOutcome {
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
        let current = try response.responses?.first?.responseRange.flatMap { range throws(StorageError) in try Self.first(of: range) }
        return .conflict(revision: current?.modRevision)
    }

    // MARK: - Transport

    /// Posts `body` to `path`, trying each endpoint in turn; the decoded answer.
    private func call<Body: Encodable & Sendable, Answer: Decodable & Sendable>(_ path: String, _ body: Body) throws(StorageError) -> Answer {
        let budget = settings.timeout * Double(address.endpoints.count + 1) + 1
        let result = BlockingWait.run(seconds: budget) { [self] in await send(path, body, reauthenticated: false) as Result<Answer, StorageError> }
        guard let result else { throw unreachable("no answer within \(Self.seconds(budget))") }
        return try result.get()
    }

    private func send<Body: Encodable & Sendable, Answer: Decodable & Sendable>(
        _ path: String, _ body: Body, reauthenticated: Bool
    ) async -> Result<Answer, StorageError> {
        if settings.user != nil, state.withLock({ $0.token }) == nil {
            if case .failure(let error) = await authenticate() { return .failure(error) }
        }
        let answer = await post(path, body)
        switch answer {
        case .failure(let error): return .failure(error)
        case .success((let status, let bytes)):
            if status == 200 { return decode(bytes) }
            let failure = try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(bytes))
            let text = failure?.message ?? failure?.error ?? "HTTP status \(status)"
            // A token that expired (or was issued by a restarted member) is asked for again, once.
            if settings.user != nil, !reauthenticated, text.contains("invalid auth token") {
                state.withLock { $0.token = nil }
                return await send(path, body, reauthenticated: true)
            }
            if failure?.code == 16 || text.contains("user name is empty") || text.contains("permission denied") {
                return .failure(.refused("etcd refused the request for \(address.text): \(text); give --user and a password (--password-file or \(Self.passwordVariable))"))
            }
            return .failure(.refused("etcd refused the request for \(address.text): \(text)"))
        }
    }

    /// The environment variable a password may be given in.
    public static let passwordVariable = "SETTINGS_SHELL_ETCD_PASSWORD"

    /// Asks for a token with the user and password.
    private func authenticate() async -> Result<Void, StorageError> {
        let request = EtcdGateway.AuthRequest(name: settings.user ?? "", password: settings.password ?? "")
        switch await post("/v3/auth/authenticate", request) {
        case .failure(let error): return .failure(error)
        case .success((let status, let bytes)):
            if status == 200, let token = (try? JSONDecoder().decode(EtcdGateway.AuthResponse.self, from: Data(bytes)))?.token {
                state.withLock { $0.token = token }
                return .success(())
            }
            let failure = try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(bytes))
            let text = failure?.message ?? failure?.error ?? "HTTP status \(status)"
            return .failure(.refused("etcd refused user \(settings.user ?? ""): \(text)"))
        }
    }

    /// Posts to the endpoints in turn, from the one that answered last; the
    /// first answer (any status but a member's "unavailable"), or why none came.
    private func post(_ path: String, _ body: some Encodable & Sendable) async -> Result<(UInt, [UInt8]), StorageError> {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let json = try? encoder.encode(body) else { return .failure(malformed()) }
        let (start, token) = state.withLock { ($0.preferred, $0.token) }
        let count = address.endpoints.count
        var lastProblem = ""
        for step in 0..<count {
            let index = (start + step) % count
            var request = HTTPClientRequest(url: (settings.usesTLS ? "https://" : "http://") + address.endpoints[index] + path)
            request.method = .POST
            request.headers.add(name: "Content-Type", value: "application/json")
            if let token { request.headers.add(name: "Authorization", value: token) }
            request.body = .bytes(ByteBuffer(bytes: json))
            do {
                let response = try await http.execute(request, deadline: .now() + .milliseconds(Int64(settings.timeout * 1000)))
                let buffer = try await response.body.collect(upTo: Self.answerLimit)
                let bytes = Array(buffer.readableBytesView)
                // A member shutting down, or cut off from the others, answers 5xx (or gRPC's
                // "unavailable"): another member may serve the request.
                if response.status.code >= 500
                    || (response.status.code != 200
                        && EtcdGateway.unavailableCodes.contains((try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(bytes)))?.code ?? 0)) {
                    lastProblem = "\(address.endpoints[index]) can't serve now"
                    continue
                }
                state.withLock { $0.preferred = index }
                return .success((response.status.code, bytes))
            } catch {
                lastProblem = "\(address.endpoints[index]): \(error)"
            }
        }
        return .failure(unreachable(lastProblem))
    }

    /// The most of an answer read: a document fits etcd's request limit, far below.
    private static let answerLimit = 64 << 20

    private func decode<Answer: Decodable>(_ bytes: [UInt8]) -> Result<Answer, StorageError> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let answer = try? decoder.decode(Answer.self, from: Data(bytes)) else { return .failure(malformed()) }
        return .success(answer)
    }

    // MARK: - Wording and encoding

    private func unreachable(_ detail: String) -> StorageError {
        .unavailable("could not reach etcd at \(address.endpoints.joined(separator: ", ")) (\(detail)); nothing was written")
    }

    private func malformed() -> StorageError {
        .refused("etcd's answer for \(address.text) could not be read")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func base64(_ key: String) -> String { Data(key.utf8).base64EncodedString() }

    /// The first key-value of a range answer, decoded.
    private static func first(of response: EtcdGateway.RangeResponse) throws(StorageError) -> (value: [UInt8], modRevision: Int64)? {
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
