import EtcdLink
import SettingsFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A values document kept as the value of one key in etcd. The networking
/// lives in a helper executable, `settings-shell-etcd`, built beside this
/// one and started only when a document in etcd is opened, so no other run
/// loads it; this storage speaks ``LinkRequest``/``LinkReply`` with it over
/// two pipes. A write is one transaction that compares the key's
/// modification revision with the one read (or that the key was never
/// created), so another writer's change in between is a conflict, as a
/// file changed on disk is. The helper watches the key, and
/// ``changedElsewhere()`` says when someone else changed it.
@_spi(SettingsShell) public final class EtcdLinkStorage: DocumentStorage {
    let address: EtcdAddress
    let settings: EtcdSettings
    private let helper = Mutex<Helper?>(nil)

    /// The running helper: its process and its pipes.
    private struct Helper {
        let process: pid_t
        let requests: Int32
        var replies: LinkReader
    }

    /// The helper's file name, looked for beside this executable.
    static let helperName = "settings-shell-etcd"

    public init(address: EtcdAddress, settings: EtcdSettings) {
        self.address = address
        self.settings = settings
    }

    deinit {
        helper.withLock { helper in
            if let running = helper { Self.end(running) }
        }
    }

    public var displayName: String { address.text }
    public var isWritable: Bool { true }

    public func read() throws(StorageError) -> StoredDocument? {
        switch try exchange(.read) {
        case .document(let revision, let bytes): return StoredDocument(bytes: bytes, version: .revision(revision))
        case .absent: return nil
        case let reply: throw unexpected(reply)
        }
    }

    /// A write to etcd waits for no lock: the transaction's compare stands for it.
    public func write(_ content: FileContent, expecting: StoredDocument?, force: Bool,
               waiting: @escaping () -> Void) throws(StorageError) -> (stored: StoredDocument, warnings: [String]) {
        let bytes = content.bytes
        let size = bytes.count + address.key.utf8.count + EtcdSettings.requestOverhead
        guard size <= EtcdSettings.requestLimit else {
            throw .refused("\(displayName) would be \(bytes.count) bytes, over etcd's request limit of \(EtcdSettings.requestLimit) bytes (its --max-request-bytes); nothing was sent")
        }
        let expectation: LinkExpectation
        switch expecting?.version {
        case _ where force: expectation = .anything
        case nil: expectation = .absent
        case .revision(let revision): expectation = .revision(revision)
        // A file's version can't be compared here: taken as "not created yet", never as "anything".
        case .file: expectation = .absent
        }
        switch try exchange(.write(expectation, bytes)) {
        case .written(let revision):
            return (StoredDocument(bytes: bytes, version: .revision(revision)), [])
        case .conflict(let revision):
            throw .conflict(Self.conflict(displayName, now: revision, read: expectation) + "; nothing was written")
        case let reply:
            throw unexpected(reply)
        }
    }

    /// How a conflict is told: the revision the document is at now and the
    /// one it was read at, as etcd numbers them.
    static func conflict(_ name: String, now: Int64?, read: LinkExpectation) -> String {
        switch (now, read) {
        case (let now?, .revision(let read)): return "\(name) was changed by another writer at revision \(now) since it was read at revision \(read)"
        case (nil, .revision(let read)): return "\(name) was deleted by another writer since it was read at revision \(read)"
        case (let now?, _): return "\(name) was created by another writer at revision \(now) since it was found not to exist"
        case (nil, _): return "\(name) was changed by another writer since it was read"
        }
    }

    public func changedElsewhere() -> String? {
        // Nothing is watched before the helper has read the document.
        guard helper.withLock({ $0 != nil }), case .changed(let revision)? = try? exchange(.changes) else { return nil }
        return "\(displayName) was changed by another writer at revision \(revision)"
    }

    // MARK: - The helper

