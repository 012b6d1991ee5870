import Foundation
import Glibc
import Testing
import TestSupport

/// The tool against three-member etcd clusters of their own: members killed
/// mid-session, all down, authentication turned on, TLS.
@Suite(.serialized, .enabled(if: EtcdCluster.available, "etcd and etcdctl are not installed (.ci/bootstrap installs them)"))
struct EtcdClusterTests {
    static func tool(_ arguments: [String], home: String, input: String? = nil, environment: [String: String] = [:]) throws -> Subprocess.Outcome {
        try EtcdValuesTests.tool(arguments, home: home, input: input, environment: environment)
    }

    static func withCluster(extra: [String] = [], _ body: (EtcdCluster, String) throws -> Void) throws {
        try EtcdValuesTests.withCluster(extra: extra, body)
    }

    static func sessionWithAChange(port: Int, cluster: EtcdCluster, schema: String, extra: [String] = []) throws -> Subprocess {
        try EtcdValuesTests.sessionWithAChange(port: port, cluster: cluster, schema: schema, extra: extra)
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
            #expect(try cluster.value("cfg", flags: cluster.liveEndpoints).contains(#""port": 7"#))
        }
    }

    @Test func theWatchGoesOnAtAnotherMemberWhenItsOwnIsKilled() throws {
        try Self.withCluster { cluster, schema in
            let child = try Self.sessionWithAChange(port: 7, cluster: cluster, schema: schema)
            // The session watches at the first endpoint, the one it read from.
            cluster.kill(0)
            // Killing the leader leaves the others to elect one: a put may time out meanwhile.
            let elected = Date().addingTimeInterval(30)
            while true {
                do {
                    try cluster.put("cfg", #"{"name": "other"}"#, flags: cluster.liveEndpoints)
                    break
                } catch where Date() < elected {}
            }
            let notice = "was changed by another writer at revision \(try cluster.modRevision("cfg", flags: cluster.liveEndpoints))"
            var told = ""
            let deadline = Date().addingTimeInterval(20)
            while !told.contains(notice) && Date() < deadline {
                child.write("get port\n")
                told += child.readErrors(until: "revision", deadline: 0.5).replacingOccurrences(of: "\n", with: " ")
            }
            #expect(told.contains(notice), "\(told)")
            child.closeInput()
            _ = child.finish()
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
        let schema = try EtcdValuesTests.schema(in: cluster.folder)
        try cluster.put("cfg", #"{"name": "api"}"#, flags: tls)
        let saved = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "set", "port", "2"] + tls, home: cluster.folder)
        #expect(saved.status == 0, "\(saved.err)")
        #expect(try cluster.value("cfg", flags: tls).contains(#""port": 2"#))
        // Without the client certificate the members refuse the connection.
        let refused = try Self.tool(["--file", cluster.address("cfg"), "--schema", schema, "--timeout", "1", "--cacert", folder + "/ca.pem", "get", "port"],
                                    home: cluster.folder)
        #expect(refused.status != 0)
        // TLS's reason in words, not the TLS library's codes and names.
        #expect(refused.err.contains("TLS"), "\(refused.err)")
        #expect(!refused.err.contains("error:") && !refused.err.contains("OpenSSL") && !refused.err.contains("errno"), "\(refused.err)")
        // The certificate names only IP:127.0.0.1: a name that leads there is not enough.
        let byName = try Self.tool(["--file", "etcd://localhost:\(cluster.members[0].clientPort)/cfg", "--schema", schema, "--timeout", "2",
                                    "get", "port"] + tls, home: cluster.folder)
        #expect(byName.status == 69, "\(byName.err)")
        #expect(byName.err.replacingOccurrences(of: "\n", with: " ").contains("is not for localhost"), "\(byName.err)")
    }

    @Test func aPlainConnectionOffThisMachineNeedsInsecure() throws {
        let home = NSTemporaryDirectory()
        let outcome = try Self.tool(["--file", "etcd://10.1.2.3:2379/cfg", "--schema", "/nonexistent.json", "get", "port"], home: home)
        // A usage problem (2), said with the way round it, not an I/O error.
        #expect(outcome.status == 2)
        #expect(outcome.err.contains("--insecure"), "\(outcome.err)")
        let malformed = try Self.tool(["--file", "etcd://:2379/cfg", "get", "port"], home: home)
        #expect(malformed.status == 2, "\(malformed.err)")
    }
}
