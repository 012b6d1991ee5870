import CPCRE2

/// A PCRE2 regular expression compiled once and matched within a budget.
///
/// Patterns come from files, so any of them may be hostile (`^(a+)+$`
/// backtracks exponentially). PCRE2 is used, rather than Swift's `Regex`,
/// because it can be given a budget: each match may take at most
/// `matchLimit` backtracking steps and `heapLimitKiB` of memory, so it ends
/// within milliseconds whatever the pattern and the text; a match that runs
/// out of budget says so (`.tooComplex`). Both the layout's text rules and
/// the JSON Schema validator match through this one type. PCRE2 only reads
/// a compiled pattern while matching, so one may serve several threads.
package final class BudgetedRegex: @unchecked Sendable {
    /// The outcome of matching one text.
    package enum Outcome: Sendable, Equatable {
        case matches
        case doesNotMatch
        /// The match ran out of its budget.
        case tooComplex
    }

    /// Backtracking steps a match may take (PCRE2's match limit).
    package static let matchLimit: UInt32 = 1_000_000
    /// Nested backtracking depth a match may reach.
    static let depthLimit: UInt32 = 1_000_000
    /// Memory a match may use for backtracking, in KiB.
    static let heapLimitKiB: UInt32 = 32_768
    /// Longest pattern accepted, in bytes.
    package static let maxLength = 4_096

    private static let options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_DOLLAR_ENDONLY | PCRE2_NEVER_BACKSLASH_C)
    private static let anchoring = UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED)

    private let code: OpaquePointer

    private init(_ code: OpaquePointer) {
        self.code = code
    }

    deinit {
        pcre2_code_free_8(code)
    }

    /// Compiles `source`; `whole` makes it match only the whole text. The
    /// failure is PCRE2's reason, with the byte offset of the problem.
    package static func compile(_ source: String, whole: Bool) -> Result<BudgetedRegex, RegexError> {
        guard source.utf8.count <= maxLength else {
            return .failure(RegexError(reason: "it is longer than \(maxLength) bytes"))
        }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let pattern = Array(source.utf8) + [0]
        let code = pattern.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count - 1, whole ? options | anchoring : options, &errorCode, &errorOffset, nil)
        }
        if let code { return .success(BudgetedRegex(code)) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pcre2_get_error_message_8(errorCode, $0.baseAddress, $0.count) }
        let message = length > 0 ? String(decoding: buffer.prefix(Int(length)), as: UTF8.self) : "error \(errorCode)"
        return .failure(RegexError(reason: "\(message) at offset \(errorOffset)"))
    }

    /// Whether `text` matches, within the budget.
    package func match(_ text: String) -> Outcome {
        match(text, steps: Self.matchLimit).outcome
    }

    /// Whether `text` matches within `steps` backtracking steps (at most
    /// ``matchLimit``), and whether it was those steps that ran out: a
    /// caller sharing a budget among many matches tries few steps first.
    package func match(_ text: String, steps: UInt32) -> (outcome: Outcome, ranOut: Bool) {
        guard let context = pcre2_match_context_create_8(nil) else { return (.tooComplex, false) }
        defer { pcre2_match_context_free_8(context) }
        pcre2_set_match_limit_8(context, min(steps, Self.matchLimit))
        pcre2_set_depth_limit_8(context, Self.depthLimit)
        pcre2_set_heap_limit_8(context, Self.heapLimitKiB)
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
}
