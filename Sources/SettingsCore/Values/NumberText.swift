import LosslessJSON

/// Formats numbers the way they are shown and stored: whole numbers within
/// 64 bits in full and without a fraction, others in their shortest
/// round-tripping form.
package enum NumberText {
    package static func format(_ number: JSONNumber) -> String {
        number.description
    }

    package static func format(_ number: Double) -> String {
        format(JSONNumber(number))
    }

    /// Parses a number as a person types it (`30`, `-2.5`, `1e3`, `+4`);
    /// nil for anything else, including infinities and NaN.
    package static func parse(_ text: String) -> JSONNumber? {
        guard let (number, _) = parseExactly(text), number.isFinite else { return nil }
        return number
    }

    /// Like ``parse(_:)`` but also infinities, with whether the number is
    /// held exactly (a whole number of more than 15 digits beyond 64 bits
    /// is not).
    package static func parseExactly(_ text: String) -> (number: JSONNumber, exact: Bool)? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.utf8.count <= 400 else { return nil }
        return JSONNumber.parse(Array(trimmed.utf8))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    package var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
