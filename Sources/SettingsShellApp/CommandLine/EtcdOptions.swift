@_spi(SettingsShell) import SettingsKit

/// The options of a values document kept in etcd (`--file etcd://…`): the
/// deadline of each request, authentication and TLS. A password is never an
/// option: it is read from a file or the environment, so it stays out of
/// the shell's history and the process list.
///
/// Read from the command line before swift-argument-parser sees it
/// (``extract(from:)``), wherever they stand up to a `--`: every option the
/// parser knows costs every run reflection at start-up (these seven, as an
/// option group, made a one-shot `get` of a small file 14% slower in
/// instructions), and only the runs that name an etcd document use them.
struct EtcdOptions: Sendable, Equatable {
    var timeout: Double?
    var user: String?
    var passwordFile: String?
    var cacert: String?
    var cert: String?
    var key: String?
    var insecure = false

    /// The options that take a value, as typed.
    static let valued = ["--timeout", "--user", "--password-file", "--cacert", "--cert", "--key"]
    /// The options' names, as typed.
    static let names = valued + ["--insecure"]

    /// For `--help`'s account of `--file`: the etcd options, which the parser does not list.
    static let help = """
        Its options: --timeout SECONDS (each request's deadline before the next member is tried; default 5), \
        --user NAME (its password from --password-file PATH or $\(EtcdSettings.passwordVariable)), --cacert, --cert, --key PATH (TLS), \
        --insecure (a plain connection to another host).
        """

    /// The options given on the command line, by name.
    var given: [String] {
        zip([timeout != nil, user != nil, passwordFile != nil, cacert != nil, cert != nil, key != nil, insecure], Self.names).compactMap { $0.0 ? $0.1 : nil }
    }

    /// Takes the etcd options out of `arguments` (`--name VALUE` or
    /// `--name=VALUE`, up to a `--`); the options and the arguments left for
    /// the parser, or a sentence saying what is wrong with one.
    static func extract(from arguments: [String]) -> Result<(EtcdOptions, [String]), StorageErrorText> {
        let found: [EarlyOptions.Found], rest: [String]
        switch EarlyOptions.extract(from: arguments, valued: valued, flags: ["--insecure"]) {
        case .success(let extracted): (found, rest) = extracted
        case .failure(let problem): return .failure(StorageErrorText(problem.text))
        }
        var options = EtcdOptions()
        for option in found {
            guard let value = option.value else {
                options.insecure = true
                continue
            }
            switch option.name {
            case "--timeout":
                guard let seconds = Double(value), EtcdSettings.isTimeout(seconds) else {
                    return .failure(StorageErrorText("--timeout must be a number of seconds above 0 and at most \(Int(EtcdSettings.maxTimeout)), not \(value)"))
                }
                options.timeout = seconds
            case "--user": options.user = value
            case "--password-file": options.passwordFile = value
            case "--cacert": options.cacert = value
            case "--cert": options.cert = value
            default: options.key = value
            }
        }
        if (options.cert == nil) != (options.key == nil) {
            return .failure(StorageErrorText("--cert and --key go together: the client's certificate and its private key"))
        }
        if options.passwordFile != nil && options.user == nil {
            return .failure(StorageErrorText("--password-file needs --user: the etcd user whose password it holds"))
        }
        return .success((options, rest))
    }

    /// Where the values named `file` live when it is an etcd address (nil:
    /// a file); refused when the address is malformed, a plain connection
    /// leaves this machine without `--insecure`, or the password can't be read.
    func storage(for file: String, in context: ShellContext) throws(StoreFailure) -> EtcdLinkStorage? {
        if !EtcdAddress.isAddress(file) {
            if let option = given.first { throw .usage("\(option) is for a values document in etcd: --file etcd://HOST:PORT/KEY") }
            return nil
        }
        let address: EtcdAddress
        switch EtcdAddress.parse(file) {
        case .success(let parsed): address = parsed
        case .failure(let problem): throw .usage(problem.text)
        }
        var settings = EtcdSettings(timeout: timeout ?? EtcdSettings.defaultTimeout, user: user, caFile: path(cacert, context), certFile: path(cert, context), keyFile: path(key, context))
        if !settings.usesTLS && !insecure && !address.isLoopback {
            throw .usage("\(file) is reached without TLS, over the network: give --cacert (and --cert, --key) for TLS, or --insecure to connect in plain text anyway")
        }
        if user != nil { settings.password = try password(in: context) }
        return EtcdLinkStorage(address: address, settings: settings)
    }

    private func path(_ name: String?, _ context: ShellContext) -> String? {
        name.map { Paths.absolute($0, in: context.workingDirectory) }
    }

    /// The password: the first line of `--password-file`, else the environment's.
    private func password(in context: ShellContext) throws(StoreFailure) -> String {
        guard let passwordFile else {
            guard let password = context.environment[EtcdSettings.passwordVariable] else {
                throw .refused("--user \(user ?? "") needs a password: give --password-file PATH or set \(EtcdSettings.passwordVariable)")
            }
            return password
        }
        let path = Paths.absolute(passwordFile, in: context.workingDirectory)
        do throws(FileError) {
            let bytes = try SafeFile.read(path, maxBytes: 4096, origin: .commandLine).bytes
            let line = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
            return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        } catch {
            throw .file(error, path: path, name: passwordFile)
        }
    }
}
