import LosslessJSON
import Testing
@testable import YAMLValues

/// Input no one would write must be refused or read, never crash or hang
/// the reader: the YAML Test Suite's files mutated at random (seeded, so a
/// failure repeats), and block and flow nesting beyond ``YAMLLimits``
/// (aliases of aliases: YAMLEditTests.refusesHostileInput).
@Suite struct YAMLHostileInputTests {
    /// Characters that matter to YAML's syntax, inserted and substituted.
    static let alphabet = Array(" \t\n\r-?:,[]{}#&*!|>'\"%@`.\\0aZ~".utf8)

    @Test func mutatedSuiteFilesAreReadOrRefused() {
        let corpus = YAMLTestSuite.cases().map(\.input).filter { !$0.isEmpty }
        guard !corpus.isEmpty else { return }
        var random = Mutations(state: 0x59414D4C)
        var read = 0
        for _ in 0..<3000 {
            var bytes = corpus[random.below(corpus.count)]
            for _ in 0...random.below(4) {
                let at = random.below(bytes.count + 1)
                switch random.below(5) {
                case 0 where at < bytes.count: bytes[at] = Self.alphabet[random.below(Self.alphabet.count)]
                case 1: bytes.insert(Self.alphabet[random.below(Self.alphabet.count)], at: at)
                case 2 where at < bytes.count: bytes.remove(at: at)
                case 3: bytes.removeSubrange(at...)
                default:
                    let other = corpus[random.below(corpus.count)]
                    let from = random.below(other.count)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + 1 + random.below(20))], at: at)
                }
            }
            if (try? YAMLEvents.events(bytes)) != nil { read += 1 }
            if let document = try? YAMLDocument.read(bytes) { _ = document.value(document.root) }
        }
        #expect(read > 0)
    }

    @Test func nestingBeyondTheLimitIsRefused() {
        let depth = YAMLLimits.maxDepth + 10
        let inputs: [String] = [
            String(repeating: "[", count: depth * 20),
            String(repeating: "{a: ", count: depth),
            (0..<depth).map { String(repeating: " ", count: $0) + "a:\n" }.joined(),
            (0..<depth).map { String(repeating: " ", count: $0) + "- \n" }.joined(),
            String(repeating: "- ", count: depth) + "x\n",
        ]
        for input in inputs {
            #expect(throws: JSONSyntaxError.self) { try YAMLEvents.events(Array(input.utf8)) }
        }
    }

    /// A small seeded generator (a linear congruential one): the same numbers on every run.
    struct Mutations {
        var state: UInt64

        /// A number in `0..<bound` (0 when `bound` is 0).
        mutating func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return bound > 0 ? Int((state >> 33) % UInt64(bound)) : 0
        }
    }
}
