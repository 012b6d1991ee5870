/// Formats numbers the way they are shown and stored: whole numbers without
/// a fraction, others in their shortest round-tripping form.
public enum NumberText {
    public static func format(_ number: Double) -> String {
        if number.isFinite, number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// Parses a number as a person types it (`30`, `-2.5`, `1e3`); nil for
    /// anything else, including infinities and NaN.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64,
              trimmed.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    public var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
