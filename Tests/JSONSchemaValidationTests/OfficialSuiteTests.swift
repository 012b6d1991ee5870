import Foundation
import JSONSchemaValidation
import Testing

/// Every required test of the official JSON-Schema-Test-Suite, for each
/// draft the validator supports: the validator must agree with each, bar
/// the few listed in `skipped` with the reason.
@Suite struct OfficialSuiteTests {
    static let drafts: [(String, Dialect)] = [
        ("draft2020-12", .draft2020), ("draft2019-09", .draft2019), ("draft7", .draft7), ("draft6", .draft6), ("draft4", .draft4),
    ]

    /// Tests the validator does not pass, by name, each with why.
    static let skipped: [String: String] = [:]

    /// CI must run the suite; a developer without it is told how to get it.
    static let runnable = OfficialSuite.isPresent || ProcessInfo.processInfo.environment["CI"] != nil

    @Test(
        "The validator agrees with the official test suite",
        .enabled(if: runnable, "the official test suite is not in .build-suite/: run .ci/bootstrap"),
        arguments: drafts.map(\.0)
    )
    func suite(draft: String) throws {
        try #require(OfficialSuite.isPresent, "the official test suite is not in .build-suite/ (run .ci/bootstrap)")
        let suite = try OfficialSuite()
        let dialect = try #require(Self.drafts.first { $0.0 == draft }?.1)
        let documents = suite.documents
        var options = SchemaValidator.Options()
        options.defaultDialect = dialect
        var passed = 0, skipped = 0
        let cases = try suite.cases(of: draft)
        let deferredDocuments = suite.deferredDocuments
        for test in cases {
            let validator = SchemaValidator(schema: test.schema, options: options) { documents[$0] }
            let result = validator.validate(test.instance)
            // The schema as the tool reads it, its objects read when the instance reaches them: the same answer.
            let deferred = SchemaValidator(schema: test.deferredSchema, options: options) { deferredDocuments[$0] }.validate(test.instance)
            #expect(deferred.errors == result.errors, "\(test.name): read when reached, the schema finds other errors")
            #expect(test.deferredSchema == test.schema, "\(test.name)")
            if result.isValid == test.valid {
                passed += 1
            } else if Self.skipped[test.name] != nil {
                skipped += 1
            } else {
                Issue.record("\(test.name): expected \(test.valid ? "valid" : "invalid"); errors: \(result.errors.map { "\($0.keywordLocation): \($0.message)" })")
            }
        }
        print("JSON-Schema-Test-Suite \(draft): \(passed) agree, \(skipped) skipped, of \(cases.count) required tests")
    }
}
