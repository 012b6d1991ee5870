import LosslessJSON

/// A syntax values documents are written in (JSON, JSONC, YAML, TOML): how
/// to read a text into a ``ValuesDocument``, how to write a new one, and
/// how a file is told to be in it. The app keeps the one list of them
/// (``ValuesSyntaxes``); a file's syntax is chosen from its name, then its
/// first bytes, unless the person names one (`--format`).
package protocol ValuesSyntax: Sendable {
    /// The name `--format` takes and messages use: `json`, `jsonc`, `yaml`, `toml`.
    var name: String { get }
    /// Reads a text; a syntax error carries the line and column of the offending byte.
    func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> any ValuesDocument
    /// The text of a new document holding `value` (an object): a values
    /// file written for the first time.
    func newDocument(_ value: JSONValue) -> [UInt8]
    /// Whether a file of this name (the last part of its path, as typed) is
    /// in this syntax by its name alone (`*.yaml`, `Cargo.lock`).
    func claims(fileName: String) -> Bool
    /// Whether a text of a file whose name says nothing looks like this
    /// syntax (its first bytes decide; a syntax that can't tell says false).
    func recognises(start: ArraySlice<UInt8>) -> Bool
}

extension ValuesSyntax {
    /// `document` as a JSON document, for what reads JSON alone (a layout's
    /// look at a config's shape, a JSON Schema's validator): the same
    /// values, written as JSON and read back; JSON's own document as it is.
    /// Its nodes are not `document`'s: find a place in both by JSON Pointer.
    package func jsonDocument(of document: any ValuesDocument) -> JSONDocument? {
        if let json = document as? JSONValuesDocument { return json.json }
        let text = JSONSerializer.serialize(document.value(document.root), style: .minified)
        return try? JSONDocument.parse(Array(text.utf8), dialect: .json)
    }
}
