#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EtcdLink
import NIOCore
import NIOPosix
import Synchronization

/// Follows one key's changes through the gateway's watch stream, in the
/// background on SwiftNIO's event loop. When the stream ends (its member
/// went down) it is opened again a second later at the next member, from
/// the last revision seen, so no change is missed; ``stop()`` ends it.
package final class EtcdWatch: Sendable {
    private let client: EtcdClient
    private let key: String
    private let changed: @Sendable (Int64) -> Void
    private let state: Mutex<State>

    private struct State {
        /// The last revision seen: the stream starts after it.
        var seen: Int64
        var endpoint = 0
        var channel: EventLoopFuture<Channel>?
        var stopped = false
    }

    /// How long to wait before opening the stream again after it ended.
    static let pause = TimeAmount.seconds(1)

    init(client: EtcdClient, key: String, after revision: Int64, changed: @escaping @Sendable (Int64) -> Void) {
        self.client = client
        self.key = key
        self.changed = changed
        state = Mutex(State(seen: revision))
    }

    /// Opens the stream at the current endpoint.
    func start() {
        let (seen, endpoint, stopped) = state.withLock { ($0.seen, $0.endpoint, $0.stopped) }
        guard !stopped else { return }
        let opened = client.openWatch(endpoint: endpoint, key: key, after: seen) { [self] line in take(line) }
        guard let opened else { return }
        state.withLock { $0.channel = opened.channel }
        opened.ended.whenComplete { [self] _ in
            let again = state.withLock { state -> Bool in
                state.channel = nil
                state.endpoint += 1
                return !state.stopped
            }
            if again { opened.ended.eventLoop.scheduleTask(in: Self.pause) { [self] in start() } }
        }
    }

    /// Ends the stream; no more changes are reported.
    package func stop() {
        let channel = state.withLock { state -> EventLoopFuture<Channel>? in
            state.stopped = true
            return state.channel
        }
        channel?.whenSuccess { $0.close(promise: nil) }
    }

    /// One line of the stream: the revisions of its events.
    private func take(_ line: [UInt8]) {
        guard let response = try? EtcdClient.decoder.decode(EtcdGateway.WatchResponse.self, from: Data(line)), let result = response.result else { return }
        for event in result.events ?? [] {
            guard let revision = event.kv?.modRevision.flatMap({ Int64($0) }) ?? result.header?.revision.flatMap({ Int64($0) }) else { continue }
            state.withLock { $0.seen = max($0.seen, revision) }
            changed(revision)
        }
    }
}
