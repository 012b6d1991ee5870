import LosslessJSON

extension TOMLEditor {
    /// New members written into `table` where they belong; not after the
    /// members `excluding` names (which other edits take out).
    func insert(into table: Int32, members: [JSONMember], path: [TOMLPathComponent],
                excluding: Set<Int32> = []) throws(TOMLEditError) -> [JSONEdit] {
        let node = document.node(table)
        // A new table under a table with a header gets a header of its own
        // (`[dependencies]`, `[tool.ruff]`) after the parent's sections.
        let headed: Set<TOMLOrigin> = [.root, .header, .element, .implicit]
        var tables: [JSONMember] = []
        var values: [JSONMember] = []
        for member in members {
            if headed.contains(node.origin), case .object(let inner) = member.value, !inner.isEmpty {
                tables.append(member)
            } else {
                values.append(member)
            }
        }
        var edits: [JSONEdit] = []
        if !tables.isEmpty {
            edits.append(try newSections(tables, under: table, path: path))
        }
        if !values.isEmpty {
            edits += try insertStatements(into: table, members: values, path: path, excluding: excluding)
        }
        return edits
    }

    /// `[parent.key]` sections for new tables, after the parent's last section.
    func newSections(_ tables: [JSONMember], under table: Int32, path: [TOMLPathComponent]) throws(TOMLEditError) -> JSONEdit {
        let end = regionEnd(table)
        let at = table == TOMLDocument.root || end < 0 ? bytes.count : end
        let parentPath = headerPath(table)
        var text = at > 0 && bytes[at - 1] != 0x0A ? newline : ""
        for member in tables {
            guard case .object(let inner) = member.value else { continue }
            text += (at > 0 || text != "" ? newline : "")
            text += "[" + (parentPath.isEmpty ? "" : parentPath + ".") + TOMLWriter.key(member.key) + "]" + newline
            for field in inner {
                let fieldPath = TOMLEditor.describe(path) + "/" + member.key + "/" + field.key
                text += TOMLWriter.key(field.key) + " = " + (try TOMLWriter.value(field.value, like: nil, path: fieldPath)) + newline
            }
        }
        if at < bytes.count { text += newline }
        return JSONEdit(range: at..<at, replacement: text)
    }

    /// Key/value statements written into `table`.
    func insertStatements(into table: Int32, members: [JSONMember], path: [TOMLPathComponent],
                          excluding: Set<Int32> = []) throws(TOMLEditError) -> [JSONEdit] {
        let node = document.node(table)
        let base = TOMLEditor.describe(path)
        var statements: [String] = []
        for member in members {
            let value = try TOMLWriter.value(member.value, like: nil, path: base + "/" + member.key)
            statements.append(TOMLWriter.key(member.key) + " = " + value)
        }
        switch node.origin {
        case .inline:
            return [insertInline(table, statements.joined(separator: ", "), excluding: excluding)]
        case .dotted where isInsideBraces(table):
            // Dotted keys inside an inline table: add beside its last member.
            let prefix = dottedPrefix(table)
            return [insertInline(table, statements.map { prefix + $0 }.joined(separator: ", "), excluding: excluding)]
        case .dotted:
            let prefix = dottedPrefix(table)
            // With every statement of it going, on the line before the first.
            let after = document.lastStatementEnd(table, excluding: excluding) ?? max(lineStart(document.entryStart(table) ?? 0) - 1, 0)
            return [insertLines(statements.map { prefix + $0 }, after: after)]
        case .root where document.lastStatementEnd(table, excluding: excluding) == nil:
            let at = firstHeaderLine() ?? bytes.count
            let lead = at > 0 && at == bytes.count && bytes[at - 1] != 0x0A ? newline : ""
            let trail = at < bytes.count ? newline : ""
            return [JSONEdit(range: at..<at, replacement: lead + statements.map { $0 + newline }.joined() + trail)]
        case .implicit:
            // Only a header's parent so far: give it a header of its own,
            // just before the header that made it.
            let at = Int(node.start)
            let text = "[" + headerPath(table) + "]" + newline + statements.map { $0 + newline }.joined() + newline
            return [JSONEdit(range: at..<at, replacement: text)]
        default:
            return [insertLines(statements, after: document.lastStatementEnd(table, excluding: excluding) ?? Int(node.end))]
        }
    }

