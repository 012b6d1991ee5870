import Foundation
import Glibc
import TestSupport

/// A member that misbehaves on a loopback port, as an attacker's or a
/// broken one would: `silent` takes connections and never answers;
/// `drop-writes PORT` passes every request to the real member at PORT but,
/// for a transaction (a write), closes the connection once the member has
/// answered (it has committed) without passing the answer on; `huge`
/// answers every request with 70 MiB. A Python script, so that it is
/// independent of the code under test.
final class FakeMember: @unchecked Sendable {
    let port: Int
    private let process: Subprocess

    var endpoint: String { "127.0.0.1:\(port)" }

    init(_ mode: String, target: Int = 0) throws {
        port = try EtcdCluster.freePorts(1)[0]
        process = try Subprocess.spawn("/usr/bin/python3", ["-c", Self.script, mode, String(port), String(target)],
                                       environment: ["PATH": "/usr/bin:/bin"], stdin: .null, stdout: .pipe, stderr: .pipe)
        guard process.readOutput(until: "ready", deadline: 20).contains("ready") else {
            _ = process.killAndReap()
            throw ClusterFailure("the fake member did not start")
        }
    }

    func stop() { _ = process.killAndReap() }

    static let script = #"""
import socket, sys, threading
mode, port, target = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk: return None
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length": length = int(value.strip())
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk: break
        body += chunk
    return head + b"\r\n\r\n" + body

def serve(conn):
    try:
        if mode == "silent":
            while conn.recv(65536): pass
            return
        request = read_request(conn)
        if request is None: return
        if mode == "huge":
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 73400320\r\n\r\n")
            block = b"0" * 1048576
            for _ in range(70): conn.sendall(block)
            return
        member = socket.create_connection(("127.0.0.1", target))
        member.sendall(request.replace(b"Connection: close", b""))
        answer = b""
        # The whole answer is read (the member has committed once its headers come).
        member.settimeout(5)
        while True:
            try:
                chunk = member.recv(65536)
            except socket.timeout:
                break
            if not chunk: break
            answer += chunk
            if b"\r\n\r\n" in answer:
                head, _, body = answer.partition(b"\r\n\r\n")
                lengths = [l for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")]
                if lengths and len(body) >= int(lengths[0].split(b":")[1]): break
                if not lengths and body.endswith(b"0\r\n\r\n"): break
        member.close()
        if b"POST /v3/kv/txn" in request.split(b"\r\n")[0]:
            return
        conn.sendall(answer)
    except OSError:
        pass
    finally:
        try: conn.close()
        except OSError: pass

listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", port))
listener.listen(64)
print("ready", flush=True)
while True:
    conn, _ = listener.accept()
    threading.Thread(target=serve, args=(conn,), daemon=True).start()
"""#
}
