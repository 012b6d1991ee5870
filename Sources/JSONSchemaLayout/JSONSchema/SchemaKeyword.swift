/// A keyword whose first appearance ``SchemaFacts`` keeps: the ones a
/// layout is read from. A keyword is named by its case, so that finding it
/// in facts compares small numbers (a name was hashed on every look, and
/// a walk looks up a dozen keywords a row), and a misspelt one does not
/// compile. `type`, `properties` and the conditionals are gathered apart
/// (``SchemaFacts/types``, ``SchemaFacts/propertySources``,
/// ``SchemaFacts/conditionals``).
enum SchemaKeyword: String, CaseIterable, Sendable {
    case title, description, markdownDescription, `default`, `enum`, const, enumDescriptions
    case markdownEnumDescriptions, enumItemLabels, deprecated, deprecationMessage, markdownDeprecationMessage
    case pattern, minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    case items, uniqueItems, minItems, maxItems, additionalProperties, patternProperties, oneOf, anyOf
    case readOnly, writeOnly, format, nullable, order, dependencies, dependentSchemas
    case propertyNames, minProperties, maxProperties, required

    /// Every keyword, in order, made once (`allCases` makes its array on each use).
    static let all = allCases

    /// Whether the keyword's value is a count: a whole number from 0 up.
    var isCount: Bool {
        switch self {
        case .minLength, .maxLength, .minItems, .maxItems, .minProperties, .maxProperties: true
        default: false
        }
    }
}
