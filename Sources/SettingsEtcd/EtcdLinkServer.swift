import Dispatch
import EtcdLink
import Glibc
import Synchronization

/// The helper's side of ``LinkRequest``/``LinkReply``: reads requests from
/// one pipe and answers each on the other, until the pipe closes (the
/// tool ended). Keeps one ``EtcdClient``, and after every read or write
/// watches the key from the revision the document is at, so that a change
/// by anyone else can be told before the next prompt.
package final class EtcdLinkServer: Sendable {
    private let input: Int32
    private let output: Int32
    private let client = Mutex<EtcdClient?>(nil)
    private let watched = Mutex(Watched())
    /// Held while a frame is written: one frame at a time, whichever
    /// thread writes it (a `waiting` notice is written from within the
    /// request it is about).
    private let writing = Mutex(())

    /// The watch and what it has seen.
    private struct Watched {
        var watch: EtcdWatch?
        /// The revision this tool last read or wrote the document at.
        var known: Int64 = 0
        /// The latest revision of another writer's change not yet told.
        var latest: Int64 = 0
    }

    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Answers requests until the input closes; the process's exit status.
    /// The input closing ends the process even while a request waits for a
    /// member: settings-shell is gone, and nobody would read the answer.
    package func serve() -> Int32 {
        let input = self.input
        DispatchQueue.global().async {
            var hangUp = pollfd(fd: input, events: 0, revents: 0)
            while true {
                let ready = poll(&hangUp, 1, -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 || hangUp.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { _exit(0) }
            }
        }
        var reader = LinkReader(descriptor: input)
        while true {
            let frame: LinkFrame
            do throws(LinkReader.Failure) { frame = try reader.next() } catch {
                watched.withLock { $0.watch?.stop() }
                return error == .closed ? 0 : 65
            }
            let reply = LinkRequest(frame).map(answer) ?? .failed(unavailable: false, message: "the etcd helper got a request it does not know")
            guard send(reply) else { return 74 }
        }
    }

    /// Writes `reply` whole; false when the pipe is gone.
    private func send(_ reply: LinkReply) -> Bool {
        writing.withLock { _ in reply.frame.write(to: output) }
    }

    private func answer(_ request: LinkRequest) -> LinkReply {
        switch request {
        case .open(let address, let settings):
            do throws(EtcdError) {
                let made = try EtcdClient(address: address, settings: settings) { [self] endpoint in _ = send(.waiting(endpoint: endpoint)) }
                client.withLock { $0 = made }
                return .ready
            } catch {
                return Self.failed(error)
            }
        case .read:
            guard let client = client.withLock({ $0 }) else { return Self.notOpen }
            do throws(EtcdError) {
                let range = try client.get(client.address.key)
                follow(client, from: range.revision)
                guard let value = range.value else { return .absent }
                return .document(revision: value.modRevision, bytes: value.bytes)
            } catch {
                return Self.failed(error)
            }
        case .write(let expectation, let bytes):
            guard let client = client.withLock({ $0 }) else { return Self.notOpen }
            do throws(EtcdError) {
                switch try client.put(client.address.key, value: bytes, expecting: expectation) {
                case .written(let revision):
                    follow(client, from: revision)
                    return .written(revision: revision)
                case .conflict(let revision):
                    return .conflict(revision: revision)
                }
            } catch {
                return Self.failed(error)
            }
        case .changes:
            return watched.withLock { state in
                guard state.latest > state.known else { return .unchanged }
                state.known = state.latest
                return .changed(revision: state.latest)
            }
        }
    }

    /// Takes `revision` as the document's own, and watches for changes after it
    /// (one watch for the session: it goes on from where it is).
    private func follow(_ client: EtcdClient, from revision: Int64) {
        let start = watched.withLock { state -> Bool in
            state.known = max(state.known, revision)
            return state.watch == nil
        }
        guard start else { return }
        let watch = client.watch(client.address.key, after: revision) { [self] changed in
            watched.withLock { $0.latest = max($0.latest, changed) }
        }
        watched.withLock { $0.watch = watch }
    }

    private static let notOpen = LinkReply.failed(unavailable: false, message: "the etcd helper was asked to read or write before it was told where")

    private static func failed(_ error: EtcdError) -> LinkReply {
        switch error {
        case .unavailable(let message): return .failed(unavailable: true, message: message)
        case .refused(let message): return .failed(unavailable: false, message: message)
        }
    }
}
