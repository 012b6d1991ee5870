import CCurl
import EtcdLink
import Glibc

/// TLS for the members: the PEM files given, read and checked before any
/// connection, and handed to libcurl as bytes. libcurl (with OpenSSL)
/// checks that a member's certificate is for the host the address names:
/// a name must be one it names as a DNS name, an IP address one it names
/// as an IP address.
///
/// The files are read here, not by libcurl from their paths: only a regular
/// file is read (the helper's standard input is its request pipe, so
/// `--cacert /dev/stdin` would read the requests, and a FIFO or a device
/// would hang or never end), and at most ``fileLimit`` of it.
struct EtcdTLS: Sendable {
    /// The bytes of each file given.
    struct Files: Sendable {
        var ca: [UInt8]?
        var certificate: [UInt8]?
        var key: [UInt8]?
    }

    let files: Files

    /// The most a PEM file of certificates or a key may hold: 1 MiB, far above any real one.
    static let fileLimit = 1 << 20

    init(settings: EtcdSettings) throws(EtcdError) {
        var files = Files()
        if let ca = settings.caFile { files.ca = try Self.certificates(ca, option: "--cacert") }
        if let cert = settings.certFile { files.certificate = try Self.certificates(cert, option: "--cert") }
        if let key = settings.keyFile {
            let bytes = try Self.read(key, option: "--key")
            guard bytes.withUnsafeBytes({ settings_pem_has_private_key($0.baseAddress, Int32($0.count)) }) == 1 else {
                throw .refused("--key \(key) holds no private key in PEM form that could be read (one without a pass phrase)")
            }
            files.key = bytes
        }
        if (files.certificate == nil) != (files.key == nil) {
            throw .refused("the TLS files given could not be used: --cert and --key go together, a certificate with its key")
        }
        self.files = files
    }

    /// The bytes of the PEM file of certificates at `path`, given to `option`.
    private static func certificates(_ path: String, option: String) throws(EtcdError) -> [UInt8] {
        let bytes = try read(path, option: option)
        guard bytes.withUnsafeBytes({ settings_pem_certificate_count($0.baseAddress, Int32($0.count)) }) > 0 else {
            throw .refused("\(option) \(path) holds no certificate in PEM form that could be read")
        }
        return bytes
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
