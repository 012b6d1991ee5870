import LosslessJSON

/// One layout format — this project's settings file, a JSON Schema, a VS
/// Code extension manifest, an iOS Settings.bundle — as the tool opens it:
/// how its input is told apart, how messages name it, and how it opens
/// into a checked layout together with where its values live.
///
/// Each format is a type in a module of its own kind (`JSONSchemaLayout`
/// holds a JSON Schema's and a VS Code manifest's) that conforms to this
/// protocol; an ordered list of formats (the registry, in the app) is the one place
/// that names them all. Sessions, `validate` and the following of a
/// config's `"$schema"` go through that list and never ask for a format
/// by name, so a new format is its module plus one line in the list.
///
/// **Recognising.** The list is tried in order and the first format that
/// recognises the input opens it. An input is seen in up to three forms,
/// and a format answers for the forms it reads (the defaults say no): a
/// folder (``recognises(folder:)``, with ``layoutFile(inFolder:)`` for a
/// format whose folder holds one layout file), the first bytes of a file
/// (``recognises(start:)``, before it is read as JSON: a property list),
/// and the parsed JSON document (``recognises(_:)``). Put a format that
/// recognises by a specific member before one that recognises by common
/// ones (a settings file's `groups` before a JSON Schema's `type`).
///
/// **Opening.** ``open(_:)`` gets the input (the caller has read and
/// parsed the layout file; a format that reads more — a bundle's plists,
/// the files a `$ref` names — reads them itself) and returns a
/// ``FormatOpening``: the layout and its problems, the values the layout
/// file itself holds, whether defaults are ever stored, and the format's
/// own check of a whole config (a ``ConfigCheck``), when it has one. Problems of the format
/// are ``LayoutProblem/Reason/format(_:)`` reasons of the format's own
/// ``FormatReason`` type, worded in its module.
package protocol SettingsFormat: Sendable {
    /// How messages name the format, with its article: "a JSON Schema",
    /// "a settings file" (`validate` says `app.json is valid (a settings file)`).
    var name: String { get }

    /// For a JSON file that no format recognises: what a file of this
    /// format holds, e.g. `a settings file ("groups")`; nil for a format
    /// that is not a JSON file.
    var expectedContent: String? { get }

    /// Whether this format reads the folder at `path` (an absolute path).
    func recognises(folder path: String) -> Bool

    /// The file inside a recognised folder that holds the layout, relative
    /// to it (a VS Code extension's `package.json`): it is then opened as a
    /// file, its name shown as `FOLDER/FILE`. Nil when the format reads
    /// the folder itself.
    func layoutFile(inFolder path: String) -> String?

    /// Whether the file starting with `start` (its first 256 bytes, for a
    /// layout named on the command line) is of this format, before it is
    /// read as JSON.
    func recognises(start: [UInt8]) -> Bool

    /// Whether the parsed JSON `document` is a layout of this format.
    func recognises(_ document: JSONDocument) -> Bool

    /// Whether `document`, which no format recognises, is still one of
    /// this format when the person names it as a layout (`--schema`): a
    /// format whose every document is valid (a JSON Schema) says yes.
    func recognises(named document: JSONDocument) -> Bool

    /// The layout a config file names for itself (a JSON Schema's config
    /// names its schema in `"$schema"`), as a path to open it by, relative
    /// to the working folder or absolute; nil when it names none this
    /// format reads. `name` is the config's name as typed. Throws the
    /// config's problem when what it names can't be opened (a schema on
    /// the web, a file that is not there).
    func layoutNamed(byConfig config: JSONDocument, name: String, workingDirectory: String) throws(DocumentError) -> String?

    /// Opens a recognised input: the layout, checked, and where its values live.
    func open(_ input: FormatInput) -> FormatOpening

    /// The part of a file of this format (its `bytes`) that reading the value
    /// of `key` needs, as a file of this format itself, when the format can
    /// find it without reading the whole file; nil to read the whole file.
    func focused(_ bytes: [UInt8], on key: String) -> [UInt8]?
}

extension SettingsFormat {
    package var expectedContent: String? { nil }

    package func focused(_ bytes: [UInt8], on key: String) -> [UInt8]? { nil }

    package func recognises(folder path: String) -> Bool { false }

    package func layoutFile(inFolder path: String) -> String? { nil }

    package func recognises(start: [UInt8]) -> Bool { false }

    package func recognises(_ document: JSONDocument) -> Bool { false }

    package func recognises(named document: JSONDocument) -> Bool { false }

    package func layoutNamed(byConfig config: JSONDocument, name: String, workingDirectory: String) throws(DocumentError) -> String? {
        nil
    }
}
