/// A JSON Schema draft: which keywords exist and what some of them mean.
/// Chosen by a schema's `$schema`; 2020-12 when it has none.
public enum Dialect: Int, Comparable, Sendable, CaseIterable {
    case draft4 = 4, draft6 = 6, draft7 = 7, draft2019 = 2019, draft2020 = 2020

    public static func < (lhs: Dialect, rhs: Dialect) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The draft a `$schema` URI names, or nil for another meta-schema.
    public init?(metaSchema uri: String) {
        let known: [(String, Dialect)] = [
            ("json-schema.org/draft/2020-12/schema", .draft2020), ("json-schema.org/draft/2019-09/schema", .draft2019),
            ("json-schema.org/draft-07/schema", .draft7), ("json-schema.org/draft-06/schema", .draft6),
            ("json-schema.org/draft-04/schema", .draft4),
        ]
        var text = Substring(uri)
        for prefix in ["http://", "https://"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("#") { text = text.dropLast() }
        guard let match = known.first(where: { $0.0 == text }) else { return nil }
        self = match.1
    }

    /// The keyword that gives a schema its URI.
    var idKeyword: String { self == .draft4 ? "id" : "$id" }

    /// Draft 4 to 7: `$ref` stands alone, its siblings ignored.
    var refOverridesSiblings: Bool { self <= .draft7 }

    /// The vocabularies in force when a meta-schema doesn't list its own.
    var allVocabularies: Vocabularies { Vocabularies(applicator: true, validation: true, unevaluated: true, formatAssertion: false) }
}
