import LosslessJSON
import SettingsCore

/// The text of `object` with `changes` made, and the objects they created.
package func patchedText(_ object: ValuesObject, _ changes: [StoredChange], pruning: Set<[String]> = []) throws -> (text: String, created: Set<[String]>) {
    let patched = try object.patched(changes, pruning: pruning)
    return (String(decoding: Array(patched.runs.joined()), as: UTF8.self), patched.createdObjects)
}

/// A values file read from `text`.
package func valuesFile(_ text: String, dialect: JSONDialect = .json) throws -> ValuesObject {
    try ValuesObject.valuesFile(bytes: Array(text.utf8), dialect: dialect)
}
