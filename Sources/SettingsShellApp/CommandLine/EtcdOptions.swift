import ArgumentParser
import SettingsCore
import EtcdLink
import SettingsFiles

/// The options of a values document kept in etcd (`--file etcd://…`): the
/// deadline of each request, authentication and TLS. A password is never an
/// option: it is read from a file or the environment, so it stays out of
/// the shell's history and the process list.
struct EtcdOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("With --file etcd://…: give each request to etcd this many seconds before trying the next member (default: 5).", valueName: "seconds"))
    var timeout: Double?

    @Option(name: .long, help: ArgumentHelp("With --file etcd://…: authenticate as this etcd user; the password comes from --password-file or $\(EtcdSettings.passwordVariable).", valueName: "name"))
    var user: String?

    @Option(name: .customLong("password-file"), help: ArgumentHelp("With --user: read the password from this file (its first line).", valueName: "path"), completion: .file())
    var passwordFile: String?

    @Option(name: .long, help: ArgumentHelp("With --file etcd://…: connect over TLS, trusting the certificate authority in this PEM file.", valueName: "path"), completion: .file())
    var cacert: String?

    @Option(name: .long, help: ArgumentHelp("With --file etcd://…: this client's certificate (PEM), for members that ask for one.", valueName: "path"), completion: .file())
    var cert: String?

    @Option(name: .long, help: ArgumentHelp("With --cert: this client's private key (PEM).", valueName: "path"), completion: .file())
    var key: String?

    @Flag(name: .long, help: "With --file etcd://…: allow a connection without TLS to a host other than this machine (its traffic, password included, can be read on the way).")
    var insecure = false

    /// The options' names, as typed.
    static let names = ["--timeout", "--user", "--password-file", "--cacert", "--cert", "--key", "--insecure"]

    /// The options given on the command line, by name.
    var given: [String] {
        zip([timeout != nil, user != nil, passwordFile != nil, cacert != nil, cert != nil, key != nil, insecure], Self.names).compactMap { $0.0 ? $0.1 : nil }
    }

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds above 0 and at most 3600, not \(timeout)")
        }
        if (cert == nil) != (key == nil) { throw ValidationError("--cert and --key go together: the client's certificate and its private key") }
        if passwordFile != nil && user == nil { throw ValidationError("--password-file needs --user: the etcd user whose password it holds") }
    }

    /// Where the values named `file` live when it is an etcd address (nil:
    /// a file); refused when the address is malformed, a plain connection
    /// leaves this machine without `--insecure`, or the password can't be read.
    func storage(for file: String, in context: ShellContext) throws(StoreError) -> EtcdLinkStorage? {
        if !EtcdAddress.isAddress(file) {
            if let option = given.first { throw .storage(.refused("\(option) is for a values document in etcd: --file etcd://HOST:PORT/KEY")) }
            return nil
        }
        let address: EtcdAddress
        switch EtcdAddress.parse(file) {
        case .success(let parsed): address = parsed
        case .failure(let problem): throw .storage(.refused(problem.text))
        }
        var settings = EtcdSettings(timeout: timeout ?? EtcdSettings.defaultTimeout, user: user, caFile: path(cacert, context), certFile: path(cert, context), keyFile: path(key, context))
        if !settings.usesTLS && !insecure && !address.isLoopback {
            throw .storage(.refused("\(file) is reached without TLS, over the network: give --cacert (and --cert, --key) for TLS, or --insecure to connect in plain text anyway"))
        }
        if user != nil { settings.password = try password(in: context) }
        return EtcdLinkStorage(address: address, settings: settings)
    }

    private func path(_ name: String?, _ context: ShellContext) -> String? {
        name.map { Paths.absolute($0, in: context.workingDirectory) }
    }

    /// The password: the first line of `--password-file`, else the environment's.
    private func password(in context: ShellContext) throws(StoreError) -> String {
        guard let passwordFile else {
            guard let password = context.environment[EtcdSettings.passwordVariable] else {
                throw .storage(.refused("--user \(user ?? "") needs a password: give --password-file PATH or set \(EtcdSettings.passwordVariable)"))
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
