/// Which groups of keywords are in force: 2019-09 and later meta-schemas
/// list their vocabularies (`$vocabulary`), and a schema whose meta-schema
/// leaves one out doesn't use its keywords.
struct Vocabularies: Equatable, Sendable {
    var applicator: Bool
    var validation: Bool
    var unevaluated: Bool
    /// 2020-12's format-assertion vocabulary: `format` is checked, not only noted.
    var formatAssertion: Bool

    /// Read from a meta-schema's `$vocabulary` object (its member names).
    init(listed names: [String], dialect: Dialect) {
        func has(_ part: String) -> Bool { names.contains { $0.hasSuffix("/vocab/" + part) } }
        applicator = has("applicator")
        validation = has("validation")
        // 2019-09 keeps the unevaluated keywords in its applicator vocabulary.
        unevaluated = dialect == .draft2019 ? applicator : has("unevaluated")
        formatAssertion = has("format-assertion")
    }

    init(applicator: Bool, validation: Bool, unevaluated: Bool, formatAssertion: Bool) {
        (self.applicator, self.validation, self.unevaluated, self.formatAssertion) = (applicator, validation, unevaluated, formatAssertion)
    }
}
