#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EtcdLink
import Glibc
import Synchronization
import Threads

/// Follows one key's changes through the gateway's watch stream, on a
/// thread of its own. When the stream ends (its member went down) it is
/// opened again a second later at the next member, from the last revision
/// seen, so no change is missed; ``stop()`` ends it.
package final class EtcdWatch: Sendable {
    private let client: EtcdClient
    private let key: String
    private let changed: @Sendable (Int64) -> Void
    private let cancel = GatewayCancel()
    /// The last revision seen: the stream starts after it.
    private let seen: Mutex<Int64>

    /// Milliseconds to wait before opening the stream again after it ended.
    static let pause: Int32 = 1000

    init(client: EtcdClient, key: String, after revision: Int64, changed: @escaping @Sendable (Int64) -> Void) {
        self.client = client
        self.key = key
        self.changed = changed
        seen = Mutex(revision)
    }

    /// Starts following on a thread of its own, which ends after ``stop()``.
    func start() {
        PosixThread.start(detached: true) { [self] in
            var endpoint = 0
            while !cancel.isCancelled {
                client.streamWatch(endpoint: endpoint, key: key, after: seen.withLock { $0 }, cancel: cancel) { [self] line in take(line) }
                endpoint += 1
                if !cancel.isCancelled { poll(nil, 0, Self.pause) }
            }
        }
    }

    /// Ends the stream; no more changes are reported.
    package func stop() {
        cancel.cancel()
    }

    /// One line of the stream: the revisions of its events.
    private func take(_ line: [UInt8]) {
        guard !cancel.isCancelled,
              let response = try? EtcdClient.decoder.decode(EtcdGateway.WatchResponse.self, from: Data(line)), let result = response.result else { return }
        for event in result.events ?? [] {
            guard let revision = event.kv?.modRevision.flatMap({ Int64($0) }) ?? result.header?.revision.flatMap({ Int64($0) }) else { continue }
            seen.withLock { $0 = max($0, revision) }
            changed(revision)
        }
    }
}
