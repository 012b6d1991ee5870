@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore

/// Loading JSON Schemas written inline, with other files held in memory.
enum SchemaTest {
    static func document(_ text: String) -> JSONDocument {
        (try? JSONDocument.parse(Array(text.utf8), dialect: .jsonc)) ?? (try? JSONDocument.parse(Array("{}".utf8)))!
    }

    /// The checked layout of `schema`, `files` readable by `$ref`.
    static func load(_ schema: String, files: [String: String] = [:]) -> LayoutResult {
        source(schema, files: files).load()
    }

    static func source(_ schema: String, files: [String: String] = [:]) -> JSONSchemaSource {
        JSONSchemaSource(schema: document(schema), name: "schema.json") { name in
            files[name].map { .bytes(Array($0.utf8)) } ?? .missing
        }
    }

    /// The problems as `validate` words them, after the file's name.
    static func lines(_ result: LayoutResult) -> [String] {
        result.problems.map(\.description)
    }

    /// One property `name` described by `property` (JSON text), loaded.
    static func property(_ property: String, name: String = "value") -> LayoutResult {
        load(#"{"properties": {"\#(name)": \#(property)}}"#)
    }

    /// The rows of a pane: section by section, each row's title.
    static func rows(_ schema: Layout?, pane: Int = 0) -> [[String]] {
        schema?.pane(pane)?.groups.map { group in
            guard case .items(let items) = group.content else { return [] }
            return items.map(\.title)
        } ?? []
    }

    /// The items of a pane, every section.
    static func items(_ schema: Layout?, pane: Int = 0) -> [Item] {
        schema?.pane(pane)?.groups.flatMap { group -> [Item] in
            guard case .items(let items) = group.content else { return [] }
            return items
        } ?? []
    }
}
