import Foundation
import Glibc
import Testing
import TestSupport

/// The tool against a real three-member etcd on loopback: a values
/// document kept at a key, opened, edited and saved; another writer in
/// between, and told of; writers at once. The tests share one cluster
/// (``SharedCluster``), each its own key; those that stop members or turn
/// on authentication start their own (``EtcdClusterTests``).
@Suite(.serialized, .enabled(if: EtcdCluster.available, "etcd and etcdctl are not installed (.ci/bootstrap installs them)"), SharedCluster())
struct EtcdValuesTests {
    /// A JSON Schema with `name`, `port` and `k0_0`…`k3_49`, written into `folder`.
    static func schema(in folder: String) throws -> String {
        var properties = #""name": {"type": "string"}, "port": {"type": "integer"}"#
        for writer in 0..<4 {
            for index in 0..<50 { properties += #", "k\#(writer)_\#(index)": {"type": "integer"}"# }
        }
        let path = folder + "/schema.json"
        try #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {\#(properties)}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func tool(_ arguments: [String], home: String, input: String? = nil, environment: [String: String] = [:],
                     workingDirectory: String? = nil) throws -> Subprocess.Outcome {
        try Subprocess.run(BuiltProduct.path("settings-shell"), arguments, environment: Subprocess.environment(home: home, environment),
                           workingDirectory: workingDirectory, input: input)
    }

    /// A cluster of its own and a schema, stopped and removed after `body`.
    static func withCluster(extra: [String] = [], _ body: (EtcdCluster, String) throws -> Void) throws {
        let cluster = try EtcdCluster(extra: extra)
        defer { cluster.stop() }
        try body(cluster, try schema(in: cluster.folder))
    }

    /// The suite's shared cluster and its schema.
    static func withSharedCluster(_ body: (EtcdCluster, String) throws -> Void) throws {
        let cluster = try #require(SharedCluster.current, "the suite's cluster was not started")
        try body(cluster, cluster.folder + "/schema.json")
    }

    /// A session open on `key` (`{"name": "api"}`) with `port` set to `port`, seen set.
    static func sessionWithAChange(port: Int, cluster: EtcdCluster, schema: String, key: String = "cfg", extra: [String] = []) throws -> Subprocess {
        try cluster.put(key, #"{"name": "api"}"#)
        let child = try Subprocess.spawn(
            BuiltProduct.path("settings-shell"), ["--file", cluster.address(key), "--schema", schema] + extra,
            environment: Subprocess.environment(home: cluster.folder), stdin: .pipe, stdout: .pipe, stderr: .pipe)
        child.write("set port \(port)\nget port\n")
        #expect(child.readOutput(until: "\(port)\n", deadline: 20).contains("\(port)\n"))
        return child
    }

    @Test func openEditSaveKeepsEveryOtherByte() throws {
        try Self.withSharedCluster { cluster, schema in
            let document = "{\n  // the service\n  \"name\": \"api\",\n  \"port\": 80,\n}\n"
            try cluster.put("edit", document)
            let file = cluster.address("edit")
            let get = try Self.tool(["--file", file, "--schema", schema, "--jsonc", "get", "port"], home: cluster.folder)
            #expect(get.status == 0, "\(get.err)")
            #expect(get.out == "80\n")
            let session = try Self.tool(["--file", file, "--schema", schema, "--jsonc"], home: cluster.folder, input: "set port 8080\ndone\n")
            #expect(session.status == 0, "\(session.err)")
            #expect(try cluster.value("edit") == "{\n  // the service\n  \"name\": \"api\",\n  \"port\": 8080,\n}\n\n")
        }
    }

    @Test func aDocumentNamesItsLayoutFromTheWorkingFolder() throws {
        try Self.withSharedCluster { cluster, _ in
            try cluster.put("named", #"{"$schema": "schema.json", "name": "api"}"#)
            let set = try Self.tool(["--file", cluster.address("named"), "set", "port", "7"], home: cluster.folder, workingDirectory: cluster.folder)
            #expect(set.status == 0, "\(set.err)")
            #expect(try cluster.value("named") == #"{"$schema": "schema.json", "name": "api", "port": 7}"# + "\n")
            let missing = try Self.tool(["--file", cluster.address("named"), "get", "port"], home: cluster.folder, workingDirectory: "/")
            #expect(missing.status == 65)
            #expect(missing.err.hasPrefix(cluster.address("named") + ": $schema"), "\(missing.err)")
        }
    }

    @Test func aDocumentNotYetThereIsCreated() throws {
        try Self.withSharedCluster { cluster, schema in
            let set = try Self.tool(["--file", cluster.address("new/cfg.json"), "--schema", schema, "set", "name", "web"], home: cluster.folder)
            #expect(set.status == 0, "\(set.err)")
            #expect(try cluster.value("new/cfg.json").contains(#""name": "web""#))
        }
    }

    @Test func anotherWriterBetweenOpenAndDoneIsAConflict() throws {
        try Self.withSharedCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 9, cluster: cluster, schema: schema, key: "conflict")
            let read = try cluster.modRevision("conflict")
            try cluster.put("conflict", #"{"name": "other"}"#)
            let changed = try cluster.modRevision("conflict")
            child.write("done\n")
            child.closeInput()
            let outcome = child.finish()
            #expect(outcome.status == 75)
            // Messages are wrapped to the width: read as one line. Worded for a key in etcd, with both revisions.
            #expect(outcome.err.replacingOccurrences(of: "\n", with: " ").contains(
                "\(cluster.address("conflict")) was changed by another writer at revision \(changed) since it was read at revision \(read)"), "\(outcome.err)")
            #expect(!outcome.err.contains("on disk"), "\(outcome.err)")
            #expect(try cluster.value("conflict") == "{\"name\": \"other\"}\n")
            // Run again, the change is applied over the other writer's.
            let again = try Self.tool(["--file", cluster.address("conflict"), "--schema", schema, "set", "port", "9"], home: cluster.folder)
            #expect(again.status == 0, "\(again.err)")
            let now = try cluster.value("conflict")
            #expect(now.contains(#""name": "other""#) && now.contains(#""port": 9"#), "\(now)")
        }
    }

