@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import Testing

/// Small schemas that ask for unbounded work: definitions that use the one
/// below them twice, 20 to 40 levels deep. Each must end, quickly and in
/// bounded memory, with a layout or a reason.
@Suite struct SchemaBudgetTests {
    /// A schema whose definition `d<level>` uses `d<level - 1>` twice
    /// through `shape` (given the pointer to the level below, it writes
    /// `allOf`, `anyOf`, …), `top` reaching the highest.
    static func doubling(levels: Int, bottom: String = plainBottom, _ shape: (String) -> String) -> String {
        let definitions = (1...levels).map { level in ##""d\##(level)": "## + shape("#/definitions/d\(level - 1)") }
        let bottom = ##""d0": "## + bottom
        return ##"{"type": "object", "properties": {"top": {"$ref": "#/definitions/d\##(levels)"}}, "definitions": {\##(([bottom] + definitions).joined(separator: ","))}}"##
    }

    /// The lowest definition: two properties.
    static let plainBottom = ##"{"type": "object", "properties": {"x": {"type": "string"}, "y": {"type": "integer"}}}"##
    /// Two properties and a condition between them: a condition is taken
    /// along each time its schema is merged, so it doubles with the levels.
    static let conditionalBottom = ##"{"type": "object", "properties": {"x": {"type": "string"}, "y": {"type": "integer"}}, "if": {"properties": {"x": {"const": "a"}}}, "then": {"required": ["y"]}}"##

    static func ref(_ pointer: String) -> String { ##"{"$ref": "\##(pointer)"}"## }

    @Test(.timeLimit(.minutes(1)), arguments: [20, 30, 40])
    func allOfThatDoublesAtEachLevelIsRefusedNamingWhere(levels: Int) throws {
        let result = SchemaTest.load(Self.doubling(levels: levels, bottom: Self.conditionalBottom) { ##"{"allOf": [\##(Self.ref($0)), \##(Self.ref($0))]}"## })
        #expect(result.layout == nil)
        let line = try #require(SchemaTest.lines(result).first { $0.contains("merge definitions") }, "\(SchemaTest.lines(result))")
        #expect(line.hasPrefix("#/definitions/d"), "the place where merging ran out: \(line)")
        #expect(line.contains("more than 2000000 schemas"))
    }

    @Test(.timeLimit(.minutes(1)), arguments: [20, 40])
    func otherShapesThatDoubleEndWithALayoutOrAReason(levels: Int) {
        let shapes: [(String) -> String] = [
            { ##"{"$ref": "\##($0)", "allOf": [\##(Self.ref($0))]}"## },
            { ##"{"allOf": [\##(Self.ref($0))], "properties": {"p": \##(Self.ref($0))}}"## },
            { ##"{"anyOf": [\##(Self.ref($0)), \##(Self.ref($0))]}"## },
            { ##"{"oneOf": [\##(Self.ref($0)), \##(Self.ref($0))]}"## },
            { ##"{"type": "object", "properties": {"l": \##(Self.ref($0)), "r": \##(Self.ref($0))}}"## },
            { ##"{"type": "object", "properties": {"l": {"allOf": [\##(Self.ref($0)), \##(Self.ref($0))]}}, "anyOf": [\##(Self.ref($0)), {"properties": {"r": \##(Self.ref($0))}}]}"## },
        ]
        for shape in shapes {
            let result = SchemaTest.load(Self.doubling(levels: levels, shape))
            #expect(result.layout != nil || !result.errors.isEmpty)
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: [20, 40])
    func oneDefinitionMergedTwiceAtEachLevelAddsNothing(levels: Int) throws {
        let result = SchemaTest.load(Self.doubling(levels: levels) { ##"{"allOf": [\##(Self.ref($0)), \##(Self.ref($0))]}"## })
        let layout = try #require(result.layout, "\(SchemaTest.lines(result))")
        #expect(layout.settings.map(\.key).sorted() == ["top.x", "top.y"])
    }

    @Test func whatMergingHoldsStaysWithinTheBudget() {
        let document = SchemaTest.document(Self.doubling(levels: 40, bottom: Self.conditionalBottom) { ##"{"allOf": [\##(Self.ref($0)), \##(Self.ref($0))]}"## })
        let files = SchemaFiles(main: document, name: "schema.json") { _ in .missing }
        var resolver = SchemaResolver(files: files)
        let top = SchemaNode(file: 0, node: document.root)
        let facts = resolver.facts(top)
        let property = resolver.facts(resolver.properties(of: facts).first?.schemas ?? [])
        #expect(resolver.isOverBudget)
        #expect(property.size <= SchemaResolver.mergeBudget)
        #expect(resolver.mergeWork <= 2 * SchemaResolver.mergeBudget + 1, "no merging after the budget ran out")
    }
}