    /// A value added at the end of an array.
    func append(to array: Int32, value: JSONValue, path: [TOMLPathComponent], after earlier: [JSONEdit] = []) throws(TOMLEditError) -> [JSONEdit] {
        let node = document.node(array)
        if node.origin == .arrayOfTables, case .object(let members) = value {
            var lines = ["[[" + headerPath(array) + "]]"]
            for member in members {
                let text = try TOMLWriter.value(member.value, like: nil, path: TOMLEditor.describe(path) + "/" + member.key)
                lines.append(TOMLWriter.key(member.key) + " = " + text)
            }
            let at = regionEnd(array)
            let lead = at > 0 && bytes[at - 1] != 0x0A ? newline : ""
            return [JSONEdit(range: at..<at, replacement: lead + newline + lines.map { $0 + newline }.joined())]
        }
        let text = try TOMLWriter.value(value, like: nil, path: TOMLEditor.describe(path))
        if let last = document.nodes.lastChild(of: array) {
            let at = Int(document.node(last).end)
            return [JSONEdit(range: at..<at, replacement: ", " + text)]
        }
        let at = Int(node.start) + 1
        return [JSONEdit(range: at..<at, replacement: text)]
    }

    /// Text added inside an inline table, after the member written last.
    func insertInline(_ table: Int32, _ text: String, excluding: Set<Int32> = []) -> JSONEdit {
        guard let end = entries(inBracesAround: table, excluding: excluding).last?.upperBound else {
            let at = Int(document.node(braces(around: table)).start) + 1
            return JSONEdit(range: at..<at, replacement: " " + text + " ")
        }
        return JSONEdit(range: end..<end, replacement: ", " + text)
    }

    /// Lines added after the line holding `offset`, indented like it.
    func insertLines(_ lines: [String], after offset: Int) -> JSONEdit {
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var indentEnd = start
        while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        let text = lines.map { newline + indent + $0 }.joined()
        return JSONEdit(range: end..<end, replacement: text)
    }

    /// The file's line break: `\r\n` when its first line ends so, else `\n`.
    var newline: String {
        guard let lf = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return lf > 0 && bytes[lf - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// Where the first header's line starts.
    func firstHeaderLine() -> Int? {
        var best: Int?
        for child in document.children(TOMLDocument.root) {
            let n = document.node(child)
            let starts: [Int32]
            switch n.origin {
            case .header, .implicit: starts = [n.start]
            case .arrayOfTables: starts = [n.start]
            default: starts = []
            }
            for s in starts where best.map({ Int(s) < $0 }) ?? true {
                best = lineStart(Int(s))
            }
        }
        return best
    }

    func lineStart(_ offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }

    /// `a.b.` for a dotted table `b` under dotted `a` in its section.
    func dottedPrefix(_ table: Int32) -> String {
        var parts: [String] = []
        var t = table
        while document.origin(t) == .dotted, let span = document.keySpan(t) {
            parts.append(String(decoding: bytes[span], as: UTF8.self))
            guard let p = document.parent(t) else { break }
            t = p
        }
        return parts.reversed().map { $0 + "." }.joined()
    }

    /// The path a header names to reach `node`, keys as the file spells them.
    func headerPath(_ node: Int32) -> String {
        var parts: [String] = []
        var t: Int32? = node
        while let current = t, current != TOMLDocument.root {
            if let span = document.keySpan(current) {
                parts.append(String(decoding: bytes[span], as: UTF8.self))
            }
            t = document.parent(current)
        }
        return parts.reversed().joined(separator: ".")
    }

    /// The end of the last section belonging to `node` or its descendants.
    func regionEnd(_ node: Int32) -> Int {
        var end = document.sectionEnd(node) ?? -1
        for child in document.children(node) where document.kind(child) == .table || document.kind(child) == .array {
            end = max(end, regionEnd(child))
        }
        return end
    }
}
