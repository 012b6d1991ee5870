import LosslessJSON

/// What a ``SettingsFormat`` opens: the layout as recognised (a folder, a
/// file's first bytes, or the parsed JSON document), its names, and the
/// config file the layout is shown over, when there is one.
package struct FormatInput {
    /// The layout in the form the format recognised it in.
    package enum Content {
        /// A folder, read by the format itself.
        case folder
        /// A file's first bytes, recognised before it was read as JSON.
        case start([UInt8])
        /// The layout file, parsed in ``FormatInput/dialect``.
        case document(JSONDocument)
    }

    package var content: Content
    /// The layout as the person typed it (for messages), and its absolute path.
    package var name: String
    package var path: String
    /// The dialect the layout file was read in (its own values are written back in it).
    package var dialect: JSONDialect
    /// The config file the values are kept in, as typed (the layout's own
    /// name when it holds its values), for titles and messages.
    package var configName: String
    /// The config file, parsed leniently (comments and trailing commas
    /// allowed); nil when there is none yet or it is not JSON. Read only
    /// when a format asks: most open without it.
    package var config: () -> JSONDocument?
    /// The process's environment: the language texts are shown in.
    package var environment: [String: String]
    /// Folders (absolute) where a format looks for documents its layout
    /// refers to by URL (`validate --schema-dir`).
    package var referenceFolders: [String]
    /// The draft a layout that names none is read in, as `validate --draft`
    /// gives it (`7`, `2020-12`), for a format that has drafts; nil: its default.
    package var draft: String?
    /// Whether the config will be checked as soon as the layout is read
    /// (`validate`): a format whose check takes preparing may start it on
    /// another core while it reads the layout. A store opened for a session
    /// or a one-shot command does not say so: some of them never check.
    package var checksConfig: Bool
    /// Whether the layout is read to be shown, help and all; false when it
    /// is read only to check files against it (`validate`), which shows no help.
    package var readsHelp: Bool

    package init(
        content: Content, name: String, path: String, dialect: JSONDialect = .json, configName: String,
        config: @escaping () -> JSONDocument? = { nil }, environment: [String: String] = [:], referenceFolders: [String] = [],
        draft: String? = nil, checksConfig: Bool = false, readsHelp: Bool = true
    ) {
        self.content = content
        self.name = name
        self.path = path
        self.dialect = dialect
        self.configName = configName
        self.config = config
        self.environment = environment
        self.referenceFolders = referenceFolders
        self.draft = draft
        self.checksConfig = checksConfig
        self.readsHelp = readsHelp
    }
}
