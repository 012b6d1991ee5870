#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import SettingsTerminal
import Testing
import TestSupport

/// Standard output whose reader goes away after taking `accepted` writes
/// (as `| head` does): later writes fail with EPIPE, as a pipe's do once
/// SIGPIPE is ignored. Output is buffered until flushed, as the process's
/// standard output is.
final class ClosingPipeOutput: OutputSink {
    private var buffer = ""
    private var writes = 0
    private let accepted: Int
    private(set) var failure: OutputFailure?
    private(set) var standardError = ""

    init(accepted: Int) { self.accepted = accepted }

    func out(_ text: String) { buffer += text }
    func err(_ text: String) {
        flush()
        standardError += text
    }
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer = ""
        guard failure == nil else { return }
        if writes >= accepted { failure = OutputFailure(descriptor: 1, errorNumber: EPIPE) }
        writes += 1
    }
    /// How many writes the run made (the points where the reader can leave).
    var writeCount: Int { writes }
}

/// A script's reader leaving at every possible point of its output: the run
/// stops before saving, or — when the save went through first — ends
/// `.saved` and says on standard error what was saved.
@Suite struct PipeClosingTests {
    static func script(using rng: inout SeededRandom) -> [String] {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            lines.append(["show", "get sounds", "get language", "sounds"].randomElement(using: &rng) ?? "show")
        }
        lines.append("set sounds off")
        for _ in 0..<Int.random(in: 0...2, using: &rng) { lines.append("show") }
        lines.append("done")
        return lines
    }

    @Test func aSaveThatWentThroughIsNeverToldAsNone() throws {
        let layout = try SettingsSessionTests.layout()
        var runs = 0
        for seed in UInt64(0)..<200 {
            var rng = SeededRandom(seed: seed)
            let lines = Self.script(using: &rng)
            let quiet = Bool.random(using: &rng)
            func run(accepted: Int) -> (SessionOutcome, ClosingPipeOutput, InMemoryStore) {
                let output = ClosingPipeOutput(accepted: accepted)
                var runner = SessionRunner(
                    store: InMemoryStore(layout: layout), glyphs: .unicode, source: ArrayLineSource(lines), output: output,
                    options: RunOptions(interactive: false, quiet: quiet))
                let outcome = runner.run()
                return (outcome, output, runner.store)
            }
            // Every point at which the reader can leave: before each write, and never.
            let writes = run(accepted: .max).1.writeCount
            for accepted in 0...writes {
                runs += 1
                let (outcome, output, store) = run(accepted: accepted)
                let saved = !store.values.isEmpty
                if case .failed(.output) = outcome {
                    #expect(!saved, "seed \(seed), reader gone after \(accepted) writes: stopped as unsaved, but saved")
                }
                if saved {
                    #expect(outcome == .saved(changes: 1), "seed \(seed), after \(accepted) writes: \(outcome)")
                    if output.failure != nil {
                        #expect(output.standardError.contains("the change was saved: Saved 1 change to memory."),
                                "seed \(seed), after \(accepted) writes: \(output.standardError)")
                    }
                } else {
                    #expect(output.failure != nil, "seed \(seed): nothing saved with the output whole")
                    #expect(!output.standardError.contains("saved"), "seed \(seed): \(output.standardError)")
                }
            }
        }
        #expect(runs >= 200)
    }
}
