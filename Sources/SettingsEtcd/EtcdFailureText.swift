import CCurl
import Glibc

/// Why one request to a member failed, in a few words: the system's for a
/// refused or unreachable connection, TLS's reason for a failed handshake —
/// never libcurl's error number or its whole message with OpenSSL's codes.
enum EtcdFailureText {
    /// The words for a transfer to `host` that ended in `result`; `osError`
    /// is the system's error number of a failed connection, `message`
    /// libcurl's own description.
    static func words(for result: CURLcode, osError: Int32, message: String, host: String) -> String {
        switch result {
        case CURLE_COULDNT_RESOLVE_HOST:
            return "its name could not be resolved"
        case CURLE_COULDNT_CONNECT:
            return osError != 0 ? system(osError) : "no connection could be made"
        case CURLE_OPERATION_TIMEDOUT:
            return "no connection within the timeout"
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            if message.contains("SSL") { return "the TLS connection failed: \(tlsReason(message))" }
            return "the connection closed before the answer ended"
        case CURLE_PEER_FAILED_VERIFICATION:
            // "SSL: no alternative certificate subject name matches target host name 'vm'"
            if message.contains("target host name") {
                return "its TLS certificate is not for \(host) (it names no such host name)"
            }
            return "its TLS certificate could not be trusted: \(tlsReason(message))"
        case CURLE_SSL_CONNECT_ERROR:
            return "the TLS handshake failed: \(tlsReason(message))"
        case CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            return "the TLS files given (--cacert, --cert, --key) could not be used: \(tlsReason(message))"
        default:
            return "the request failed: \(tlsReason(message))"
        }
    }

    private static func system(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// OpenSSL's reason in a message of libcurl's, as words: "OpenSSL
    /// SSL_read: error:0A00045C:SSL routines::tlsv13 alert certificate
    /// required, errno 0" is "tlsv13 alert certificate required"; "SSL
    /// certificate problem: unable to get local issuer certificate" is
    /// "unable to get local issuer certificate".
    static func tlsReason(_ message: String) -> String {
        var reason = Substring(message)
        if let codes = reason.firstRange(of: "error:") {
            reason = reason[codes.upperBound...]
            if let last = reason.lastIndex(of: ":") { reason = reason[reason.index(after: last)...] }
        } else if let colon = reason.lastIndex(of: ":") {
            reason = reason[reason.index(after: colon)...]
        }
        if let errno = reason.firstRange(of: ", errno") { reason = reason[..<errno.lowerBound] }
        reason = reason.drop(while: \.isWhitespace)
        while reason.last?.isWhitespace == true { reason.removeLast() }
        let words = reason.replacing("_", with: " ").lowercased()
        return words.isEmpty ? "no reason given" : words
    }
}
