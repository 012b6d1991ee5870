import LosslessJSON
import ValuesDocuments

/// YAML 1.2 as a syntax of values files: `*.yaml`, `*.yml` and the names
/// YAML configs go by without them; its first document, or `document`'s.
package struct YAMLValuesSyntax: ValuesSyntax {
    /// Which document of a stream holds the values (0: the first; `--document N` is N - 1).
    package var document: Int

    package init(document: Int = 0) {
        self.document = document
    }

    package var name: String { "yaml" }

    package func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> any ValuesDocument {
        try YAMLDocument.read(bytes, document: document)
    }

    package func newDocument(_ value: JSONValue) -> [UInt8] {
        guard let empty = try? YAMLDocument.read([]) else { return [] }
        return JSONEditor.apply(empty.setMembers(value.members, in: empty.root), to: [])
    }

    package func claims(fileName: String) -> Bool {
        let name = fileName.lowercased()
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || Self.knownNames.contains(name)
    }

    /// Configs written in YAML whose names carry no extension.
    static let knownNames: Set<String> = [".clang-format", ".clang-tidy", ".yamllint", ".gemrc", ".condarc", "pnpm-lock"]

    /// `---`, `%YAML`, or a first line of `key: value` (a comment line may come first).
    package func recognises(start: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: start, as: UTF8.self)
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("---") || trimmed.hasPrefix("%YAML") { return true }
            guard let colon = trimmed.firstIndex(of: ":") else { return false }
            let key = trimmed[..<colon]
            let after = trimmed[trimmed.index(after: colon)...]
            return !key.isEmpty && !key.contains(" ") && !key.hasPrefix("{") && !key.hasPrefix("[") && !key.hasPrefix("\"")
                && (after.isEmpty || after.hasPrefix(" "))
        }
        return false
    }
}

extension JSONValue {
    /// An object's members; none for anything else.
    var members: [JSONMember] {
        if case .object(let members) = self { return members }
        return []
    }
}
