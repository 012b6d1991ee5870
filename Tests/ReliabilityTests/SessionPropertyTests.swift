import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout
import TestSupport
import Testing

/// Property tests on the pure core: random settings files (generated from
/// the format's grammar and loaded through `SettingsDocument.load`) driven
/// by random command sequences. After every step: no trap, every screen
/// fits every width, numbers are 1…n and each can be selected, printed text
/// is inert, and every save changes only the bytes of the changed values.
///
/// Seeded and reproducible: a failure names its seed; replay one with
/// `RELIABILITY_SEED=0x… swift test --filter SessionPropertyTests`. For a
/// longer hunt: `RELIABILITY_BASE_SEED=<n> RELIABILITY_SCALE=<factor>`.
@Suite struct SessionPropertyTests {
    static let chunks = 8
    /// 128 sessions of 150 steps: 43 s of processor time in a debug build,
    /// still the most of any suite (200 sessions took 81 s).
    static let sessionsPerChunk = 16
    static let stepsPerSession = 150

    /// Totals over all chunks, reported at the end of the run.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func add(_ key: String, _ n: Int = 1) { lock.withLock { counts[key, default: 0] += n } }
        var snapshot: [String: Int] { lock.withLock { counts } }
    }
    static let tally = Tally()

    /// The seed of session `index` of `chunk`: spread so chunks never overlap.
    /// `RELIABILITY_BASE_SEED` picks another family of sessions.
    static func seed(chunk: Int, index: Int) -> UInt64 {
        let base = ProcessInfo.processInfo.environment["RELIABILITY_BASE_SEED"].flatMap { UInt64($0) } ?? 0x5E77_1265
        var mixer = SeededRandom(seed: base &+ UInt64(chunk) &* 0x1_0000_0001 &+ UInt64(index))
        return mixer.next() | 1
    }

    /// `RELIABILITY_SCALE=N` runs N times as many sessions (for a long hunt).
    static let scale = ProcessInfo.processInfo.environment["RELIABILITY_SCALE"].flatMap { Int($0) } ?? 1

    @Test(arguments: 0..<chunks)
    func randomSessions(chunk: Int) throws {
        let single = ProcessInfo.processInfo.environment["RELIABILITY_SEED"] != nil
        if single && chunk != 0 { return }
        let started = now()
        for index in 0..<(single ? 1 : Self.sessionsPerChunk * Self.scale) {
            let seed = single ? baseSeed(default: 1) : Self.seed(chunk: chunk, index: index)
            TrapReporter.running(seed, slot: chunk)
            var run = SessionRun(seed: seed)
            run.go(steps: Self.stepsPerSession)
            TrapReporter.finished(slot: chunk)
            Self.tally.add("sessions")
            Self.tally.add("steps", run.steps)
            Self.tally.add("saves", run.saves)
            Self.tally.add("bytes", run.bytesGenerated)
            Self.tally.add("renders", run.renders)
            for (key, count) in run.reached { Self.tally.add(key, count) }
            if run.failed { break }
        }
        let counts = Self.tally.snapshot
        print("SessionPropertyTests chunk \(chunk): \(String(format: "%.1f", now() - started)) s; totals so far: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }
}
