import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout
import TestSupport
import Testing

/// Runs the built `settings-shell` in scripted mode (`--keep-going`) on a
/// copy of the repository's settings.json with random input on stdin: random
/// bytes, random command lines, and both mixed. Whatever it reads, it must
/// end by itself with status 0 or 1 before a deadline, never by a signal,
/// print no raw control characters, and leave a settings file that loads,
/// whose schema part is untouched, with no temporary file beside it.
/// Failures name the run's seed: replay with `RELIABILITY_FUZZ_SEED=0x…`.
@Suite struct BinaryFuzzTests {
    static let trials = 40
    static let deadline = 10.0

    @Test func randomInputNeverCrashesTheTool() throws {
        let binary = try Files.binary()
        let original = try Files.read(Files.repository.appendingPathComponent("settings.json").path)
        let document = try SettingsDocument.load(original)
        let seed = baseSeed("RELIABILITY_FUZZ_SEED", default: 0xB1_7A12)
        var rng = SeededRandom(seed: seed)
        var outcomes: [String: Int] = [:]
        var inputBytes = 0
        let started = now()
        try Files.withFolder("fuzz") { folder in
            let settings = folder + "/settings.json"
            for trial in 0..<Self.trials {
                let trialSeed = rng.next()
                var trng = SeededRandom(seed: trialSeed)
                let input = Self.input(&trng, document)
                inputBytes += input.count
                try Files.write(original, to: settings)
                try Files.write(input, to: folder + "/stdin")
                var arguments = ["--file", settings, "--keep-going"]
                if trng.chance(0.3) { arguments.append("--quiet") }
                if trng.chance(0.3) { arguments += ["--width", "\(trng.int(1...200))"] }
                if trng.chance(0.2) { arguments.append("--ascii") }
                let label = "trial \(trial) (RELIABILITY_FUZZ_SEED=\(hex(seed)), trial seed \(hex(trialSeed)), \(input.count) bytes of input, arguments \(arguments.dropFirst(2)))"

                let child = try Child.spawn(binary, arguments, in: folder, stdin: folder + "/stdin", stdout: folder + "/stdout", stderr: folder + "/stderr")
                guard let (end, _) = child.wait(deadline: Self.deadline) else {
                    Issue.record("\(label): still running after \(Self.deadline) s; killed")
                    continue
                }
                outcomes[end.description, default: 0] += 1
                guard end == .exited(0) || end == .exited(1) else {
                    let stderr = String(decoding: (try? Files.read(folder + "/stderr")) ?? [], as: UTF8.self)
                    Issue.record("\(label): ended with \(end); stderr ends \(String(stderr.suffix(600)).debugDescription)")
                    continue
                }
                for stream in ["stdout", "stderr"] {
                    let text = String(decoding: try Files.read(folder + "/" + stream), as: UTF8.self)
                    if let problem = rawControlProblem(text) { Issue.record("\(label): \(stream): \(problem)") }
                }
                let after = try Files.read(settings)
                if after != original {
                    outcomes["saved", default: 0] += 1
                    do throws(DocumentError) {
                        let saved = try SettingsDocument.load(after)
                        if let problem = Self.schemaPartProblem(document, saved) { Issue.record("\(label): \(problem)") }
                    } catch {
                        Issue.record("\(label): the saved file does not load: \(error.lines(fileName: "settings.json"))")
                    }
                }
                let leftovers = Files.list(folder).filter { $0.hasPrefix(".settings.json.tmp-") }
                if !leftovers.isEmpty { Issue.record("\(label): temporary files left: \(leftovers)") }
            }
        }
        print("BinaryFuzzTests: \(Self.trials) runs, \(inputBytes) bytes of input, seed \(hex(seed)), \(String(format: "%.1f", now() - started)) s; outcomes \(outcomes.sorted { $0.key < $1.key })")
    }

    /// Random bytes, command lines from the language (driven through an
    /// in-process session so they fit the screens they reach), or a mix.
    static func input(_ rng: inout SeededRandom, _ document: SettingsDocument) -> [UInt8] {
        switch rng.int(0...3) {
        case 0:
            return rng.bytes(rng.int(0...65_536))
        case 1, 2:
            var session = Session(layout: document.layout, storedValues: document.values.stored)
            var commands = CommandGenerator(seed: rng.next())
            var lines: [String] = []
            for _ in 0..<rng.int(1...400) {
                let line = commands.line(for: session)
                lines.append(line)
                let reply = session.handle(line: line)
                if reply.isError { _ = session.update(.interrupted) }
                if reply.effect == .save { _ = session.update(.saved(confirmation: "", warnings: [])) }
            }
            if rng.chance(0.5) { lines.append(rng.pick(["done", "cancel", "done", ""])) }
            var bytes = Array(lines.joined(separator: rng.chance(0.2) ? "\r\n" : "\n").utf8)
            if rng.chance(0.5) { bytes.append(0x0A) }
            return bytes
        default:
            var bytes: [UInt8] = []
            var commands = CommandGenerator(seed: rng.next())
            let session = Session(layout: document.layout, storedValues: document.values.stored)
            for _ in 0..<rng.int(1...200) {
                if rng.chance(0.3) {
                    bytes += rng.bytes(rng.int(0...300))
                } else {
                    bytes += Array(commands.line(for: session).utf8)
                }
                bytes.append(rng.pick([0x0A, 0x0A, 0x0D, 0x00]))
            }
            return bytes
        }
    }

    /// Everything but the `values` member must be byte for byte as before.
    static func schemaPartProblem(_ old: SettingsDocument, _ new: SettingsDocument) -> String? {
        guard let a = old.json.member("values", of: old.json.root), let b = new.json.member("values", of: new.json.root) else {
            return "the values member is missing"
        }
        let oldSpan = old.json.span(a), newSpan = new.json.span(b)
        if old.json.bytes[..<oldSpan.lowerBound] != new.json.bytes[..<newSpan.lowerBound] { return "bytes before values changed" }
        if old.json.bytes[oldSpan.upperBound...] != new.json.bytes[newSpan.upperBound...] { return "bytes after values changed" }
        return nil
    }
}
