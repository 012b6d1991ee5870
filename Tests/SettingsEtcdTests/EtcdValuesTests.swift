import Foundation
import Glibc
import Testing
import TestSupport

/// The tool against a real three-member etcd on loopback: a values
/// document kept at a key, opened, edited and saved; another writer in
/// between; writers at once; members down.
@Suite(.serialized, .enabled(if: EtcdCluster.available, "etcd and etcdctl are not installed (.ci/bootstrap installs them)"))
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

    static func tool(_ arguments: [String], home: String, input: String? = nil, environment: [String: String] = [:]) throws -> Subprocess.Outcome {
        try Subprocess.run(BuiltProduct.path("settings-shell"), arguments, environment: Subprocess.environment(home: home, environment), input: input)
    }

    /// A cluster and a schema, stopped and removed after `body`.
    static func withCluster(extra: [String] = [], _ body: (EtcdCluster, String) throws -> Void) throws {
        let cluster = try EtcdCluster(extra: extra)
        defer { cluster.stop() }
        try body(cluster, try schema(in: cluster.folder))
    }

    /// A session open on `cfg` (`{"name": "api"}`) with `port` set to `port`, seen set.
    static func sessionWithAChange(port: Int, cluster: EtcdCluster, schema: String, extra: [String] = []) throws -> Subprocess {
        try cluster.put("cfg", #"{"name": "api"}"#)
        let child = try Subprocess.spawn(
            BuiltProduct.path("settings-shell"), ["--file", cluster.address("cfg"), "--schema", schema] + extra,
            environment: Subprocess.environment(home: cluster.folder), stdin: .pipe, stdout: .pipe, stderr: .pipe)
        child.write("set port \(port)\nget port\n")
        #expect(child.readOutput(until: "\(port)\n", deadline: 20).contains("\(port)\n"))
        return child
    }

    @Test func openEditSaveKeepsEveryOtherByte() throws {
        try Self.withCluster { cluster, schema in
            let document = "{\n  // the service\n  \"name\": \"api\",\n  \"port\": 80,\n}\n"
            try cluster.put("cfg", document)
            let file = cluster.address("cfg")
            let get = try Self.tool(["--file", file, "--schema", schema, "--jsonc", "get", "port"], home: cluster.folder)
            #expect(get.status == 0, "\(get.err)")
            #expect(get.out == "80\n")
            let session = try Self.tool(["--file", file, "--schema", schema, "--jsonc"], home: cluster.folder, input: "set port 8080\ndone\n")
            #expect(session.status == 0, "\(session.err)")
            #expect(try cluster.value("cfg") == "{\n  // the service\n  \"name\": \"api\",\n  \"port\": 8080,\n}\n\n")
        }
    }

    @Test func aDocumentNotYetThereIsCreated() throws {
        try Self.withCluster { cluster, schema in
            let set = try Self.tool(["--file", cluster.address("new/cfg.json"), "--schema", schema, "set", "name", "web"], home: cluster.folder)
            #expect(set.status == 0, "\(set.err)")
            #expect(try cluster.value("new/cfg.json").contains(#""name": "web""#))
        }
    }

    @Test func anotherWriterBetweenOpenAndDoneIsAConflict() throws {
        try Self.withCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 9, cluster: cluster, schema: schema)
            try cluster.put("cfg", #"{"name": "other"}"#)
            child.write("done\n")
            child.closeInput()
            let outcome = child.finish()
            #expect(outcome.status == 75)
            // Messages are wrapped to the width: read as one line.
            #expect(outcome.err.replacingOccurrences(of: "\n", with: " ").contains("was changed by another writer"), "\(outcome.err)")
            #expect(try cluster.value("cfg") == "{\"name\": \"other\"}\n")
            // Run again, the change is applied over the other writer's.
            let again = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "set", "port", "9"], home: cluster.folder)
            #expect(again.status == 0, "\(again.err)")
            let now = try cluster.value("cfg")
            #expect(now.contains(#""name": "other""#) && now.contains(#""port": 9"#), "\(now)")
        }
    }

    @Test func fourWritersOfFiftySetsEachLoseNothing() throws {
        try Self.withCluster { cluster, schema in
            try cluster.put("cfg", "{}")
            let tool = try BuiltProduct.path("settings-shell")
            // Each writer retries a set that met another's change (exit 75), as a script would.
            let writers = try (0..<4).map { writer in
                try Subprocess.spawn("/bin/sh", ["-c", """
                    i=0
                    while [ $i -lt 50 ]; do
                      "$0" --file "$1" --schema "$2" set k\(writer)_$i $i >/dev/null 2>err; status=$?
                      if [ $status -eq 0 ]; then i=$((i+1)); elif [ $status -ne 75 ]; then cat err >&2; exit $status; fi
                    done
                    """, tool, cluster.address("cfg"), schema],
                    environment: Subprocess.environment(home: cluster.folder), workingDirectory: cluster.folder,
                    stdout: .pipe, stderr: .pipe)
            }
            for writer in writers {
                let outcome = writer.finish()
                #expect(outcome.status == 0, "\(outcome.err)")
            }
            let object = try JSONSerialization.jsonObject(with: Data(try cluster.value("cfg").utf8)) as? [String: Int]
            var expected: [String: Int] = [:]
            for writer in 0..<4 {
                for index in 0..<50 { expected["k\(writer)_\(index)"] = index }
            }
            #expect(object == expected)
        }
    }

    @Test func aMemberKilledDuringASessionDoesNotStopTheSave() throws {
        try Self.withCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 7, cluster: cluster, schema: schema)
            // The first endpoint, the one the session read from.
            cluster.kill(0)
            child.write("done\n")
            child.closeInput()
            let outcome = child.finish()
            #expect(outcome.status == 0, "\(outcome.err)")
            #expect(try cluster.value("cfg").contains(#""port": 7"#))
        }
    }

    @Test func everyMemberDownIsExit69NamingTheEndpoints() throws {
        try Self.withCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 7, cluster: cluster, schema: schema, extra: ["--timeout", "1"])
            for index in 0..<3 { cluster.kill(index) }
            child.write("done\n")
            child.closeInput()
            let outcome = child.finish()
            #expect(outcome.status == 69)
            for member in cluster.members { #expect(outcome.err.contains(member.endpoint), "\(outcome.err)") }
            let get = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "--timeout", "1", "get", "port"], home: cluster.folder)
            #expect(get.status == 69)
            #expect(get.err.contains("could not reach etcd"))
        }
    }

    @Test func aDocumentOverTheRequestLimitIsRefusedBeforeItIsSent() throws {
        try Self.withCluster { cluster, schema in
            // Just under etcd's limit as it is; one more member takes it over.
            let document = #"{"name": ""# + String(repeating: "x", count: 1_572_500) + "\"}"
            try cluster.put("cfg", document)
            let set = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "set", "port", "1"], home: cluster.folder)
            #expect(set.status == 74)
            #expect(set.err.replacingOccurrences(of: "\n", with: " ").contains("request limit of 1572864 bytes"), "\(set.err)")
            #expect(try cluster.value("cfg") == document + "\n")
        }
    }

    @Test func aWrongPasswordIsRefusedAndTheRightOneWorks() throws {
        try Self.withCluster { cluster, schema in
            try cluster.put("cfg", #"{"name": "api"}"#)
            for arguments in [["user", "add", "root", "--new-user-password", "s3cret-pw"], ["auth", "enable"]] {
                let outcome = try cluster.ctl(arguments)
                #expect(outcome.status == 0, "\(outcome.err)")
            }
            let auth = ["--user", "root:s3cret-pw"]
            let wrong = cluster.folder + "/wrong", right = cluster.folder + "/right"
            try "not-it\n".write(toFile: wrong, atomically: true, encoding: .utf8)
            try "s3cret-pw\n".write(toFile: right, atomically: true, encoding: .utf8)
            let file = cluster.address("cfg")
            let refused = try Self.tool(["--file", file, "--schema", schema, "--user", "root", "--password-file", wrong, "set", "port", "1"], home: cluster.folder)
            #expect(refused.status == 74)
            #expect(refused.err.contains("etcd refused user root"), "\(refused.err)")
            #expect(!refused.err.contains("not-it"))
            let saved = try Self.tool(["--file", file, "--schema", schema, "--user", "root", "--password-file", right, "set", "port", "1"], home: cluster.folder)
            #expect(saved.status == 0, "\(saved.err)")
            #expect(!(saved.out + saved.err).contains("s3cret-pw"))
            let fromEnvironment = try Self.tool(["--file", file, "--schema", schema, "--user", "root", "get", "port"], home: cluster.folder,
                                                environment: ["SETTINGS_SHELL_ETCD_PASSWORD": "s3cret-pw"])
            #expect(fromEnvironment.out == "1\n", "\(fromEnvironment.err)")
            #expect(try cluster.value("cfg", flags: auth).contains(#""port": 1"#))
        }
    }

    /// A certificate authority, a member certificate for 127.0.0.1 and a client certificate, made with openssl in `folder`.
    static func certificates(in folder: String) throws {
        let script = """
            set -e
            cd "$0"
            openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 1 -subj /CN=test-ca 2>/dev/null
            printf 'subjectAltName=IP:127.0.0.1\\nextendedKeyUsage=serverAuth,clientAuth\\n' > ext
            for name in member client; do
              openssl req -newkey rsa:2048 -nodes -keyout $name.key -out $name.csr -subj /CN=$name 2>/dev/null
              openssl x509 -req -in $name.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out $name.pem -days 1 -extfile ext 2>/dev/null
            done
            """
        let outcome = try Subprocess.run("/bin/sh", ["-c", script, folder], environment: ["PATH": "/usr/bin:/bin"])
        guard outcome.status == 0 else { throw ClusterFailure("openssl: \(outcome.err)") }
    }

    @Test func tlsWithCertificatesMadeByTheTest() throws {
        var template = Array((NSTemporaryDirectory() + "/etcd-tls-XXXXXX").utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        defer { _ = try? Subprocess.run("/bin/rm", ["-rf", folder], environment: [:]) }
        try Self.certificates(in: folder)
        let tls = ["--cacert", folder + "/ca.pem", "--cert", folder + "/client.pem", "--key", folder + "/client.key"]
        let cluster = try EtcdCluster(
            extra: ["--cert-file", folder + "/member.pem", "--key-file", folder + "/member.key", "--trusted-ca-file", folder + "/ca.pem", "--client-cert-auth"],
            scheme: "https", healthFlags: tls)
        defer { cluster.stop() }
        let schema = try Self.schema(in: cluster.folder)
        try cluster.put("cfg", #"{"name": "api"}"#, flags: tls)
        let saved = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "set", "port", "2"] + tls, home: cluster.folder)
        #expect(saved.status == 0, "\(saved.err)")
        #expect(try cluster.value("cfg", flags: tls).contains(#""port": 2"#))
        // Without the client certificate the members refuse the connection.
        let refused = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "--timeout", "1", "--cacert", folder + "/ca.pem", "get", "port"],
                                    home: cluster.folder)
        #expect(refused.status != 0)
    }

    @Test func aPlainConnectionOffThisMachineNeedsInsecure() throws {
        let home = NSTemporaryDirectory()
        let outcome = try Self.tool(["--file", "etcd://10.1.2.3:2379/cfg", "--schema", "/nonexistent.json", "get", "port"], home: home)
        #expect(outcome.status != 0)
        #expect(outcome.err.contains("--insecure"), "\(outcome.err)")
    }
}
