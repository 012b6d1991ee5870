import CPCRE2
import Synchronization

/// A text item's `pattern`: a Perl-compatible regular expression (PCRE2)
/// that the whole value must match — or, read as JSON Schema reads its
/// `pattern` (`anywhere`), that must match somewhere in it.
///
/// Patterns come from files, so any of them may be hostile (`^(a+)+$`
/// backtracks exponentially). PCRE2 is used, rather than Swift's `Regex`,
/// because it can be given a budget: each check may take at most
/// `matchLimit` backtracking steps and `heapLimitKiB` of memory, so it ends
/// within milliseconds whatever the pattern and the text; a check that runs
/// out of budget says so (`.tooComplex`) and the value is refused.
public struct TextPattern: Sendable, Hashable {
    /// The pattern as written in the file.
    public let source: String
    /// Whether a match anywhere in the text will do (JSON Schema), rather than of the whole text.
    public let anywhere: Bool

    /// The outcome of checking one text.
    public enum Outcome: Sendable, Equatable {
        case matches
        case doesNotMatch
        /// The check ran out of its budget; the text is treated as not matching.
        case tooComplex
        /// Not checked: the redraw drawing it had spent its ``PatternBudget``.
        case unchecked
    }

    /// Backtracking steps a check may take (PCRE2's match limit).
    static let matchLimit: UInt32 = 1_000_000
    /// Nested backtracking depth a check may reach.
    static let depthLimit: UInt32 = 1_000_000
    /// Memory a check may use for backtracking, in KiB.
    static let heapLimitKiB: UInt32 = 32_768
    /// Longest pattern accepted, in bytes.
    static let maxLength = 4_096

    private static let options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_DOLLAR_ENDONLY | PCRE2_NEVER_BACKSLASH_C)
    private static let anchoring = UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED)

    /// Why `source` can't be used as a pattern (PCRE2's words, with the
    /// byte offset of the problem), or nil when it can.
    public static func problem(in source: String) -> PatternError? {
        switch compiled(source, anywhere: false) {
        case .success(let code):
            pcre2_code_free_8(code)
            return nil
        case .failure(let error):
            return error
        }
    }

    /// Whether the whole of `text` matches `source`, within the budget. A
    /// pattern that can't be compiled matches everything: the loader has
    /// already refused it.
    public static func check(_ text: String, against source: String, anywhere: Bool = false) -> Outcome {
        TextPattern(source: source, anywhere: anywhere).check(text)
    }

    public init(source: String, anywhere: Bool = false) {
        self.source = source
        self.anywhere = anywhere
    }

    /// Whether the whole of `text` matches, within the budget.
    public func check(_ text: String) -> Outcome {
        guard let compiled = Self.cached(source, anywhere: anywhere) else { return .matches }
        // Held to the end of the match: the store may drop it meanwhile.
        return withExtendedLifetime(compiled) {
            guard let budget = PatternBudget.current else { return Self.match(text, compiled.code, steps: Self.matchLimit).outcome }
            return budget.check { Self.match(text, compiled.code, steps: $0) }
        }
    }

    /// The outcome within `steps` backtracking steps, and whether they ran out.
    private static func match(_ text: String, _ code: OpaquePointer, steps: UInt32) -> (outcome: Outcome, ranOut: Bool) {
        guard let context = pcre2_match_context_create_8(nil) else { return (.tooComplex, false) }
        defer { pcre2_match_context_free_8(context) }
        pcre2_set_match_limit_8(context, steps)
        pcre2_set_depth_limit_8(context, depthLimit)
        pcre2_set_heap_limit_8(context, heapLimitKiB)
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return (.tooComplex, false) }
        defer { pcre2_match_data_free_8(data) }
        // A NUL after the bytes: never read (the length is given), but it gives an
        // empty text a valid address.
        let subject = Array(text.utf8) + [0]
        let status = subject.withUnsafeBufferPointer { bytes in
            pcre2_match_8(code, bytes.baseAddress, bytes.count - 1, 0, UInt32(PCRE2_NO_UTF_CHECK), data, context)
        }
        if status >= 0 { return (.matches, false) }
        if status == PCRE2_ERROR_NOMATCH { return (.doesNotMatch, false) }
        return (.tooComplex, status == PCRE2_ERROR_MATCHLIMIT)
    }

    /// Patterns compiled once and kept: a screen checks each row's value
    /// against its pattern at every redraw, and compiling is most of a check.
    private static let compiledPatterns = Mutex<[TextPattern: CompiledPattern]>([:])
    /// At most this many are kept (a file may hold a pattern per item); past it the store starts again.
    private static let keptPatterns = 256

    /// The compiled form of `source`, from the store or compiled now; nil when it can't be compiled.
    private static func cached(_ source: String, anywhere: Bool) -> CompiledPattern? {
        let key = TextPattern(source: source, anywhere: anywhere)
        if let kept = compiledPatterns.withLock({ $0[key] }) { return kept }
        guard case .success(let code) = compiled(source, anywhere: anywhere) else { return nil }
        let made = CompiledPattern(code)
        compiledPatterns.withLock { store in
            if store.count >= keptPatterns { store.removeAll(keepingCapacity: true) }
            store[key] = made
        }
        return made
    }

    private static func compiled(_ source: String, anywhere: Bool) -> Result<OpaquePointer, PatternError> {
        guard source.utf8.count <= maxLength else {
            return .failure(PatternError(reason: "it is longer than \(maxLength) bytes"))
        }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let pattern = Array(source.utf8) + [0]
        let code = pattern.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count - 1, anywhere ? options : options | anchoring, &errorCode, &errorOffset, nil)
        }
        if let code { return .success(code) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pcre2_get_error_message_8(errorCode, $0.baseAddress, $0.count) }
        let message = length > 0 ? String(decoding: buffer.prefix(Int(length)), as: UTF8.self) : "error \(errorCode)"
        return .failure(PatternError(reason: "\(message) at offset \(errorOffset)"))
    }
}

/// A compiled PCRE2 pattern, freed with its last use. PCRE2 only reads a
/// compiled pattern while matching, so one may serve several threads.
private final class CompiledPattern: @unchecked Sendable {
    let code: OpaquePointer

    init(_ code: OpaquePointer) {
        self.code = code
    }

    deinit {
        pcre2_code_free_8(code)
    }
}

/// Why a `pattern` can't be used.
public struct PatternError: Error, Sendable, Equatable {
    public var reason: String
}
