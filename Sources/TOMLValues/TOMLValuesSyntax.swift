import LosslessJSON
import ValuesDocuments

/// TOML as a syntax of values files: `*.toml`, `Cargo.lock`, `Pipfile`,
/// `poetry.lock` and `uv.lock` by name, or a text whose first statement is
/// a `[table]` header or a `key = value` line.
package struct TOMLValuesSyntax: ValuesSyntax {
    package init() {}

    package var name: String { "toml" }

    package func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> any ValuesDocument {
        do {
            return try TOMLDocument(bytes: bytes)
        } catch {
            throw JSONSyntaxError(offset: error.offset, location: SourceLocation(line: error.line, column: error.column), message: error.message)
        }
    }

    /// Top-level values first, then each table under its own header. TOML
    /// has no null: null members are left out.
    package func newDocument(_ value: JSONValue) -> [UInt8] {
        guard case .object(let members) = value, let empty = try? TOMLDocument(bytes: []) else { return [] }
        let kept = members.filter { !$0.value.containsNull }
        let plain = kept.filter { if case .object = $0.value { false } else { true } }
        let tables = kept.filter { if case .object = $0.value { true } else { false } }
        var bytes = TOMLEditor.apply((try? TOMLEditor(empty).patch(TOMLDocument.root, path: [], members: plain)) ?? [], to: [])
        if !tables.isEmpty, let first = try? TOMLDocument(bytes: bytes) {
            bytes = TOMLEditor.apply((try? TOMLEditor(first).patch(TOMLDocument.root, path: [], members: tables)) ?? [], to: bytes)
        }
        return bytes
    }

    package func claims(fileName: String) -> Bool {
        let lower = fileName.lowercased()
        return lower.hasSuffix(".toml") || ["cargo.lock", "pipfile", "poetry.lock", "uv.lock", "gopkg.lock"].contains(lower)
    }

    /// The first line that is not blank or a comment is `[header]`,
    /// `[[header]]` or `key = …` with a bare or quoted key.
    package func recognises(start: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: start, as: UTF8.self)
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                let name = line.drop(while: { $0 == "[" })
                return name.first.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "\"" || $0 == "'" } ?? false
            }
            guard let equals = line.firstIndex(of: "=") else { return false }
            let key = line[..<equals].trimmingSuffix(while: { $0 == " " || $0 == "\t" })
            return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || "_-.\"' ".contains($0) }
        }
        return false
    }

    /// The schema a `#:schema …` directive (taplo's) at the top of the
    /// text names, if any: comment lines before the first statement.
    package static func schemaDirective(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty { continue }
            guard line.hasPrefix("#") else { return nil }
            if line.hasPrefix("#:schema") {
                let target = line.dropFirst("#:schema".count).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
                let value = target.trimmingSuffix(while: { $0 == " " || $0 == "\t" })
                return value.isEmpty ? nil : String(value)
            }
        }
        return nil
    }
}

extension Substring {
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
