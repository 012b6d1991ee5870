/// One way an instance fails its schema, located three ways as JSON
/// Schema's output formats locate it.
public struct ValidationError: Sendable, Equatable, Hashable {
    /// The failing value in the instance, as a JSON pointer (`/servers/0/port`; empty for the whole).
    public let instanceLocation: String
    /// The keyword that failed, as the path the evaluation took to it,
    /// `$ref`s included (`/properties/target/$ref/anyOf/1/pattern`).
    public let keywordLocation: String
    /// The same keyword in the schema resource that holds it: its URI and a
    /// JSON pointer in the fragment (`#/properties/target/anyOf/1/pattern`;
    /// `https://example.com/s.json#/$defs/port/maximum`).
    public let absoluteKeywordLocation: String
    /// What is wrong, in a sentence without the locations.
    public let message: String

    public init(instanceLocation: String, keywordLocation: String, absoluteKeywordLocation: String, message: String) {
        self.instanceLocation = instanceLocation
        self.keywordLocation = keywordLocation
        self.absoluteKeywordLocation = absoluteKeywordLocation
        self.message = message
    }
}
