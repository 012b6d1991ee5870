/// The answer of a `Completer`: what may replace the text before the cursor.
///
/// `candidates` are full replacement texts for `line[replaceFrom..<cursor]`,
/// so a candidate may span spaces: from "Disp" the candidate
/// "Display & Brightness" completes whole.
package struct Completion: Sendable, Equatable {
    /// Index, in Characters, of the first replaced Character of the line.
    package var replaceFrom: Int
    /// Full replacement texts for `line[replaceFrom..<cursor]`, best first.
    package var candidates: [String]
    /// Whether a space follows a unique completion (false after a completed
    /// value, where nothing more is expected).
    package var appendSpace: Bool

    /// A completion of the text from `replaceFrom` up to the cursor.
    package init(replaceFrom: Int, candidates: [String], appendSpace: Bool = true) {
        self.replaceFrom = replaceFrom
        self.candidates = candidates
        self.appendSpace = appendSpace
    }

    /// No candidates: TAB does nothing (the terminal bell rings).
    package static let none = Completion(replaceFrom: 0, candidates: [], appendSpace: false)
}

/// Computes completions for `line` with the cursor at `cursor`; both
/// positions are counted in Characters.
package typealias Completer = @Sendable (_ line: String, _ cursor: Int) -> Completion
