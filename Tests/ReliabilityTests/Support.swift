import TestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore

extension SeededRandom {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// One of `choices`, each weighted by its first element.
    mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.0 }
        var roll = Int.random(in: 0..<total, using: &self)
        for (weight, value) in choices {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) } }
}

/// The seed a run starts from: the environment variable `name` (decimal or
/// 0x-hex) to replay one, else a fixed default so CI runs are reproducible.
func baseSeed(_ name: String = "RELIABILITY_SEED", default value: UInt64) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
        return value
    }
    if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? value }
    return UInt64(text) ?? value
}

func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }

// MARK: - Telling which seed was running when the process trapped

/// Seeds being run right now, one slot per concurrent worker; a crash
/// handler prints them, since a trap can't be caught as a test failure.
enum TrapReporter {
    static let slots = 32
    nonisolated(unsafe) static let active: UnsafeMutablePointer<UInt64> = {
        let pointer = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
        pointer.initialize(repeating: 0, count: slots)
        return pointer
    }()
    nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]
    static let installed: Bool = {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = trapHandler
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
        return true
    }()

    static func running(_ seed: UInt64, slot: Int) {
        _ = installed
        active[slot % slots] = seed
    }

    static func finished(slot: Int) { active[slot % slots] = 0 }
}

/// Writes the seeds in flight with write(2) only, then hands the signal to
/// whoever handled it before (the Swift runtime's backtracer, or the default).
private func trapHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    var buffer = [UInt8](repeating: 0, count: 64)
    func put(_ text: StaticString) { _ = write(2, text.utf8Start, text.utf8CodeUnitCount) }
    put("\nReliabilityTests: the process trapped while running seed(s):")
    for slot in 0..<TrapReporter.slots {
        var seed = TrapReporter.active[slot]
        guard seed != 0 else { continue }
        var count = 0
        repeat {
            let digit = UInt8(seed & 0xF)
            buffer[count] = digit < 10 ? 0x30 + digit : 0x57 + digit
            seed >>= 4
            count += 1
        } while seed != 0
        put(" 0x")
        for k in stride(from: count - 1, through: 0, by: -1) { _ = write(2, &buffer[k], 1) }
    }
    put(" (replay with RELIABILITY_SEED=<seed>)\n")
    if var old = TrapReporter.previous[signal] {
        sigaction(signal, &old, nil)
    } else {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(signal, &action, nil)
    }
    // Returning re-runs the faulting instruction under the previous handler;
    // for signals sent by raise/abort, send it again.
    if signal == SIGABRT { raise(signal) }
}

// MARK: - Screens

/// Every way a screen line may break the screen contract at `width`, or nil.
func screenLineProblem(_ line: String, width: Int) -> String? {
    let columns = TextWidth.columns(line)
    if columns > width { return "line is \(columns) columns wide at width \(width): \(line.debugDescription)" }
    if let raw = line.unicodeScalars.first(where: InertText.needsEscape) {
        return "raw control character U+\(String(raw.value, radix: 16, uppercase: true)) in \(line.debugDescription)"
    }
    return nil
}

/// Raw control characters in printed text (newlines between lines allowed).
func rawControlProblem(_ text: String) -> String? {
    guard let raw = text.unicodeScalars.first(where: { $0 != "\n" && InertText.needsEscape($0) }) else { return nil }
    return "raw control character U+\(String(raw.value, radix: 16, uppercase: true)) in \(String(text.prefix(300)).debugDescription)"
}

// MARK: - Files and processes

enum Files {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The repository root, from this file's path.
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh folder, removed after `body`.
    static func withFolder<T>(_ label: String, _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("settings-shell-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure("can't read \(path)") }
        return [UInt8](data)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func list(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// The built tool, beside the test bundle (found through /proc/self/exe).
    static func binary() throws -> String {
        try BuiltProduct.path("settings-shell")
    }
}

/// A child process of the tool (see ``Subprocess``): stdin from a file,
/// stdout and stderr to files, so nothing can block on a pipe. It runs in the
/// test's working folder: pass absolute paths.
struct Child {
    let process: Subprocess
    var pid: pid_t { process.pid }

    typealias End = Subprocess.End

    static func spawn(_ binary: String, _ arguments: [String], in folder: String, stdin: String, stdout: String, stderr: String) throws -> Child {
        Child(process: try Subprocess.spawn(
            binary, arguments, environment: Subprocess.environment(home: folder),
            stdin: .file(stdin), stdout: .file(stdout), stderr: .file(stderr)))
    }

    /// Reaps the child if it has ended.
    func poll() -> (End, rusage)? { process.poll() }

    /// Waits until the child ends or `deadline` seconds pass; then kills it
    /// (SIGKILL) and returns nil.
    func wait(deadline seconds: Double) -> (End, rusage)? {
        let start = now()
        var pause: useconds_t = 200
        while now() - start < seconds {
            if let ended = poll() { return ended }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
        _ = process.killAndReap()
        return nil
    }

    /// Kills the child with SIGKILL and reaps it.
    func killAndReap() -> End { process.killAndReap() }
}

/// A monotonic clock in seconds.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}
