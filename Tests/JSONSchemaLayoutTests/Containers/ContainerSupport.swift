@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures

/// A schema of one map (`aliases`) and one list of records (`servers`), and sessions over configs of it.
enum ContainerTest {
    static let schema = #"""
        {"properties": {
          "aliases": {"type": "object", "additionalProperties": {"type": "string", "minLength": 1},
                      "propertyNames": {"pattern": "^[a-z]+$"}, "minProperties": 1, "maxProperties": 3},
          "levels": {"type": "object", "patternProperties": {"^[a-z]+$": {"enum": ["debug", "info"], "default": "info"}},
                     "additionalProperties": false},
          "servers": {"type": "array", "maxItems": 2, "uniqueItems": true,
                      "items": {"type": "object", "required": ["name", "port"],
                                "properties": {"name": {"type": "string"}, "port": {"type": "integer", "minimum": 1, "default": 443},
                                               "secure": {"type": "boolean"}, "extra": {"type": "object"}}}}
        }}
        """#

    static func layout(_ schema: String = Self.schema) throws -> Layout {
        guard let layout = SchemaTest.load(schema).layout else { throw Failure.noSchema }
        return layout
    }

    /// A session over `config` of `schema` and the values object it was read from.
    static func session(_ config: String, schema: String = Self.schema) throws -> (Session, ValuesObject) {
        let layout = try layout(schema)
        let object = try ValuesObject.valuesFile(bytes: Array(config.utf8), dialect: .jsonc)
        return (Session(layout: layout, values: ValueStore(stored: object.storedValues(for: layout))), object)
    }

    /// The file as `done` would write it.
    static func saved(_ session: Session, _ object: ValuesObject) throws -> String {
        let changes = session.values.changes.flatMap { key, value in
            let setting = session.layout.setting(key)
            return StoredChange.changes(of: setting, path: setting?.storagePath ?? [key], from: session.values.stored[key], to: value)
        }
        return String(decoding: Array(try object.patched(changes).runs.joined()), as: UTF8.self)
    }

    enum Failure: Error { case noSchema }
}
