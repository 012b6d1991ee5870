import CCurl
import Glibc

/// One POST to a member over a connection of its own, through libcurl:
/// HTTP/1.1, TLS when given, the connection's and the answer's deadlines.
/// Collects the answer's body (a unary call) or, for a stream such as a
/// watch, hands each line of a successful answer to `line` as it comes.
///
/// libcurl, from the system, rather than SwiftNIO with swift-nio-ssl: the
/// same HTTP/1.1 and TLS, without compiling BoringSSL's 409 C files, which
/// were half of a fresh build's time.
struct GatewayTransfer {
    /// `HOST:PORT`, as the address names it.
    let endpoint: String
    let path: String
    let body: [UInt8]
    let token: String?
    let tls: EtcdTLS.Files?
    /// Seconds to connect, and with `deadline`, for the whole exchange.
    let timeout: Double
    let deadline: Bool
    /// Told once, when the answer has not ended after ``EtcdClient/waitingAfter`` (with `deadline` only).
    var waiting: (() -> Void)?
    /// Each line of a stream's successful answer; nil for a unary call.
    var line: (([UInt8]) -> Void)?
    var cancel: GatewayCancel?

    /// The most of an answer kept: a document fits etcd's request limit, far below.
    static let answerLimit = 64 << 20

    /// libcurl's global state, set up once before any transfer.
    private static let ready: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Runs the exchange to its end: the answer, or why none came.
    func run() throws(GatewayFailure) -> GatewayAnswer {
        guard Self.ready else { throw .notSent("the HTTP library could not start") }
        guard let url = url() else { throw .notSent("its host is not one a URL can name") }
        defer { curl_url_cleanup(url) }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        // "Expect:" sends no `Expect: 100-continue` (a round trip more for a body over 1 KiB).
        for header in ["Content-Type: application/json", "Expect:"] + (token.map { ["Authorization: \($0)"] } ?? []) {
            headers = curl_slist_append(headers, header)
        }
        let errors = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        defer { errors.deallocate() }
        errors.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        // The handle goes first (deferred last), before what it points to.
        guard let easy = curl_easy_init() else { throw .notSent("the HTTP library could not start") }
        let receiver = Receiver(easy: easy, line: line)
        let context = Unmanaged.passRetained(receiver)
        defer { context.release() }
        defer { curl_easy_cleanup(easy) }

        var set = [
            settings_curl_set_pointer(easy, CURLOPT_CURLU, UnsafeMutableRawPointer(url)),
            settings_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errors),
            settings_curl_set_long(easy, CURLOPT_NOSIGNAL, 1),
            // The members are reached directly (the helper starts with no environment, and
            // so no proxy variable; nor would one be used).
            settings_curl_set_string(easy, CURLOPT_PROXY, ""),
            // HTTP/1.1 even over TLS: etcd answers HTTP/2 as gRPC, not as its JSON gateway.
            settings_curl_set_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)),
            settings_curl_set_pointer(easy, CURLOPT_HTTPHEADER, headers),
            settings_curl_set_long(easy, CURLOPT_POST, 1),
            settings_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)),
            // Copied by libcurl: the bytes need not outlive this call.
            body.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { settings_curl_set_string(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) } },
            settings_curl_set_receiver(easy, Self.receive, context.toOpaque()),
            settings_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(timeout)),
            settings_curl_set_long(easy, CURLOPT_TIMEOUT_MS, deadline ? Self.milliseconds(timeout) : 0),
        ]
        if let tls {
            if let ca = tls.ca { set.append(ca.withUnsafeBytes { settings_curl_set_blob(easy, CURLOPT_CAINFO_BLOB, $0.baseAddress, $0.count) }) }
            if let certificate = tls.certificate {
                set.append(certificate.withUnsafeBytes { settings_curl_set_blob(easy, CURLOPT_SSLCERT_BLOB, $0.baseAddress, $0.count) })
            }
            if let key = tls.key { set.append(key.withUnsafeBytes { settings_curl_set_blob(easy, CURLOPT_SSLKEY_BLOB, $0.baseAddress, $0.count) }) }
        }
        guard set.allSatisfy({ $0 == CURLE_OK }) else { throw .notSent("the HTTP library refused the request's settings") }

        let result = perform(easy)
        if receiver.tooLarge { throw .broken("it answered with more than 64 MiB, more than any document needs") }
        guard result == CURLE_OK else { throw failure(result, easy: easy, message: String(cString: errors)) }
        return GatewayAnswer(status: UInt(max(0, settings_curl_info_long(easy, CURLINFO_RESPONSE_CODE))), body: receiver.collected)
    }

    /// The request's URL, its host set apart so that no character of it can
    /// be read as a user, a port or a path; nil when it is not a host.
    private func url() -> OpaquePointer? {
        guard let url = curl_url() else { return nil }
        let colon = endpoint.lastIndex(of: ":") ?? endpoint.endIndex
        let host = String(endpoint[..<colon])
        let port = colon < endpoint.endIndex ? String(endpoint[endpoint.index(after: colon)...]) : ""
        let parts: [(CURLUPart, String)] = [(CURLUPART_SCHEME, tls == nil ? "http" : "https"), (CURLUPART_HOST, host), (CURLUPART_PORT, port), (CURLUPART_PATH, path)]
        guard parts.allSatisfy({ curl_url_set(url, $0.0, $0.1, 0) == CURLUE_OK }) else {
            curl_url_cleanup(url)
            return nil
        }
        return url
    }

    /// Runs the transfer, telling `waiting` when it is due and ending at once when cancelled.
    private func perform(_ easy: UnsafeMutableRawPointer) -> CURLcode {
        guard let multi = curl_multi_init() else { return CURLE_OUT_OF_MEMORY }
        defer { curl_multi_cleanup(multi) }
        guard curl_multi_add_handle(multi, easy) == CURLM_OK else { return CURLE_OUT_OF_MEMORY }
        defer { curl_multi_remove_handle(multi, easy) }
        if let cancel {
            guard cancel.attach(multi) else { return CURLE_ABORTED_BY_CALLBACK }
        }
        defer { cancel?.detach() }
        let clock = ContinuousClock()
        let tellAt = deadline && waiting != nil && timeout > EtcdClient.waitingAfter ? clock.now + .seconds(EtcdClient.waitingAfter) : nil
        var told = false
        var running: Int32 = 1
        while true {
            guard curl_multi_perform(multi, &running) == CURLM_OK else { return CURLE_RECV_ERROR }
            if running == 0 { return settings_curl_multi_result(multi) }
            if cancel?.isCancelled == true { return CURLE_ABORTED_BY_CALLBACK }
            var wait = 1000
            if let tellAt, !told {
                let left = clock.now.duration(to: tellAt)
                if left <= .zero {
                    told = true
                    waiting?()
                } else {
                    wait = min(wait, Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000) + 1)
                }
            }
            _ = curl_multi_poll(multi, nil, 0, Int32(wait), nil)
        }
    }

    /// Why the transfer ended in `result`, and whether the request may have been sent.
    private func failure(_ result: CURLcode, easy: UnsafeMutableRawPointer, message: String) -> GatewayFailure {
        let connected = settings_curl_info_size(easy, CURLINFO_CONNECT_TIME_T) > 0
        // Over TLS nothing is sent before the handshake ends.
        let mayHaveSent = connected && (tls == nil || settings_curl_info_size(easy, CURLINFO_APPCONNECT_TIME_T) > 0)
        let words = EtcdFailureText.words(for: result, osError: Int32(settings_curl_info_long(easy, CURLINFO_OS_ERRNO)), message: message,
                                          host: String(endpoint[..<(endpoint.lastIndex(of: ":") ?? endpoint.endIndex)]))
        if result == CURLE_OPERATION_TIMEDOUT && connected { return .deadlinePassed }
        return mayHaveSent ? .broken(words) : .notSent(words)
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        Int((seconds * 1000).rounded(.up))
    }

    /// libcurl's write callback: hands the bytes to the transfer's receiver.
    private static let receive: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { bytes, size, count, context in
        guard let context else { return 0 }
        let receiver = Unmanaged<Receiver>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard let bytes else { return length }
        return receiver.take(UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }

    /// The answer's bytes as they come, on the thread that runs the transfer.
    private final class Receiver {
        let easy: UnsafeMutableRawPointer
        let line: (([UInt8]) -> Void)?
        var collected: [UInt8] = []
        var tooLarge = false

        init(easy: UnsafeMutableRawPointer, line: (([UInt8]) -> Void)?) {
            self.easy = easy
            self.line = line
        }

        /// Keeps `bytes`; false (the transfer ends) past the limit.
        func take(_ bytes: UnsafeRawBufferPointer) -> Bool {
            collected += bytes
            // A stream's messages come one to a line; only a piece holding a
            // newline can end one (a change of a large document comes in many).
            if let line, bytes.contains(UInt8(ascii: "\n")), settings_curl_info_long(easy, CURLINFO_RESPONSE_CODE) == 200 {
                var start = collected.startIndex
                while let end = collected[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    line(Array(collected[start..<end]))
                    start = end + 1
                }
                collected.removeSubrange(..<start)
            }
            if collected.count > GatewayTransfer.answerLimit {
                tooLarge = true
                return false
            }
            return true
        }
    }
}