    /// Sends `request` (starting the helper first when needed) and waits
    /// for its reply, at most as long as the helper may try every member.
    private func exchange(_ request: LinkRequest) throws(StorageError) -> LinkReply {
        let budget = settings.timeout * Double(2 * address.endpoints.count + 2) + 5
        let reply = try helper.withLock { helper throws(StorageError) -> LinkReply in
            var running: Helper
            if let helper {
                running = helper
            } else {
                running = try Self.start()
                let opened = Self.send(.open(address, settings), to: &running, within: budget)
                guard opened == .ready else {
                    Self.end(running)
                    if case .failed(_, let message)? = opened { throw .refused(message) }
                    throw helperStopped()
                }
            }
            guard let reply = Self.send(request, to: &running, within: budget) else {
                Self.end(running)
                helper = nil
                throw helperStopped()
            }
            helper = running
            return reply
        }
        if case .failed(let unavailable, let message) = reply { throw unavailable ? .unavailable(message) : .refused(message) }
        return reply
    }

    /// Sends `request` and reads the reply; nil when the helper is gone,
    /// silent or garbled. A member the helper is waiting for is told on
    /// standard error as the helper says so (a request may take a member's
    /// whole timeout, and then the next member's).
    private static func send(_ request: LinkRequest, to helper: inout Helper, within seconds: Double) -> LinkReply? {
        guard request.frame.write(to: helper.requests) else { return nil }
        while true {
            guard let frame = try? helper.replies.next(within: seconds), let reply = LinkReply(frame) else { return nil }
            guard case .waiting(let endpoint) = reply else { return reply }
            tell("waiting for \(endpoint)…")
        }
    }

    /// A line on standard error while a request is under way: no session
    /// output stands between it and the person then.
    private static func tell(_ text: String) {
        let line = Array(("settings-shell: " + Message(escaping: text).text + "\n").utf8)
        _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }

    /// Starts the helper found beside this executable, its standard input and output on pipes.
    private static func start() throws(StorageError) -> Helper {
        let path = helperPath()
        guard access(path, X_OK) == 0 else {
            throw .unavailable("\(helperName), which reaches etcd, is not beside settings-shell (looked for \(path)): build it with swift build --product \(helperName), and keep the two executables together")
        }
        var requests: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        guard pipe(&requests) == 0 else { throw .unavailable("could not start \(helperName): no pipe") }
        guard pipe(&replies) == 0 else {
            requests.forEach { close($0) }
            throw .unavailable("could not start \(helperName): no pipe")
        }
        // This end of each pipe stays out of the helper (and of any pager started later).
        _ = fcntl(requests[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(replies[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requests[0], 0)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 1)
        posix_spawn_file_actions_addclose(&actions, requests[0])
        posix_spawn_file_actions_addclose(&actions, replies[1])
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        // The helper needs no environment: everything it is told comes over the pipe.
        let envp: [UnsafeMutablePointer<CChar>?] = [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        let started = posix_spawn(&process, path, &actions, nil, argv, envp)
        close(requests[0])
        close(replies[1])
        guard started == 0 else {
            close(requests[1])
            close(replies[0])
            throw .unavailable("could not start \(path): \(String(cString: strerror(started)))")
        }
        return Helper(process: process, requests: requests[1], replies: LinkReader(descriptor: replies[0]))
    }

    /// Closes the pipes (the helper ends when its input closes) and reaps it.
    private static func end(_ helper: Helper) {
        close(helper.requests)
        close(helper.replies.descriptor)
        kill(helper.process, SIGTERM)
        var status: Int32 = 0
        while waitpid(helper.process, &status, 0) == -1 && errno == EINTR {}
    }

    /// The helper's path: beside the running executable.
    private static func helperPath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return helperName }
        let exe = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = exe[..<(exe.lastIndex(of: "/") ?? exe.startIndex)]
        return folder + "/" + helperName
    }

    private func helperStopped() -> StorageError {
        .unavailable("\(Self.helperName), which reaches etcd for \(displayName), stopped answering; nothing was written")
    }

    private func unexpected(_ reply: LinkReply) -> StorageError {
        .refused("\(Self.helperName) answered a request for \(displayName) out of turn")
    }
}
