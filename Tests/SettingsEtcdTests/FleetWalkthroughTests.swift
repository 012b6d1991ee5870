import Foundation
import Glibc
import Testing
import TestSupport

/// The README's fleet walk-through, run as written: its `sh` block (found
/// by its marker in the README or a page of docs/) starts a three-member
/// etcd on the ports it names, creates the schema it uses, and sets, reads
/// and validates a document there. Only `settings-shell` is found on PATH
/// beside the built helper, as it would be installed.
@Suite(.enabled(if: EtcdCluster.available, "etcd and etcdctl are not installed (.ci/bootstrap installs them)"))
struct FleetWalkthroughTests {
    static let marker = "<!-- fleet walk-through: run as written by Tests/SettingsEtcdTests/FleetWalkthroughTests.swift -->\n```sh\n"

    /// The walk-through's shell text, wherever the documentation keeps it.
    static func walkthrough() throws -> String {
        var pages = [Repository.root + "/README.md"]
        if let docs = try? FileManager.default.contentsOfDirectory(atPath: Repository.root + "/docs") {
            pages += docs.filter { $0.hasSuffix(".md") }.sorted().map { Repository.root + "/docs/" + $0 }
        }
        for page in pages {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            guard let start = text.range(of: marker) else { continue }
            let rest = text[start.upperBound...]
            let end = try #require(rest.range(of: "\n```"), "the walk-through in \(page) has no end")
            return String(rest[..<end.lowerBound]) + "\n"
        }
        throw ClusterFailure("no page holds the marked fleet walk-through")
    }

    @Test func theReadmeFleetWalkthroughRunsAsWritten() throws {
        let script = try Self.walkthrough()
        // The ports it names must be free: another etcd on them would answer instead.
        for port in [20379, 21379, 22379, 20380, 21380, 22380] {
            #expect(script.contains(String(port)) || script.contains("2${i}\(String(port).suffix(3))"), "port \(port) not in the walk-through")
            try #require(Self.isFree(port), "port \(port) is in use: the walk-through's etcd can't start")
        }
        let tool = try BuiltProduct.path("settings-shell")
        let bin = String(tool[..<(tool.lastIndex(of: "/") ?? tool.endIndex)])
        let home = NSTemporaryDirectory()
        let outcome = try Subprocess.run("/bin/bash", ["-e", "-c", script],
                                         environment: Subprocess.environment(home: home, ["PATH": bin + ":/usr/bin:/bin"]))
        #expect(outcome.status == 0, "\(outcome.err)")
        // The one-shot set reached etcd, and validate read it from there.
        #expect(outcome.out.contains(#"{"host": "api.internal", "port": 8080}"#), "\(outcome.out)")
        #expect(outcome.out.contains("is valid"), "\(outcome.out)")
        #expect(outcome.out.contains("Port"), "the session showed no screen: \(outcome.out)")
    }

    /// Whether nothing listens on `port` on loopback (it can be bound).
    /// With SO_REUSEADDR, as etcd binds it: a connection of an earlier run
    /// still in TIME_WAIT (a stopped etcd leaves its own gateway's) does not
    /// keep etcd from starting, and so does not count as in use.
    static func isFree(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var reuse: Int32 = 1
        guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0 else { return false }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
