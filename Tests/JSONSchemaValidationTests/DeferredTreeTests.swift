import JSONSchemaValidation
import LosslessJSON
import Testing

/// A tree whose objects are read when first looked into is the tree read
/// whole: the same members in the same order, equal and hashed alike, and
/// schemas read that way validate alike (the official suite checks every
/// case both ways).
@Suite struct DeferredTreeTests {
    static let documents = [
        #"{"a": 1, "b": {"c": [1, 2.50, {"d": null}], "e": "f\u00e9"}, "a": true, "": {}}"#,
        #"[{"x": {"y": {"z": [[], {}]}}}, 1e400, -0, "\ud83d\ude00"]"#,
        #"{"k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k3": "again"}"#,
        #""scalar""#,
    ]

    @Test("Read when looked into, a document is the document read whole", arguments: documents)
    func sameTree(text: String) throws {
        let document = try JSONDocument.parse(Array(text.utf8))
        let whole = JSONTree(document), deferred = JSONTree(deferring: document)
        #expect(deferred == whole)
        #expect(whole == deferred)
        #expect(deferred.hashValue == whole.hashValue)
        #expect(deferred.json == whole.json)
    }

    @Test func membersKeepTheirOrderAndARepeatedNameItsLastValue() throws {
        let document = try JSONDocument.parse(Array(Self.documents[2].utf8))
        guard case .object(let object) = JSONTree(deferring: document) else { Issue.record("not an object"); return }
        #expect(object.keys == (0...9).map { "k\($0)" })
        #expect(object["k3"] == .string("again"))
        #expect(object.count == 10)
    }

    @Test func aDeferredSchemaReadOnManyThreadsAtOnceValidatesAsOne() async throws {
        let schema = try JSONDocument.parse(Array(#"""
            {"properties": {"a": {"$ref": "#/definitions/n"}, "b": {"items": {"$ref": "#/definitions/n"}}},
             "definitions": {"n": {"type": "integer", "maximum": 3}}}
            """#.utf8))
        let instance = JSONTree(try JSONDocument.parse(Array(#"{"a": 5, "b": [1, 9, "x"]}"#.utf8)))
        let expected = SchemaValidator(schema: JSONTree(schema)).validate(instance).errors
        #expect(expected.count == 3)
        for _ in 0..<20 {
            // One tree shared by every task: its objects are read by whichever task reaches them first.
            let shared = JSONTree(deferring: schema)
            let found = await withTaskGroup(of: [ValidationError].self) { group in
                for _ in 0..<8 { group.addTask { SchemaValidator(schema: shared).validate(instance).errors } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(found.allSatisfy { $0 == expected })
        }
    }
}
