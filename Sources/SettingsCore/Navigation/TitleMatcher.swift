/// Finds the rows a typed title names, forgiving what people don't type:
/// case, accents, punctuation and spacing (`wifi` names "Wi-Fi",
/// `display brightness` names "Display & Brightness").
///
/// The closest kind of match decides, in this order: the exact title (case
/// ignored), the exact title with punctuation and spacing folded, a title
/// that begins with the text, a folded title that begins with the folded
/// text. So a title typed in full is never taken as ambiguous because a
/// looser comparison also matches another row.
package enum TitleMatcher {
    /// The indices in `titles` of the rows the typed text names: one index
    /// selects that row, several are the candidates of an ambiguous text,
    /// none means nothing matches.
    package static func matches(_ typed: String, in titles: [String]) -> [Int] {
        let lowered = typed.trimmingWhitespace.lowercased()
        guard !lowered.isEmpty else { return [] }
        let loweredTitles = titles.map { $0.lowercased() }
        let exact = loweredTitles.indices.filter { loweredTitles[$0] == lowered }
        if !exact.isEmpty { return exact }
        let compactTyped = compact(lowered)
        // Folding may leave nothing (a title of punctuation alone): only the plain comparisons apply then.
        let compactTitles = compactTyped.isEmpty ? [] : titles.map(compact)
        let folded = compactTitles.indices.filter { compactTitles[$0] == compactTyped }
        if !folded.isEmpty { return folded }
        let prefix = loweredTitles.indices.filter { loweredTitles[$0].hasPrefix(lowered) }
        if !prefix.isEmpty { return prefix }
        return compactTitles.indices.filter { compactTitles[$0].hasPrefix(compactTyped) }
    }

    /// Text with case and accents folded (as `find` folds it) and everything
    /// but letters and digits left out: "Display & Brightness" becomes
    /// `displaybrightness`.
    package static func compact(_ text: String) -> String {
        TextFolding.fold(text).filter { $0.isLetter || $0.isNumber }
    }
}
