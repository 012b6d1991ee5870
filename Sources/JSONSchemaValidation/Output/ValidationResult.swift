/// What validating one instance found.
public struct ValidationResult: Sendable, Equatable {
    /// Every failure, in the order the schema is evaluated.
    public let errors: [ValidationError]
    /// References that led nowhere. With ``SchemaValidator/Options/unresolvedReferencesPass``
    /// the schema they stood for was taken as passing; otherwise each is also an error.
    public let unresolved: [UnresolvedReference]
    /// Strings that are not of their `format` where the draft makes `format`
    /// a note, not a rule (2019-09 and 2020-12 without the format-assertion
    /// vocabulary): not errors, but worth a warning.
    public let formatNotes: [ValidationError]

    public init(errors: [ValidationError], unresolved: [UnresolvedReference] = [], formatNotes: [ValidationError] = []) {
        self.errors = errors
        self.unresolved = unresolved
        self.formatNotes = formatNotes
    }

    /// No failure.
    public var isValid: Bool { errors.isEmpty }

    /// The result in JSON Schema's "basic" output format: `valid`, and for
    /// an invalid instance the flat list of its errors, each with its three
    /// locations and its message.
    public var basicOutput: String {
        guard !errors.isEmpty else { return "{\n  \"valid\": true\n}" }
        let units = errors.map { error in
            """
                {
                  "keywordLocation": \(JSONTree.quoted(error.keywordLocation)),
                  "absoluteKeywordLocation": \(JSONTree.quoted(error.absoluteKeywordLocation)),
                  "instanceLocation": \(JSONTree.quoted(error.instanceLocation)),
                  "error": \(JSONTree.quoted(error.message))
                }
            """
        }
        return "{\n  \"valid\": false,\n  \"errors\": [\n" + units.joined(separator: ",\n") + "\n  ]\n}"
    }
}
