import Testing
@testable import LosslessJSON

/// JSONPathFinder answers as JSONDocument.lookup does, in small objects
/// (scanned) and large ones (indexed), with repeated and escaped names.
@Suite struct PathFinderTests {
    static func document() throws -> JSONDocument {
        var members = (0..<40).map { "\"m\($0)\": {\"x\": \($0)}" }
        members.append(#""m7": {"x": "last"}"#)          // repeated: the last wins
        members.append(#""tab\tname": 1"#)               // an escaped name
        members.append(#""number": 5"#)
        let text = "{\"small\": {\"a\": {\"b\": true}, \"a\": {\"b\": false}}, \"large\": {\(members.joined(separator: ", "))}}"
        return try JSONDocument.parse(Array(text.utf8))
    }

    @Test(arguments: [
        ["small", "a", "b"], ["small", "missing"], ["large", "m7", "x"], ["large", "m39", "x"], ["large", "m40"],
        ["large", "tab\tname"], ["large", "number", "deeper"], ["large"], [],
    ])
    func agreesWithLookup(path: [String]) throws {
        let document = try Self.document()
        var finder = JSONPathFinder(document)
        // Twice: the second walk goes through the index the first one made.
        for _ in 0..<2 {
            #expect(finder.lookup(path, from: document.root) == document.lookup(path, from: document.root))
            #expect(finder.value(at: path, from: document.root) == document.value(at: path, from: document.root))
        }
    }

    @Test func theLastOfARepeatedNameWins() throws {
        let document = try Self.document()
        var finder = JSONPathFinder(document)
        #expect(finder.value(at: ["large", "m7", "x"], from: document.root) == .string("last"))
        #expect(finder.value(at: ["small", "a", "b"], from: document.root) == .bool(false))
    }
}
