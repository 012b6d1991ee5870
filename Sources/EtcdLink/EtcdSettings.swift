/// How to reach etcd: the deadline of every request, the user and password
/// (the password read from a file or the environment, never from the
/// command line) and TLS files.
public struct EtcdSettings: Sendable, Equatable {
    /// Seconds each request may take before the next endpoint is tried.
    public var timeout: Double
    package var user: String?
    public var password: String?
    /// PEM files: the certificate authority that signed the members', and
    /// this client's own certificate and key.
    package var caFile: String?
    package var certFile: String?
    package var keyFile: String?

    /// The default deadline of a request, in seconds.
    public static let defaultTimeout = 5.0
    /// The longest deadline a request may be given, in seconds: an hour.
    public static let maxTimeout = 3600.0

    /// Whether `seconds` can be a request's deadline: a finite number above
    /// 0 and at most ``maxTimeout`` (`inf`, `nan` or `1e300` can't become a
    /// timer, and a wait of years is no deadline).
    public static func isTimeout(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds > 0 && seconds <= maxTimeout
    }

    /// The environment variable a password may be given in.
    public static let passwordVariable = "SETTINGS_SHELL_ETCD_PASSWORD"

    /// The most etcd takes in one request by default (its `--max-request-bytes`).
    public static let requestLimit = 1_572_864
    /// Room in a request for the key and the transaction around the value.
    public static let requestOverhead = 512

    public init(timeout: Double = defaultTimeout, user: String? = nil, password: String? = nil,
                caFile: String? = nil, certFile: String? = nil, keyFile: String? = nil) {
        self.timeout = timeout
        self.user = user
        self.password = password
        self.caFile = caFile
        self.certFile = certFile
        self.keyFile = keyFile
    }

    /// Whether requests go over TLS (any TLS file given).
    public var usesTLS: Bool { caFile != nil || certFile != nil || keyFile != nil }
}
