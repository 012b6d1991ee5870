import Foundation
import LosslessJSON
import Testing
@testable import YAMLValues

/// The reader against the official YAML Test Suite: every valid case's
/// events must match and every error case must be refused, with a message
/// and its line and column. The counts are
/// printed; the test fails when they fall below what the reader reached
/// when this was written (a regression), not at the first mismatch.
@Suite struct YAMLTestSuiteTests {
    @Test func officialSuite() throws {
        let cases = YAMLTestSuite.cases()
        try #require(!cases.isEmpty, "the YAML Test Suite was not found (../shared/yaml-test-suite, or YAML_TEST_SUITE)")
        var validPassed = 0, validTotal = 0, errorsRefused = 0, errorTotal = 0
        var failures: [String] = []
        for test in cases {
            if test.isError {
                errorTotal += 1
                do {
                    _ = try YAMLEvents.events(test.input)
                    failures.append(test.id + " (accepted)")
                } catch {
                    // A refusal says what is wrong and where: a line and column within the file.
                    let lines = test.input.count { $0 == 0x0A } + 1
                    if !error.message.isEmpty, (0...test.input.count).contains(error.offset), (1...lines).contains(error.location.line),
                       error.location.column >= 1 {
                        errorsRefused += 1
                    } else {
                        failures.append(test.id + " (refused without a message and place: \(error))")
                    }
                }
                continue
            }
            validTotal += 1
            do {
                let events = try YAMLEvents.events(test.input)
                if events == test.events { validPassed += 1 } else { failures.append(test.id) }
            } catch {
                failures.append(test.id + " (\(error))")
            }
        }
        print("YAML Test Suite: valid \(validPassed)/\(validTotal) events match; errors \(errorsRefused)/\(errorTotal) refused")
        if ProcessInfo.processInfo.environment["YAML_SUITE_VERBOSE"] != nil { print(failures.joined(separator: "\n")) }
        #expect(validPassed >= Self.validFloor && errorsRefused >= Self.errorFloor,
                "valid \(validPassed)/\(validTotal), errors \(errorsRefused)/\(errorTotal): fewer than before")
    }

    /// What the reader reached when these were recorded (raise them as it improves).
    static let validFloor = 308
    static let errorFloor = 94
}
