import Foundation
import Glibc
import TestSupport

/// A three-member etcd cluster on loopback, for the tests: free ports, its
/// own data folders under a temporary folder, started by the test and
/// stopped (its folder removed) by ``stop()``. Waits for health with a
/// deadline. Skips (``available``) when etcd is not installed.
final class EtcdCluster: @unchecked Sendable {
    struct Member {
        let name: String
        let clientPort: Int
        let peerPort: Int
        var process: Subprocess?
        var endpoint: String { "127.0.0.1:\(clientPort)" }
    }

    static let etcd = "/usr/bin/etcd"
    static let etcdctl = "/usr/bin/etcdctl"
    /// Whether the server and its client are installed (.ci/bootstrap installs them).
    static var available: Bool { access(etcd, X_OK) == 0 && access(etcdctl, X_OK) == 0 }

    let folder: String
    private(set) var members: [Member]
    /// Extra flags for every member (TLS, say).
    let extra: [String]
    let scheme: String

    /// Starts the members and waits until every one is healthy.
    init(extra: [String] = [], scheme: String = "http", healthFlags: [String] = []) throws {
        var template = Array((NSTemporaryDirectory() + "/etcd-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw ClusterFailure("mkdtemp failed") }
        folder = String(cString: made)
        let ports = try Self.freePorts(6)
        members = (0..<3).map { Member(name: "m\($0)", clientPort: ports[2 * $0], peerPort: ports[2 * $0 + 1]) }
        self.extra = extra
        self.scheme = scheme
        for index in members.indices { try start(index) }
        try waitForHealth(members.map(\.endpoint), flags: healthFlags)
    }

    /// The address `--file` takes for `key`: every member's endpoint.
    func address(_ key: String) -> String { "etcd://" + members.map(\.endpoint).joined(separator: ",") + "/" + key }

    var endpoints: String { members.map { "\(scheme)://\($0.endpoint)" }.joined(separator: ",") }

    private func start(_ index: Int) throws {
        let cluster = members.map { "\($0.name)=http://127.0.0.1:\($0.peerPort)" }.joined(separator: ",")
        let member = members[index]
        let client = "\(scheme)://127.0.0.1:\(member.clientPort)"
        let arguments = [
            "--name", member.name, "--data-dir", folder + "/" + member.name,
            "--listen-client-urls", client, "--advertise-client-urls", client,
            "--listen-peer-urls", "http://127.0.0.1:\(member.peerPort)",
            "--initial-advertise-peer-urls", "http://127.0.0.1:\(member.peerPort)",
            "--initial-cluster", cluster, "--initial-cluster-state", "new",
            "--initial-cluster-token", "settings-shell-test", "--logger", "zap", "--log-outputs", folder + "/" + member.name + ".log",
        ] + extra
        members[index].process = try Subprocess.spawn(Self.etcd, arguments, environment: ["PATH": "/usr/bin:/bin"])
    }

    /// Polls `etcdctl endpoint health` until every endpoint answers, for at most 30 s.
    func waitForHealth(_ endpoints: [String], flags: [String] = []) throws {
        let deadline = Date().addingTimeInterval(30)
        var last = ""
        while Date() < deadline {
            let outcome = try ctl(["endpoint", "health", "--endpoints", endpoints.map { "\(scheme)://\($0)" }.joined(separator: ",")] + flags)
            if outcome.status == 0 { return }
            last = outcome.err
            // etcdctl's own dial timeout paces the attempts; a member still
            // joining answers within it.
            var pause = pollfd()
            _ = poll(&pause, 0, 100)
        }
        throw ClusterFailure("etcd did not become healthy in 30 s: \(last)")
    }

    /// Runs etcdctl against the cluster.
    func ctl(_ arguments: [String], input: String? = nil) throws -> Subprocess.Outcome {
        try Subprocess.run(Self.etcdctl, ["--endpoints", endpoints, "--dial-timeout", "2s", "--command-timeout", "5s"] + arguments,
                           environment: ["PATH": "/usr/bin:/bin", "ETCDCTL_API": "3"], input: input)
    }

    /// The value of `key`, as etcdctl prints it.
    func value(_ key: String, flags: [String] = []) throws -> String {
        try ctl(["get", key, "--print-value-only"] + flags).out
    }

    /// The modification revision of `key`, as etcdctl reports it.
    func modRevision(_ key: String, flags: [String] = []) throws -> Int64 {
        let outcome = try ctl(["get", key, "-w", "json"] + flags)
        let answer = try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any]
        let kv = (answer?["kvs"] as? [[String: Any]])?.first
        guard let revision = (kv?["mod_revision"] as? NSNumber)?.int64Value else { throw ClusterFailure("no revision for \(key): \(outcome.out)") }
        return revision
    }

    /// Puts `value` at `key` with etcdctl (reading it from stdin keeps it byte-exact).
    func put(_ key: String, _ value: String, flags: [String] = []) throws {
        let outcome = try ctl(["put", key] + flags, input: value)
        guard outcome.status == 0 else { throw ClusterFailure("etcdctl put: \(outcome.err)") }
    }

    /// etcdctl's flag naming only the members still running (one killed
    /// is otherwise tried first and may use up a command's time).
    var liveEndpoints: [String] {
        ["--endpoints", members.filter { $0.process != nil }.map { "\(scheme)://\($0.endpoint)" }.joined(separator: ",")]
    }

    /// Kills one member with SIGKILL.
    func kill(_ index: Int) {
        _ = members[index].process?.killAndReap()
        members[index].process = nil
    }

    /// Stops every member and removes the folder.
    func stop() {
        for index in members.indices { kill(index) }
        _ = try? Subprocess.run("/bin/rm", ["-rf", folder], environment: ["PATH": "/usr/bin:/bin"])
    }

    /// Ports free now on loopback (bound, read, released).
    static func freePorts(_ count: Int) throws -> [Int] {
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        return try (0..<count).map { _ in
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            sockets.append(fd)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
                }
            }
            guard bound else { throw ClusterFailure("no free port") }
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }
}

/// Why the test cluster could not be started or driven.
struct ClusterFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
