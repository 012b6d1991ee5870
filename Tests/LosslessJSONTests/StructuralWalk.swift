/// Rewrites a JSON text around its structural characters (`{}[],:` outside
/// strings), leaving strings as they are: the property tests' way of
/// scattering whitespace, comments and trailing commas through a document.
enum StructuralWalk {
    /// `text` with `around(character, lastSignificant)` giving what goes
    /// before and after each structural character; `lastSignificant` is the
    /// last character outside whitespace written before it.
    static func rewrite(_ text: String, around: (Unicode.Scalar, Unicode.Scalar) -> (before: String, after: String)) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var lastSignificant: Unicode.Scalar = " "
        for ch in text.unicodeScalars {
            if inString {
                out.unicodeScalars.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false; lastSignificant = ch }
                continue
            }
            if ch == "\"" {
                inString = true
                out.unicodeScalars.append(ch)
                continue
            }
            if "{}[],:".unicodeScalars.contains(ch) {
                let (before, after) = around(ch, lastSignificant)
                out += before
                out.unicodeScalars.append(ch)
                out += after
            } else {
                out.unicodeScalars.append(ch)
            }
            if ch != " ", ch != "\n", ch != "\r", ch != "\t" { lastSignificant = ch }
        }
        return out
    }
}
