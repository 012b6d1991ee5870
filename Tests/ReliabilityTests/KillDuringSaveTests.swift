import TestSupport
import Foundation
import LosslessJSON
import SettingsCore
import Testing

/// SIGKILLs the built tool at random moments while it loads, saves and exits
/// a ~20 MB settings file (saves are atomic and durable). After every kill the
/// file must be byte for byte the old or the new version; a temporary file a
/// killed save leaves behind must be removed by the next save and never be
/// taken for the settings. The kill moments come from a seed
/// (`RELIABILITY_KILL_SEED`), but where a moment falls depends on timing.
@Suite struct KillDuringSaveTests {
    /// Half aimed at the save itself; 30 runs of the debug build take
    /// about 25 s of processor time.
    static let kills = 30
    /// Settings in the generated file, each with a long help text: 10,000
    /// items of about 2 KB make about 20 MB.
    static let items = 10_000
    static let helpBytes = 1_900

    static func generate() -> [UInt8] {
        let help = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit; ", count: helpBytes / 58)
        var text = "{\n  \"title\": \"Big\",\n  \"groups\": [\n"
        text.reserveCapacity(items * (helpBytes + 140))
        let perGroup = 100
        for group in 0..<(items / perGroup) {
            text += "    {\n      \"header\": \"Group \(group)\",\n      \"items\": [\n"
            for index in 0..<perGroup {
                let n = group * perGroup + index
                text += "        {\"type\": \"text\", \"key\": \"k\(n)\", \"title\": \"Setting \(n)\", \"default\": \"v\", \"help\": \"\(help)\"}"
                text += index + 1 < perGroup ? ",\n" : "\n"
            }
            text += group + 1 < items / perGroup ? "      ]\n    },\n" : "      ]\n    }\n"
        }
        text += "  ],\n  \"values\": {\"k1\": \"x\", \"k2\": 1.10}\n}\n"
        return Array(text.utf8)
    }

    static func lastRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        var start = haystack.count - needle.count
        while start >= 0 {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start -= 1
        }
        return nil
    }

    @Test func killedAnywhereLeavesOldOrNewFile() throws {
        let binary = try Files.binary()
        let seed = baseSeed("RELIABILITY_KILL_SEED", default: 0x4B11_1ED)
        var rng = SeededRandom(seed: seed)
        let started = now()
        let old = Self.generate()
        let key = "k\(Self.items / 2)"
        // The new version, worked out by hand: the tool inserts the key into
        // the one-line values object, after its last member.
        let valuesLine = Array("\"values\": {\"k1\": \"x\", \"k2\": 1.10}".utf8)
        let insertAt = try #require(Self.lastRange(of: valuesLine, in: old)).upperBound - 1
        let new = Array(old[..<insertAt]) + Array(", \"\(key)\": \"hello\"".utf8) + Array(old[insertAt...])
        let generated = now() - started

        try Files.withFolder("kill") { folder in
            let settings = folder + "/settings.json"
            let tempPrefix = ".settings.json.tmp-"
            try Files.write(Array("set \(key) hello\ndone\n".utf8), to: folder + "/stdin")
            func temporaries() -> [String] { Files.list(folder).filter { $0.hasPrefix(tempPrefix) } }
            func start() throws -> Child {
                try Child.spawn(binary, ["--file", settings, "--quiet"], in: folder, stdin: folder + "/stdin", stdout: folder + "/stdout", stderr: folder + "/stderr")
            }

            /// An uninterrupted save: exit 0, exactly the new bytes, no temporary file left.
            func completeSave(_ label: String) throws -> Double {
                let leftBefore = temporaries().count
                try Files.write(old, to: settings)
                let began = now()
                let child = try start()
                guard let (end, _) = child.wait(deadline: 120) else {
                    Issue.record("\(label): the save did not finish in 120 s")
                    return 0
                }
                let took = now() - began
                #expect(end == .exited(0), "\(label): \(end); stderr \(String(decoding: (try? Files.read(folder + "/stderr")) ?? [], as: UTF8.self))")
                #expect(try Files.read(settings) == new, "\(label): the saved file is not the expected new version")
                #expect(temporaries().isEmpty, "\(label): temporary files left after a save (\(leftBefore) stale before): \(temporaries())")
                return took
            }

            let full = try completeSave("first save")
            var outcomes = (old: 0, new: 0, finished: 0, temporariesLeft: 0, staleCleaned: 0)
            var watched = 0
            for trial in 0..<Self.kills {
                try Files.write(old, to: settings)
                let stale = Set(temporaries())
                let child = try start()
                let began = now()
                var ended: Child.End?
                if trial % 2 == 0 {
                    // Any moment from start to a little after a full run's time.
                    let delay = Double.random(in: 0...(full * 1.15), using: &rng)
                    while now() - began < delay, ended == nil {
                        ended = child.poll()?.0
                        if ended == nil { usleep(500) }
                    }
                } else {
                    // Aim at the save: wait for its temporary file to appear, then a
                    // random moment of the write, fsync and rename.
                    let extra = Double.random(in: 0...0.06, using: &rng)
                    var seen: Double?
                    while ended == nil, now() - began < full * 3 {
                        if seen == nil, temporaries().contains(where: { !stale.contains($0) }) { seen = now(); watched += 1 }
                        if let seen, now() - seen >= extra { break }
                        ended = child.poll()?.0
                        if ended == nil { usleep(200) }
                    }
                }
                if let ended {
                    outcomes.finished += 1
                    #expect(ended == .exited(0), "trial \(trial): finished with \(ended)")
                } else {
                    _ = child.killAndReap()
                }
                let bytes = try Files.read(settings)
                if bytes == old {
                    outcomes.old += 1
                } else if bytes == new {
                    outcomes.new += 1
                } else {
                    Issue.record("trial \(trial) (seed \(hex(seed))): after the kill the file is neither the old nor the new version (\(bytes.count) bytes)")
                }
                let left = temporaries()
                if !left.isEmpty { outcomes.temporariesLeft += 1 }
                if !stale.isEmpty && stale.isDisjoint(with: left) { outcomes.staleCleaned += 1 }
                if trial % 10 == 9 { _ = try completeSave("save after trial \(trial)") }
            }
            _ = try completeSave("last save")
            print("""
                KillDuringSaveTests: \(old.count) bytes, \(Self.items) items (generated in \(String(format: "%.1f", generated)) s); full save \(String(format: "%.2f", full)) s; \
                \(Self.kills) runs: \(outcomes.old) old, \(outcomes.new) new (\(outcomes.finished) finished before the kill); \
                \(watched) kills aimed at a seen temporary file; a temporary file left by \(outcomes.temporariesLeft) runs, \
                stale ones removed by \(outcomes.staleCleaned) later runs; seed \(hex(seed)); \(String(format: "%.1f", now() - started)) s
                """)
            #expect(outcomes.old + outcomes.new == Self.kills)
        }
    }
}
