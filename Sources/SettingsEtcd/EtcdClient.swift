#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EtcdLink
import Synchronization

/// A client of etcd's v3 JSON gateway, for the few requests a values
/// document needs: read a key, write it in a transaction that compares its
/// revision, and watch it. Every request has a deadline; when a member does
/// not answer (refused, down, too slow, shutting down) the next endpoint is
/// tried, and the one that answered is tried first next time. A password
/// is sent only to authenticate and never appears in a message.
///
/// Synchronous on purpose: the helper answers one request at a time, each
/// a libcurl transfer run on the thread that asked (``GatewayTransfer``).
package final class EtcdClient: Sendable {
    package let address: EtcdAddress
    let settings: EtcdSettings
    private let tls: EtcdTLS?
    private let waiting: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// What one request leaves for the next.
    private struct State {
        var preferred = 0
        var token: String?
    }

    /// A client of the members `address` names, configured by `settings`;
    /// `waiting` is told the endpoint of a member that has not answered
    /// within ``waitingAfter`` (the request goes on waiting for it). A
    /// refusal when a TLS file can't be read.
    package init(address: EtcdAddress, settings: EtcdSettings, waiting: @escaping @Sendable (String) -> Void = { _ in }) throws(EtcdError) {
        self.address = address
        self.settings = settings
        self.waiting = waiting
        tls = settings.usesTLS ? try EtcdTLS(settings: settings) : nil
    }

    /// Seconds a member may take before the person is told it is being waited for.
    static let waitingAfter = 1.0

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
        let response: EtcdGateway.TxnResponse
        let delivery = Delivery()
        do throws(EtcdError) {
            response = try call("/v3/kv/txn", request, delivery: delivery)
        } catch {
            guard case .unavailable(let reason) = error else { throw error }
            // No connection was made: the request reached no member.
            guard delivery.mayHaveArrived else { throw .unavailable(reason + "; nothing was written") }
            // No answer came, but a member may have applied the write before
            // its answer was lost: the key, read back, tells.
            return try outcomeReadBack(key, value: value, expecting: expecting, reason: reason)
        }
        if response.succeeded == true {
            guard let revision = response.header?.revision.flatMap({ Int64($0) }) else { throw malformed() }
            return .written(revision: revision)
        }
        let current = try response.responses?.first?.responseRange.flatMap { range throws(EtcdError) in try Self.first(of: range) }
        // The key holding this very value, changed since the revision
        // expected, is this write applied by a member whose answer was lost
        // (the request then went on to another member, which found the key
        // changed — by this write).
        if let current, current.bytes == value, Self.isAfter(current.modRevision, expecting) { return .written(revision: current.modRevision) }
        return .conflict(revision: current?.modRevision)
    }

    /// The outcome of a write no member answered, from the key read back:
    /// written when it holds `value` at a revision after the one expected,
    /// a conflict when it changed otherwise, and still unavailable (nothing
    /// written) when it is as it was, or can't be read either.
    private func outcomeReadBack(_ key: String, value: [UInt8], expecting: LinkExpectation, reason: String) throws(EtcdError) -> PutOutcome {
        let now: Range
        do throws(EtcdError) { now = try get(key) } catch {
            throw .unavailable(reason + "; reading the key back to see whether the write was applied failed too, so whether it was written is unknown")
        }
        if let current = now.value, current.bytes == value, Self.isAfter(current.modRevision, expecting) { return .written(revision: current.modRevision) }
        switch (expecting, now.value) {
        case (.revision(let revision), let current?) where current.modRevision == revision: throw .unavailable(reason + "; nothing was written")
        case (.absent, nil), (.anything, _): throw .unavailable(reason + "; nothing was written")
        case (_, let current): return .conflict(revision: current?.modRevision)
        }
    }

    /// Whether `revision` is later than the one a write expected.
    private static func isAfter(_ revision: Int64, _ expecting: LinkExpectation) -> Bool {
        if case .revision(let expected) = expecting { return revision > expected }
        return true
    }

    /// Follows changes to `key` made after `revision`, at one member after
    /// another while they fail; `changed` gets each change's revision.
    package func watch(_ key: String, after revision: Int64, changed: @escaping @Sendable (Int64) -> Void) -> EtcdWatch {
        let watch = EtcdWatch(client: self, key: key, after: revision, changed: changed)
        watch.start()
        return watch
    }

    /// Runs a watch's stream at the endpoint `index` until it ends or
    /// `cancel` stops it: each line of the answer goes to `line`.
    func streamWatch(endpoint index: Int, key: String, after revision: Int64, cancel: GatewayCancel, line: @escaping ([UInt8]) -> Void) {
        let request = EtcdGateway.WatchRequest(createRequest: EtcdGateway.WatchCreate(key: Self.base64(key), startRevision: String(revision + 1)))
        guard let json = try? Self.encoder.encode(request) else { return }
        let token = state.withLock { $0.token }
        let transfer = GatewayTransfer(endpoint: address.endpoints[index % address.endpoints.count], path: "/v3/watch", body: Array(json), token: token,
                                       tls: tls?.files, timeout: settings.timeout, deadline: false, line: line, cancel: cancel)
        _ = try? transfer.run()
    }

    // MARK: - Transport

    /// Posts `body` to `path` (authenticating first when a user is given); the decoded answer.
    private func call<Answer: Decodable>(_ path: String, _ body: some Encodable, delivery: Delivery? = nil) throws(EtcdError) -> Answer {
        if settings.user != nil, state.withLock({ $0.token }) == nil { try authenticate() }
        guard let json = try? Self.encoder.encode(body) else { throw malformed() }
        var answer = try post(path, Array(json), delivery: delivery)
        if answer.status != 200, settings.user != nil, Self.text(of: answer).contains("invalid auth token") {
            // A token that expired (or was issued by a restarted member) is asked for again, once.
            try authenticate()
            answer = try post(path, Array(json), delivery: delivery)
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
    /// first answer (any status but a member's "unavailable"), or why none
    /// came, naming every endpoint tried with its own reason.
    private func post(_ path: String, _ json: [UInt8], delivery: Delivery? = nil) throws(EtcdError) -> GatewayAnswer {
        let (start, token) = state.withLock { ($0.preferred, $0.token) }
        let count = address.endpoints.count
        var problems: [String] = []
        for step in 0..<count {
            let index = (start + step) % count
            let endpoint = address.endpoints[index]
            var transfer = GatewayTransfer(endpoint: endpoint, path: path, body: json, token: token, tls: tls?.files, timeout: settings.timeout, deadline: true)
            transfer.waiting = { [waiting] in waiting(endpoint) }
            do throws(GatewayFailure) {
                let answer = try transfer.run()
                // A member shutting down, or cut off from the others, answers 5xx (or gRPC's
                // "unavailable"): another member may serve the request.
                let code = answer.status == 200 ? nil : (try? JSONDecoder().decode(EtcdGateway.Failure.self, from: Data(answer.body)))?.code
                if answer.status >= 500 || EtcdGateway.unavailableCodes.contains(code ?? 0) {
                    problems.append("\(endpoint) can't serve now (\(Self.text(of: answer)))")
                    continue
                }
                state.withLock { $0.preferred = index }
                return answer
            } catch {
                switch error {
                case .deadlinePassed:
                    delivery?.mayHaveArrived = true
                    problems.append("\(endpoint) gave no answer within \(Self.seconds(settings.timeout))")
                case .broken(let words):
                    delivery?.mayHaveArrived = true
                    problems.append("\(endpoint): \(words)")
                case .notSent(let words):
                    problems.append("\(endpoint): \(words)")
                }
            }
        }
        throw .unavailable("could not reach etcd for \(address.text): \(problems.joined(separator: "; "))")
    }

    /// Whether a request may have reached a member though no answer came
    /// (it timed out, or the connection closed mid-answer).
    private final class Delivery {
        var mayHaveArrived = false
    }

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

    private func malformed() -> EtcdError {
        .refused("etcd's answer for \(address.text) could not be read")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func base64(_ key: String) -> String { Data(key.utf8).base64EncodedString() }

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
