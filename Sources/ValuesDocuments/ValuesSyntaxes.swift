/// The syntaxes values documents may be in, and how a file's is told: by
/// the name the person gave (`--format`), else by the file's name, else by
/// its first bytes; when none tells, the caller's default (JSON, in the
/// dialect the file's name and the layout give).
package struct ValuesSyntaxes: Sendable {
    /// The syntaxes, in the order they are asked (the first that claims a name or recognises a text wins).
    package let all: [any ValuesSyntax]

    package init(_ all: [any ValuesSyntax]) {
        self.all = all
    }

    /// The syntax `--format` names (`yaml`), nil when none has that name.
    package func named(_ name: String) -> (any ValuesSyntax)? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    /// The names `--format` takes, for its help and its error.
    package var names: [String] { all.map(\.name) }

    /// The syntax the file at `path` is in by its name, else by `start`
    /// (its first bytes, when read); nil when neither tells.
    package func recognised(path: String, start: ArraySlice<UInt8>?) -> (any ValuesSyntax)? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let byName = all.first(where: { $0.claims(fileName: name) }) { return byName }
        guard let start, !start.isEmpty else { return nil }
        return all.first { $0.recognises(start: start) }
    }
}
