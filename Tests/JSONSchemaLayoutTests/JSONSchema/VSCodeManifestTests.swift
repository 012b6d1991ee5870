@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import Testing

/// A VS Code extension's package.json as a layout: categories, order,
/// screens by prefix, placeholders, and the flat keys of settings.json.
@Suite struct VSCodeManifestTests {
    static func source(_ manifest: String, files: [String: String] = [:], languages: [String] = []) -> VSCodeManifestSource {
        VSCodeManifestSource(manifest: SchemaTest.document(manifest), name: "package.json",
                             languages: languages) { name in files[name].map { .bytes(Array($0.utf8)) } ?? .missing }
    }

    static func load(_ manifest: String, files: [String: String] = [:], languages: [String] = []) -> LayoutResult {
        source(manifest, files: files, languages: languages).load()
    }

    static let twoCategories = ##"""
        {"name": "ext", "displayName": "%name%", "contributes": {"configuration": [
          {"title": "Later", "order": 2, "properties": {"ext.late": {"type": "boolean"}}},
          {"title": "%first%", "order": 1, "properties": {
             "ext.b": {"type": "string", "order": 2},
             "ext.a": {"type": "string", "order": 1},
             "ext.view.width": {"type": "integer"},
             "ext.view.height": {"type": "integer"},
             "ext.alone.flag": {"type": "boolean"},
             "ext.map": {"type": "object", "properties": {"x": {"type": "string"}}}}}]}}
        """##

    @Test func categoriesAreScreensInTheirOrderAndSettingsInTheirs() throws {
        let result = Self.load(Self.twoCategories, files: ["package.nls.json": #"{"name": "Extension", "first": {"message": "First"}}"#])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let schema = try #require(result.layout)
        #expect(schema.title == "Extension")
        #expect(SchemaTest.rows(schema) == [["First", "Later"]])
        // Settings by order, then as declared; two sharing "view" get a screen, one alone keeps its segments in its title.
        #expect(SchemaTest.rows(schema, pane: 1) == [["A", "B", "Alone: Flag"], ["View"], ["Map"]])
        #expect(SchemaTest.rows(schema, pane: 2) == [["Width", "Height"]])
        #expect(schema.pane(2)?.title == "View" && schema.pane(2)?.parent == 1)
        let width = try #require(schema.setting("ext.view.width"))
        #expect(width.storagePath == ["ext.view.width"])
        #expect(schema.valuesDialect == .jsonc)
    }

    @Test func anObjectSettingIsShownWhole() {
        let result = Self.load(Self.twoCategories)
        let items = SchemaTest.items(result.layout, pane: 1)
        #expect(items.last?.subtitle == "Read-only: an object, written whole")
        #expect(result.layout?.setting("ext.map.x") == nil)
    }

    @Test func placeholdersComeFromTheLanguagesFileFirst() throws {
        let files = ["package.nls.json": #"{"name": "Extension", "first": "First"}"#, "package.nls.de.json": #"{"first": "Erste"}"#]
        let german = Self.load(Self.twoCategories, files: files, languages: ["de-de", "de"])
        #expect(SchemaTest.rows(german.layout) == [["Erste", "Later"]])
        #expect(german.layout?.title == "Extension")
    }

    @Test func aMissingPlaceholderIsAWarningAndShownAsWritten() {
        let result = Self.load(Self.twoCategories)
        #expect(SchemaTest.lines(result) == [
            "#/displayName: warning: %name% is not in package.nls.json; it is shown as written",
            "#/contributes/configuration/1/title: warning: %first% is not in package.nls.json; it is shown as written",
        ])
        #expect(result.layout?.title == "%name%")
    }

    @Test func oneCategoryIsTheRootItself() {
        let result = Self.load(##"{"name": "x", "contributes": {"configuration": {"title": "X", "properties": {"x.on": {"type": "boolean"}}}}}"##)
        #expect(SchemaTest.rows(result.layout) == [["On"]])
    }

    @Test func otherExtensionsSettingsAndLanguageBlocksAreNotWarnedOf() {
        let source = Self.source(##"{"name": "x", "contributes": {"configuration": {"properties": {"x.on": {"type": "boolean"}, "x.off": {"type": "boolean"}}}}}"##)
        let shape = source.readWithShape().shape
        let config = SchemaTest.document(#"{"editor.fontSize": 14, "[markdown]": {}, "x.on": true, "x.typo": 1}"#)
        #expect(shape.unknownMembers(of: config) == ["x.typo"])
    }

    @Test func aManifestWithoutSettingsIsRefused() {
        let cases = [
            (##"{"name": "x", "contributes": {}}"##, "top level: this package.json has no contributes.configuration: it declares no settings"),
            (##"{"name": "x", "contributes": {"configuration": "no"}}"##,
             #"#/contributes/configuration: "contributes.configuration" must be an array, not a string"#),
        ]
        for (manifest, expected) in cases {
            #expect(Self.load(manifest).errors.first?.description == expected, "\(manifest)")
        }
    }

    @Test func commonPrefixesNeverTakeAWholeName() {
        #expect(VSCodeManifestSource.commonPrefix(["a.b.c", "a.b.d"]) == ["a", "b"])
        #expect(VSCodeManifestSource.commonPrefix(["a.b", "a.c.d"]) == ["a"])
        #expect(VSCodeManifestSource.commonPrefix(["a", "a.b"]) == [])
        #expect(VSCodeManifestSource.commonPrefix([]) == [])
    }
}
