import NIOCore
import NIOPosix
import NIOSSL
import Glibc

/// Why one request to a member failed, in a few words: the system's for a
/// refused or unreachable connection, TLS's reason for a failed handshake —
/// never SwiftNIO's whole record of the attempt, a Swift type's name, or the
/// path of a source file the TLS library was built from.
enum EtcdFailureText {
    static func words(for error: Error) -> String {
        if let failure = error as? NIOConnectionError {
            if let io = failure.connectionErrors.first?.error as? IOError { return system(io.errnoCode) }
            return "its name could not be resolved"
        }
        if let io = error as? IOError { return system(io.errnoCode) }
        if let channel = error as? ChannelError {
            if case .connectTimeout = channel { return "no connection within the timeout" }
            return "the connection closed before the answer ended"
        }
        if error is GatewayTooLarge { return "it answered with more than 64 MiB, more than any document needs" }
        if let other = error as? EtcdTLS.CertificateNotForHost {
            return "its TLS certificate is not for \(other.host) (it names no such host name)"
        }
        if let tls = error as? NIOSSLExtraError, tls == .failedToValidateHostname {
            return "its TLS certificate is not for the host named in the address"
        }
        if let tls = error as? NIOSSLError {
            switch tls {
            case .handshakeFailed(let reason): return "the TLS handshake failed: \(reasons(reason))"
            case .uncleanShutdown: return "the TLS connection closed before the answer ended"
            case .failedToLoadCertificate: return "a certificate could not be read"
            case .failedToLoadPrivateKey: return "the private key could not be read"
            default: return "TLS failed"
            }
        }
        if let stack = error as? BoringSSLError { return "TLS failed: \(reasons(stack))" }
        return "the request failed"
    }

    private static func system(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The reasons a TLS error carries, as words ("certificate verify
    /// failed"), without the file and line it was raised at.
    private static func reasons(_ error: BoringSSLError) -> String {
        let stack: NIOBoringSSLErrorStack
        switch error {
        case .sslError(let errors), .unknownError(let errors), .invalidSNIName(let errors), .failedToSetALPN(let errors): stack = errors
        default: return "the TLS library gave no reason"
        }
        let words = stack.map { entry -> String in
            // "Error: N error:1000007d:SSL routines:OPENSSL_internal:REASON at FILE:LINE"
            let text = "\(entry)"
            let before = text.firstRange(of: " at ").map { String(text[..<$0.lowerBound]) } ?? text
            let reason = before.split(separator: ":").last.map(String.init) ?? before
            return reason.replacing("_", with: " ").lowercased()
        }
        return words.isEmpty ? "the TLS library gave no reason" : words.joined(separator: "; ")
    }
}