    @Test func fourWritersOfTwentyFiveSetsEachLoseNothing() throws {
        try Self.withSharedCluster { cluster, schema in
            try cluster.put("writers", "{}")
            let tool = try BuiltProduct.path("settings-shell")
            // Each writer retries a set that met another's change (exit 75), as a script would.
            let writers = try (0..<4).map { writer in
                try Subprocess.spawn("/bin/sh", ["-c", """
                    i=0
                    while [ $i -lt 25 ]; do
                      "$0" --file "$1" --schema "$2" set k\(writer)_$i $i >/dev/null 2>err; status=$?
                      if [ $status -eq 0 ]; then i=$((i+1)); elif [ $status -ne 75 ]; then cat err >&2; exit $status; fi
                    done
                    """, tool, cluster.address("writers"), schema],
                    environment: Subprocess.environment(home: cluster.folder), workingDirectory: cluster.folder,
                    stdout: .pipe, stderr: .pipe)
            }
            for writer in writers {
                let outcome = writer.finish()
                #expect(outcome.status == 0, "\(outcome.err)")
            }
            let object = try JSONSerialization.jsonObject(with: Data(try cluster.value("writers").utf8)) as? [String: Int]
            var expected: [String: Int] = [:]
            for writer in 0..<4 {
                for index in 0..<25 { expected["k\(writer)_\(index)"] = index }
            }
            #expect(object == expected)
        }
    }

    @Test func aDocumentOverTheRequestLimitIsRefusedBeforeItIsSent() throws {
        try Self.withSharedCluster { cluster, schema in
            // Just under etcd's limit as it is; one more member takes it over.
            let document = #"{"name": ""# + String(repeating: "x", count: 1_572_500) + "\"}"
            try cluster.put("big", document)
            let set = try Self.tool(["--file", cluster.address("big"), "--schema", schema, "set", "port", "1"], home: cluster.folder)
            #expect(set.status == 74)
            #expect(set.err.replacingOccurrences(of: "\n", with: " ").contains("request limit of 1572864 bytes"), "\(set.err)")
            #expect(try cluster.value("big") == document + "\n")
        }
    }

    @Test func anotherWritersChangeIsToldBeforeTheNextPrompt() throws {
        try Self.withSharedCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 9, cluster: cluster, schema: schema, key: "watched")
            try cluster.put("watched", #"{"name": "other"}"#)
            let revision = try cluster.modRevision("watched")
            // The watch's event comes a moment after the put: each line read is
            // a new prompt, before which the session tells what it has seen.
            let notice = "was changed by another writer at revision \(revision)"
            var told = ""
            let deadline = Date().addingTimeInterval(20)
            // Messages are wrapped to the width: read as one line.
            while !told.contains(notice) && Date() < deadline {
                child.write("get port\n")
                told += child.readErrors(until: "revision", deadline: 0.5).replacingOccurrences(of: "\n", with: " ")
            }
            #expect(told.contains("etcd://") && told.contains(notice), "\(told)")
            // Told once, and read in: the screen shows the other writer's values, this session's change re-applied.
            child.write("get name\nget port\ndone\n")
            child.closeInput()
            let outcome = child.finish()
            #expect(!outcome.err.replacingOccurrences(of: "\n", with: " ").contains(notice), "\(outcome.err)")
            let shown = outcome.out.replacingOccurrences(of: "\n", with: " ")
            #expect(shown.contains("Reloaded \(cluster.address("watched")); 1 pending change re-applied"), "\(outcome.out)")
            #expect(shown.contains("> get name other"), "\(outcome.out)")
            // done saves the change over the other writer's, which it has shown.
            #expect(outcome.status == 0, "\(outcome.err)")
            let now = try cluster.value("watched")
            #expect(now.contains(#""name": "other""#) && now.contains(#""port": 9"#), "\(now)")
        }
    }
}
