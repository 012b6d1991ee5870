import Foundation
import Glibc
import Testing
import TestSupport

/// What an attacker's probe of the etcd surfaces found, each against a real
/// three-member etcd (the suite's own) and fake members on loopback
/// (``FakeMember``): a replay that reaches etcd, a document's `"$schema"`
/// naming a stream, `validate` that never read the document, a save whose
/// answer was lost told as a conflict, a silent member kept quiet about,
/// and failures naming only the last endpoint.
@Suite(.serialized, .enabled(if: EtcdCluster.available, "etcd and etcdctl are not installed (.ci/bootstrap installs them)"), SharedCluster())
struct EtcdSecurityTests {
    static func tool(_ arguments: [String], home: String, input: String? = nil, workingDirectory: String? = nil) throws -> Subprocess.Outcome {
        try EtcdValuesTests.tool(arguments, home: home, input: input, workingDirectory: workingDirectory)
    }

    static func withSharedCluster(_ body: (EtcdCluster, String) throws -> Void) throws {
        try EtcdValuesTests.withSharedCluster(body)
    }

    /// The tool run with `arguments`, killed if it has not ended within `seconds`; how long it took.
    static func run(_ arguments: [String], cluster: EtcdCluster, within seconds: Double) throws -> (Subprocess.Outcome, Double) {
        let started = Date()
        let child = try Subprocess.spawn(BuiltProduct.path("settings-shell"), arguments, environment: Subprocess.environment(home: cluster.folder),
                                         workingDirectory: cluster.folder, stdin: .pipe, stdout: .pipe, stderr: .pipe)
        let watchdog = DispatchWorkItem { _ = kill(child.pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        child.write("show\n")
        child.closeInput()
        let outcome = child.finish()
        watchdog.cancel()
        return (outcome, Date().timeIntervalSince(started))
    }

    static func oneLine(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }

    @Test func aReplayedTranscriptDoesNotReachEtcd() throws {
        try Self.withSharedCluster { cluster, schema in
            try cluster.put("victim", #"{"port": 1}"#)
            let folder = cluster.folder + "/replay"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: schema, toPath: folder + "/schema.json")
            let transcript = "$ settings-shell --schema schema.json --file \(cluster.address("victim")) set port 6666\nSet Port to 6666.\n"
            try transcript.write(toFile: folder + "/t.transcript", atomically: true, encoding: .utf8)
            let outcome = try Self.tool(["replay", "t.transcript"], home: cluster.folder, workingDirectory: folder)
            #expect(outcome.status == 1, "\(outcome.out)\(outcome.err)")
            #expect(Self.oneLine(outcome.out + outcome.err).contains("names a key in etcd"), "\(outcome.out)\(outcome.err)")
            #expect(try cluster.value("victim") == "{\"port\": 1}\n")
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/stdin", "FIFO"])
    func aSchemaTheDocumentNamesMustBeARegularFile(named: String) throws {
        try Self.withSharedCluster { cluster, _ in
            let fifo = cluster.folder + "/fifo-\(UUID().uuidString)"
            #expect(mkfifo(fifo, 0o600) == 0)
            defer { unlink(fifo) }
            let path = named == "FIFO" ? fifo : named
            let key = "streams/\(UUID().uuidString)"
            try cluster.put(key, #"{"$schema": "\#(path)", "port": 1}"#)
            let (outcome, seconds) = try Self.run(["--file", cluster.address(key), "get", "port"], cluster: cluster, within: 20)
            // Refused at once, as the same document in a local file is: not read, not waited for.
            #expect(seconds < 10, "took \(seconds) s: \(outcome.err)")
            #expect(outcome.end == .exited(outcome.status), "\(outcome.end)")
            #expect(outcome.status != 0 && outcome.status < 128, "\(outcome.status) \(outcome.err)")
            #expect(Self.oneLine(outcome.err).contains("not a regular file") || Self.oneLine(outcome.err).contains("regular file"), "\(outcome.err)")
        }
    }

    @Test func validateReadsTheDocumentFromEtcd() throws {
        try Self.withSharedCluster { cluster, schema in
            try cluster.put("validated", #"{"port": "notanumber"}"#)
            let invalid = try Self.tool(["--schema", schema, "--file", cluster.address("validated"), "validate"], home: cluster.folder)
            #expect(invalid.status == 65, "\(invalid.out)\(invalid.err)")
            #expect(invalid.err.contains("port"), "\(invalid.err)")
            try cluster.put("validated", #"{"port": 80}"#)
            let valid = try Self.tool(["--schema", schema, "--file", cluster.address("validated"), "validate"], home: cluster.folder)
            #expect(valid.status == 0, "\(valid.err)")
            let nobody = try EtcdCluster.freePorts(1)[0]
            let down = try Self.tool(["--schema", schema, "--file", "etcd://127.0.0.1:\(nobody)/validated", "--timeout", "1", "validate"], home: cluster.folder)
            #expect(down.status == 69, "\(down.out)\(down.err)")
            #expect(down.err.contains("127.0.0.1:\(nobody)"), "\(down.err)")
        }
    }

    @Test func aWriteWhoseAnswerWasLostIsToldAsSaved() throws {
        try Self.withSharedCluster { cluster, schema in
            let dropper = try FakeMember("drop-writes", target: cluster.members[0].clientPort)
            defer { dropper.stop() }
            // The answer lost, the next member finds the key changed — by this very write.
            try cluster.put("lost", #"{"name": "api"}"#)
            let file = "etcd://\(dropper.endpoint),\(cluster.members[1].endpoint)/lost"
            let failover = try Self.tool(["--schema", schema, "--file", file, "set", "port", "7"], home: cluster.folder)
            #expect(failover.status == 0, "\(failover.err)")
            #expect(try cluster.value("lost").contains(#""port": 7"#))
            // The answer lost and no other member: the key read back holds this write.
            let alone = try Self.tool(["--schema", schema, "--file", "etcd://\(dropper.endpoint)/lost", "set", "port", "8"], home: cluster.folder)
            #expect(alone.status == 0, "\(alone.err)")
            #expect(try cluster.value("lost").contains(#""port": 8"#))
        }
    }

    @Test func aSilentMemberIsToldAndEveryEndpointNamedWithItsReason() throws {
        try Self.withSharedCluster { cluster, schema in
            let silent = try FakeMember("silent")
            defer { silent.stop() }
            try cluster.put("slow", #"{"port": 3}"#)
            let file = "etcd://\(silent.endpoint),\(cluster.members[0].endpoint)/slow"
            let slow = try Self.tool(["--schema", schema, "--file", file, "--timeout", "3", "get", "port"], home: cluster.folder)
            #expect(slow.status == 0, "\(slow.err)")
            #expect(slow.out == "3\n")
            #expect(slow.err.contains("waiting for \(silent.endpoint)…"), "\(slow.err)")
            let nobody = try EtcdCluster.freePorts(1)[0]
            let down = "etcd://\(silent.endpoint),127.0.0.1:\(nobody)/slow"
            let failed = try Self.tool(["--schema", schema, "--file", down, "--timeout", "2", "get", "port"], home: cluster.folder)
            #expect(failed.status == 69)
            let said = Self.oneLine(failed.err)
            #expect(said.contains("\(silent.endpoint) gave no answer within 2 s"), "\(said)")
            #expect(said.contains("127.0.0.1:\(nobody): connection refused"), "\(said)")
        }
    }

    @Test func anAnswerOverTheLimitIsNamedInWords() throws {
        try Self.withSharedCluster { cluster, schema in
            let huge = try FakeMember("huge")
            defer { huge.stop() }
            let outcome = try Self.tool(["--schema", schema, "--file", "etcd://\(huge.endpoint)/big", "--timeout", "30", "get", "port"], home: cluster.folder)
            #expect(outcome.status == 69, "\(outcome.err)")
            #expect(Self.oneLine(outcome.err).contains("more than 64 MiB"), "\(outcome.err)")
            #expect(!outcome.err.contains("GatewayTooLarge") && !outcome.err.contains("()"), "\(outcome.err)")
        }
    }
}
