/// The config files editors read as JSON with comments by their name or
/// place alone: `*.jsonc`, TypeScript's `tsconfig.json` and `jsconfig.json`
/// (and their `tsconfig.*.json` variants), a dev container's
/// `devcontainer.json`, and every `.json` file in a `.vscode` folder. The
/// tool reads them so too, without `--jsonc`.
package enum JSONCFileNames {
    /// Whether the file at `path` (as typed, or absolute) is one of them.
    package static func contains(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.last else { return false }
        let name = last.lowercased()
        if name.hasSuffix(".jsonc") { return true }
        guard name.hasSuffix(".json") else { return false }
        if name == "devcontainer.json" || name == ".devcontainer.json" { return true }
        for stem in ["tsconfig", "jsconfig"] where name == stem + ".json" || name.hasPrefix(stem + ".") {
            return true
        }
        return parts.count >= 2 && parts[parts.count - 2] == ".vscode"
    }
}
