@_spi(SettingsShell) import SettingsKit

/// The options that say where a config's schema is looked for when
/// `--schema` names none (`--catalog FILE`, `--schema-dir FOLDER`), and
/// which document of a YAML file is opened (`--document N`). Read from the
/// command line before the parser sees it (``EarlyOptions``), wherever
/// they stand up to a `--`; `--help` tells of them in its discussion.
struct SchemaOptions: Sendable, Equatable {
    /// The document, counted from 1 as typed.
    var document: Int?
    var catalog: String?
    var schemaFolders: [String] = []

    /// The options' names, as typed.
    static let names = ["--document", "--catalog", "--schema-dir"]

    /// For `--help`: what these options do.
    static let help = """
        Schemas and YAML documents (these options work after a subcommand's name too):
          --catalog <file>       A schema catalog in SchemaStore's shape
                                 ({"schemas": [{"name", "fileMatch", "url"}]}):
                                 a config that names no schema opens with the first
                                 whose fileMatch globs match its path (a glob without
                                 a slash matches the file's name anywhere, ** any
                                 folders, !glob excludes).
          --schema-dir <folder>  Local copies of schemas named by URL (a config's
                                 schema, a $ref, a meta-schema), found by the URL's
                                 path, then its last segment (repeatable); sessions,
                                 one-shots and validate all look here, and nothing
                                 is ever fetched. A catalog.json in it is the catalog
                                 when --catalog names none.
          --document <n>         The nth document of a YAML file of several, counted
                                 from 1 (default: 1, the first); only its bytes are
                                 changed. An n past the last document is refused
                                 (exit 65).

        The schema comes from --schema, else the config's own pointer (a YAML \
        modeline, a TOML #:schema directive, its "$schema"), else the catalog, else a \
        Helm chart's values.schema.json; a session's first line and validate say which \
        and why.
        """

    /// The options given on the command line, by name.
    var given: [String] {
        zip([document != nil, catalog != nil, !schemaFolders.isEmpty], Self.names).compactMap { $0.0 ? $0.1 : nil }
    }

    /// A YAML file's document as an index (0: the first).
    var documentIndex: Int { (document ?? 1) - 1 }

    /// Takes these options out of `arguments`; the options and the
    /// arguments left for the parser, or a sentence saying what is wrong.
    static func extract(from arguments: [String]) -> Result<(SchemaOptions, [String]), EarlyOptions.Problem> {
        let found: [EarlyOptions.Found], rest: [String]
        switch EarlyOptions.extract(from: arguments, valued: names) {
        case .success(let extracted): (found, rest) = extracted
        case .failure(let problem): return .failure(problem)
        }
        var options = SchemaOptions()
        for option in found {
            let value = option.value ?? ""
            switch option.name {
            case "--document":
                guard let number = Int(value), number >= 1 else {
                    return .failure(EarlyOptions.Problem(text: "--document counts a YAML file's documents from 1 (the first), not \(value)"))
                }
                options.document = number
            case "--catalog": options.catalog = value
            default: options.schemaFolders.append(value)
            }
        }
        return .success((options, rest))
    }

    /// Says on standard error which `--schema-dir` is not a folder, and
    /// gives the exit status (66); nil when every one is.
    func refusedFolder(in context: ShellContext) -> ExitStatus? {
        guard let folder = missingFolder(in: context) else { return nil }
        let message: Message = "--schema-dir \(quoted: folder) is not a folder"
        context.output.errorLine("settings-shell: " + message.text)
        return .fileNotFound
    }

    /// The first `--schema-dir` that is not a folder.
    func missingFolder(in context: ShellContext) -> String? {
        schemaFolders.first { PathKind(of: Paths.absolute($0, in: context.workingDirectory)) != .folder }
    }
}
