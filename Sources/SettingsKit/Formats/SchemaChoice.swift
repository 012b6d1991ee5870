import SettingsCore

/// The JSON Schema a config opens with when `--schema` names none, and
/// why: said on `validate`'s first line and above a session's first screen.
package struct SchemaChoice: Sendable, Equatable {
    /// What named the schema.
    package enum Reason: Sendable, Equatable {
        /// YAML's `# yaml-language-server: $schema=…` comment.
        case modeline
        /// TOML's `#:schema …` comment (taplo's directive).
        case directive
        /// The document's `$schema` member.
        case member
        /// A schema catalog's entry, by the `fileMatch` pattern that took the config's path.
        case catalog(pattern: String)
        /// A Helm chart's `values.schema.json` beside its `values.yaml`.
        case helm
    }

    /// The schema's path: absolute, or relative to the working folder.
    package let path: String
    package let reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Why, in a phrase: `catalog: .github/workflows/*.yml`.
    package var why: Message {
        switch reason {
        case .modeline: "its yaml-language-server modeline"
        case .directive: "its #:schema directive"
        case .member: "its $schema"
        case .catalog(let pattern): "catalog: \(pattern)"
        case .helm: "the Helm chart's values.schema.json beside it"
        }
    }

    /// `schema: github-workflow.json (catalog: .github/workflows/*.yml)`,
    /// the path shown from `workingDirectory` when it is below it.
    package func line(workingDirectory: String) -> String {
        let line: Message = "schema: \(shownPath(workingDirectory: workingDirectory)) (\(why))"
        return line.text
    }

    /// The path from `workingDirectory` when the schema is below it, else as it is.
    package func shownPath(workingDirectory: String) -> String {
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
