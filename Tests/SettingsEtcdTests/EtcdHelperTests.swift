import EtcdLink
import Foundation
import Glibc
import Testing
import TestSupport

/// settings-shell-etcd driven directly, as a hostile parent could: every
/// field of a request is checked before it is used, its own standard input
/// is never read as a TLS file, and its input closing ends it.
@Suite struct EtcdHelperTests {
    /// The helper started on pipes.
    static func helper() throws -> Subprocess {
        try Subprocess.spawn(BuiltProduct.path("settings-shell-etcd"), [], environment: ["PATH": "/usr/bin:/bin"],
                             stdin: .pipe, stdout: .pipe, stderr: .pipe)
    }

    /// An `open` frame with these fields as text.
    static func open(endpoints: String, timeout: String, ca: String = "") -> String {
        let fields = ["open", endpoints, "cfg", timeout, "", "", ca, "", ""]
        return String(decoding: LinkFrame(fields.map { Array($0.utf8) }).encoded, as: UTF8.self)
    }

    @Test(arguments: ["inf", "-inf", "nan", "1e17", "1e300", "1e9", "0", "-1"])
    func aTimeoutThatCanBeNoDeadlineIsRefused(timeout: String) throws {
        let child = try Self.helper()
        child.write(Self.open(endpoints: "127.0.0.1:9", timeout: timeout))
        let answer = child.readOutput(until: "failed", deadline: 10)
        child.closeInput()
        let outcome = child.finish()
        // Before: SIGILL (status 132) on inf, 1e17, 1e300.
        #expect(outcome.end == .exited(0), "\(outcome.end) \(outcome.err)")
        #expect(answer.contains("failed"), "\(answer)")
        #expect(LinkRequest(LinkFrame(["open", "127.0.0.1:9", "cfg", timeout, "", "", "", "", ""].map { Array($0.utf8) })) == nil)
    }

    @Test func theLongestTimeoutIsAnHourAndShorterOnesAreTaken() {
        for (timeout, taken) in [("3600", true), ("3600.5", false), ("0.25", true)] {
            let request = LinkRequest(LinkFrame(["open", "127.0.0.1:9", "cfg", timeout, "", "", "", "", ""].map { Array($0.utf8) }))
            #expect((request != nil) == taken, "\(timeout)")
        }
    }

    @Test func itsInputClosingEndsItWhileARequestWaits() throws {
        let silent = try FakeMember("silent")
        defer { silent.stop() }
        let child = try Self.helper()
        child.write(Self.open(endpoints: silent.endpoint, timeout: "3600"))
        #expect(child.readOutput(until: "ready", deadline: 10).contains("ready"))
        child.write(String(decoding: LinkRequest.read.frame.encoded, as: UTF8.self))
        child.closeInput()
        // The read waits up to an hour for the silent member; the closed input ends the helper now.
        let ended = Date().addingTimeInterval(10)
        var end: Subprocess.End?
        while end == nil && Date() < ended {
            end = child.poll()?.0
            if end == nil { _ = poll(nil, 0, 50) }
        }
        if end == nil { _ = child.killAndReap() }
        #expect(end == .exited(0), "the helper went on after its input closed: \(String(describing: end))")
    }

    @Test(arguments: ["/dev/stdin", "FIFO", "/dev/zero"])
    func aTLSFileMustBeARegularFile(named: String) throws {
        let folder = NSTemporaryDirectory() + "/etcd-helper-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let child = try Self.helper()
        child.write(Self.open(endpoints: "127.0.0.1:9", timeout: "1", ca: named == "FIFO" ? fifo : named))
        // Refused at once: the request pipe is not read as a certificate, nor a FIFO waited on.
        let answer = child.readOutput(until: "PEM file", deadline: 10)
        child.closeInput()
        _ = child.finish()
        #expect(answer.contains("is not a regular file"), "\(answer)")
    }
}
