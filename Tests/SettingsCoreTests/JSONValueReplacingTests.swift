import LosslessJSON
@testable import SettingsCore
import Testing

/// `JSONValue.replacing(in:at:with:)`: the value at a dotted path set or
/// taken out inside a value typed as JSON, objects made where none is.
@Suite struct JSONValueReplacingTests {
    private func json(_ text: String) throws -> JSONValue {
        let document = try JSONDocument.parse(Array(text.utf8))
        return document.value(document.root)
    }

    @Test func aMemberIsSetKeepingTheOthersAndTheirOrder() throws {
        let updated = JSONValue.replacing(in: try json(#"{"a": 1, "b": {"c": 2, "d": 3}}"#), at: ["b", "c"], with: .number(9))
        #expect(updated == .some(try json(#"{"a": 1, "b": {"c": 9, "d": 3}}"#)))
    }

    @Test func missingObjectsAreMadeAndNothingBecomesAnObject() throws {
        #expect(JSONValue.replacing(in: nil, at: ["x", "y"], with: .bool(true)) == .some(try json(#"{"x": {"y": true}}"#)))
        #expect(JSONValue.replacing(in: try json(#"{"a": 1}"#), at: ["b"], with: .string("t")) == .some(try json(#"{"a": 1, "b": "t"}"#)))
    }

    @Test func aListItemIsNamedByItsNumberFromOne() throws {
        let list = try json(#"{"l": [{"n": 1}, {"n": 2}]}"#)
        #expect(JSONValue.replacing(in: list, at: ["l", "2", "n"], with: .number(5)) == .some(try json(#"{"l": [{"n": 1}, {"n": 5}]}"#)))
        #expect(JSONValue.replacing(in: list, at: ["l", "3", "n"], with: .number(5)) == nil)
        #expect(JSONValue.replacing(in: list, at: ["l", "0"], with: .number(5)) == nil)
        #expect(JSONValue.replacing(in: list, at: ["l", "x"], with: .number(5)) == nil)
    }

    @Test func nilTakesTheMemberOrItemOut() throws {
        #expect(JSONValue.replacing(in: try json(#"{"a": 1, "b": 2}"#), at: ["a"], with: nil) == .some(try json(#"{"b": 2}"#)))
        #expect(JSONValue.replacing(in: try json(#"[1, 2, 3]"#), at: ["2"], with: nil) == .some(try json(#"[1, 3]"#)))
    }

    @Test func aScalarHasNoMembers() throws {
        #expect(JSONValue.replacing(in: .bool(true), at: ["indent"], with: .number(4)) == nil)
        #expect(JSONValue.replacing(in: try json(#"{"a": "text"}"#), at: ["a", "b"], with: .number(4)) == nil)
    }
}
