import JSONSchemaValidation
import LosslessJSON
import Testing

/// Objects small enough to be searched and large enough to be looked up by
/// table mean the same: members by name, equality and hashing whatever
/// their order, a repeated name keeping its last value.
@Suite struct JSONObjectTests {
    func tree(_ text: String) throws -> JSONTree {
        JSONTree(try JSONDocument.parse(Array(text.utf8)))
    }

    /// An object of `count` members `k0`…, written in the order of `order`.
    func object(_ count: Int, order: [Int]? = nil) -> String {
        "{" + (order ?? Array(0..<count)).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
    }

    @Test("Members are found by name, and none is found that is not there", arguments: [1, 8, 9, 40])
    func lookup(count: Int) throws {
        guard case .object(let members) = try tree(object(count)) else { Issue.record("not an object"); return }
        #expect(members.count == count)
        #expect(members.keys == (0..<count).map { "k\($0)" })
        for index in 0..<count { #expect(members["k\(index)"] == .number(ExactDecimal(index))) }
        #expect(members["k\(count)"] == nil)
        #expect(members[""] == nil)
    }

    @Test("The same members in another order are equal and hash alike", arguments: [3, 8, 9, 40])
    func order(count: Int) throws {
        let written = try tree(object(count))
        let reversed = try tree(object(count, order: (0..<count).reversed()))
        #expect(written == reversed)
        #expect(written.hashValue == reversed.hashValue)
        #expect(Set([written, reversed]).count == 1)
        let other = try tree(object(count, order: [count] + (1..<count)))
        #expect(written != other)
    }

    @Test("A repeated name keeps its last value and its first place", arguments: [2, 9, 40])
    func repeated(count: Int) throws {
        let text = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k0\": \"last\"}"
        guard case .object(let members) = try tree(text) else { Issue.record("not an object"); return }
        #expect(members.count == count)
        #expect(members.keys.first == "k0")
        #expect(members["k0"] == .string("last"))
    }

    @Test("uniqueItems tells objects apart by members, not by order") func uniqueItems() throws {
        let schema = try tree(#"{"uniqueItems": true}"#)
        let validator = SchemaValidator(schema: schema)
        let same = "[\(object(12)), \(object(12, order: (0..<12).reversed()))]"
        #expect(!validator.validate(try tree(same)).errors.isEmpty)
        let apart = "[\(object(12)), \(object(13))]"
        #expect(validator.validate(try tree(apart)).errors.isEmpty)
    }
}
