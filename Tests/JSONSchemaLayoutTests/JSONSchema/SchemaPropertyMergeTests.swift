@testable import JSONSchemaLayout
import LosslessJSON
import Testing
import TestSupport

/// Merging the properties of an `allOf`'s parts: each name once, in the
/// order first met, with every schema that describes it once, however the
/// parts order their names.
@Suite struct SchemaPropertyMergeTests {
    /// The merge as a plain model: parts in order, and a definition merged
    /// again (the same part listed twice) adds no schema a second time.
    /// `size` counts each definition's properties once, however often it is merged.
    static func model(_ parts: [[(name: String, node: Int)]]) -> (properties: [(String, [Int])], size: Int) {
        var merged: [(String, [Int])] = []
        var counted: Set<[Int]> = []
        var size = 0
        for part in parts {
            if counted.insert(part.map(\.node)).inserted { size += part.count }
            for property in part {
                if let index = merged.firstIndex(where: { $0.0 == property.name }) {
                    if !merged[index].1.contains(property.node) { merged[index].1.append(property.node) }
                } else {
                    merged.append((property.name, [property.node]))
                }
            }
        }
        return (merged, size)
    }

    @Test func partsInAnyOrderMergeAsTheModelSays() throws {
        let names = (0..<40).map { "option\($0)" }
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed)
            // Definitions: each a random subset of the names, mostly in the list's order, sometimes shuffled.
            let definitionCount = Int.random(in: 1...12, using: &random)
            let definitions: [[String]] = (0..<definitionCount).map { _ in
                let kept = names.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
                switch Int.random(in: 0..<3, using: &random) {
                case 0: return kept.shuffled(using: &random)
                case 1: return kept.reversed()
                default: return kept
                }
            }
            // The parts: definitions by reference, some of them more than once.
            let uses = (0..<Int.random(in: 1...14, using: &random)).map { _ in Int.random(in: 0..<definitionCount, using: &random) }
            let text = Self.schema(definitions: definitions, uses: uses)
            let document = SchemaTest.document(text)
            var resolver = SchemaResolver(files: SchemaFiles(main: document, name: "schema.json") { _ in .missing })
            let facts = resolver.facts(SchemaNode(file: 0, node: document.root))

            // The model's parts, each property known by the node of its schema.
            let definitionsNode = try #require(document.member("definitions", of: document.root))
            let parts: [[(name: String, node: Int)]] = uses.map { use in
                let definition = document.member("d\(use)", of: definitionsNode)
                let properties = definition.flatMap { document.member("properties", of: $0) }
                return properties.map { object in
                    document.children(object).map { (document.key($0) ?? "", Int($0.index)) }
                } ?? []
            }
            let expected = Self.model(parts)
            // Listed when asked for: grown from the first object's list (up to 8 objects), else merged whole.
            let got = resolver.properties(of: facts).map { ($0.name, $0.schemas.map { Int($0.node.index) }) }
            #expect(got.map(\.0) == expected.properties.map(\.0), "seed \(seed)")
            #expect(got.map(\.1) == expected.properties.map(\.1), "seed \(seed)")
            #expect(facts.size == expected.size, "seed \(seed)")
        }
    }

    /// A schema whose root is an `allOf` of `$ref`s to the definitions `uses` names.
    static func schema(definitions: [[String]], uses: [Int]) -> String {
        let written = definitions.enumerated().map { index, names in
            let properties = names.map { ##""\##($0)": {"type": "string"}"## }.joined(separator: ", ")
            return ##""d\##(index)": {"properties": {\##(properties)}}"##
        }
        let parts = uses.map { ##"{"$ref": "#/definitions/d\##($0)"}"## }.joined(separator: ", ")
        return ##"{"allOf": [\##(parts)], "definitions": {\##(written.joined(separator: ", "))}}"##
    }
}
