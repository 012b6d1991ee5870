import EtcdLink
import NIOCore
import NIOSSL
import Glibc

/// TLS for the members: the context built from the PEM files given, and
/// the check that a member's certificate is for the host the address names.
///
/// The files are read here, not by NIOSSL from their paths: only a regular
/// file is read (the helper's standard input is its request pipe, so
/// `--cacert /dev/stdin` would read the requests, and a FIFO or a device
/// would hang or never end), and at most ``fileLimit`` of it.
struct EtcdTLS: Sendable {
    let context: NIOSSLContext

    /// The most a PEM file of certificates or a key may hold: 1 MiB, far above any real one.
    static let fileLimit = 1 << 20

    init(settings: EtcdSettings) throws(EtcdError) {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if let ca = settings.caFile {
            configuration.trustRoots = .certificates(try Self.certificates(ca, option: "--cacert"))
        }
        if let cert = settings.certFile {
            configuration.certificateChain = try Self.certificates(cert, option: "--cert").map { .certificate($0) }
        }
        if let key = settings.keyFile {
            let bytes = try Self.read(key, option: "--key")
            guard let parsed = try? NIOSSLPrivateKey(bytes: bytes, format: .pem) else {
                throw .refused("--key \(key) holds no private key in PEM form that could be read")
            }
            configuration.privateKey = .privateKey(parsed)
        }
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .refused("the TLS files given (--cacert, --cert, --key) could not be used: \(EtcdFailureText.words(for: error))")
        }
    }

    /// The handler that speaks TLS to `host`: a name is sent (SNI) and must
    /// be one the certificate names as a DNS name; an IP address is sent as
    /// no name and must be one the certificate names as an IP address.
    func handler(for host: String) throws -> NIOSSLClientHandler {
        let isAddress = Self.isIPAddress(host)
        // NIOSSL's own check passes a certificate that names the IP address
        // the connection reached, whatever name was asked for (a certificate
        // for IP:127.0.0.1 would do for etcd://vm:2379); this second check,
        // run before any byte of the request is sent, asks for the name itself.
        return try NIOSSLClientHandler._makeSSLClientHandler(context: context, serverHostname: isAddress ? nil : host) { certificate, channel in
            guard isAddress || Self.names(certificate, host: host) else {
                return channel.eventLoop.makeFailedFuture(CertificateNotForHost(host: host))
            }
            return channel.eventLoop.makeSucceededVoidFuture()
        }
    }

    /// A member's certificate that does not name the host connected to.
    struct CertificateNotForHost: Error {
        let host: String
    }

    /// Whether `host` is written as an IP address (IPv4 or IPv6), not a name.
    static func isIPAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// Whether `certificate` names `host` as a DNS name: the same name
    /// (letters in either case, a final dot aside), or a wildcard
    /// `*.example.org` for one label of it.
    static func names(_ certificate: NIOSSLCertificate, host: String) -> Bool {
        let wanted = host.lowercased().hasSuffix(".") ? String(host.lowercased().dropLast()) : host.lowercased()
        for name in certificate._subjectAlternativeNames() where name.nameType == .dnsName {
            var dns = String(decoding: Array(name.contents), as: UTF8.self).lowercased()
            if dns.hasSuffix(".") { dns.removeLast() }
            if dns == wanted { return true }
            if dns.hasPrefix("*."), let dot = wanted.firstIndex(of: "."), wanted[..<dot].count > 0, wanted[dot...] == dns.dropFirst() {
                return true
            }
        }
        return false
    }

    private static func certificates(_ path: String, option: String) throws(EtcdError) -> [NIOSSLCertificate] {
        let bytes = try read(path, option: option)
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(bytes), !certificates.isEmpty else {
            throw .refused("\(option) \(path) holds no certificate in PEM form that could be read")
        }
        return certificates
    }

    /// The bytes of the regular file at `path`, given to `option`.
    static func read(_ path: String, option: String) throws(EtcdError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO does not wait for a writer; a
        // regular file reads the same either way.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw .refused("\(option) \(path) could not be opened: \(String(cString: strerror(errno)).lowercased())")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .refused("\(option) \(path) is not a regular file (a pipe, a device or a folder): give the path of a PEM file")
        }
        guard status.st_size <= fileLimit else {
            throw .refused("\(option) \(path) is over 1 MiB, more than any PEM file of certificates or a key holds")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .refused("\(option) \(path) could not be read: \(String(cString: strerror(errno)).lowercased())") }
            if count == 0 { break }
            filled += count
        }
        guard filled <= fileLimit else {
            throw .refused("\(option) \(path) is over 1 MiB, more than any PEM file of certificates or a key holds")
        }
        return Array(bytes[..<filled])
    }
}
