extension TOMLReader {
    /// Reads the value at `pos` as a new child of `parent` (named by `key`
    /// when `parent` is a table) and returns its index.
    mutating func value(parent: Int32, key: Range<Int>?) throws(TOMLSyntaxError) -> Int32 {
        let start = pos
        var node = TOMLNode(kind: .string, origin: .scalar, start: Int32(start), end: Int32(start))
        if let key {
            node.keyStart = Int32(key.lowerBound)
            node.keyEnd = Int32(key.upperBound)
        }
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isArray = current == UInt8(ascii: "[")
            node.kind = isArray ? .array : .table
            node.origin = .inline
            let id = append(node, parent: parent)
            depth += 1
            guard depth <= TOMLReader.maxDepth else { throw fail(.tooDeep) }
            if isArray { try arrayBody(id) } else { try inlineTableBody(id) }
            depth -= 1
            nodes[Int(id)].end = Int32(pos)
            return id
        default:
            node.kind = try scalar()
            node.end = Int32(pos)
            return append(node, parent: parent)
        }
    }

    /// Spaces, line breaks and comments inside an array (or a 1.1 inline table).
    mutating func skipBlank() throws(TOMLSyntaxError) {
        while true {
            skipSpaces()
            switch current {
            case UInt8(ascii: "#"): try comment()
            case 0x0A, 0x0D: try newline(orFail: .bareCarriageReturn)
            default: return
            }
        }
    }

    /// `[ a, b, ]` after the `[`: elements as children of `id`.
    mutating func arrayBody(_ id: Int32) throws(TOMLSyntaxError) {
        pos += 1
        while true {
            try skipBlank()
            guard pos < bytes.count else { throw fail(.expected("']' to close the array")) }
            if current == UInt8(ascii: "]") { pos += 1; return }
            _ = try value(parent: id, key: nil)
            try skipBlank()
            if current == UInt8(ascii: ",") { pos += 1; continue }
            guard current == UInt8(ascii: "]") else { throw fail(.expected("',' or ']' in the array")) }
            pos += 1
            return
        }
    }

    /// `{ a = 1, b.c = 2 }` after the `{`: members as children of `id`.
    /// TOML 1.0 keeps it on one line without a trailing comma; 1.1 allows
    /// line breaks, comments and a trailing comma.
    mutating func inlineTableBody(_ id: Int32) throws(TOMLSyntaxError) {
        pos += 1
        let relaxed = version == .v1_1
        var afterComma = false
        while true {
            if relaxed { try skipBlank() } else { skipSpaces() }
            guard pos < bytes.count else { throw fail(.expected("'}' to close the inline table")) }
            if current == UInt8(ascii: "}") {
                if afterComma && !relaxed { throw fail(.expected("a key after ','")) }
                pos += 1
                return
            }
            if !relaxed, current == 0x0A || current == 0x0D { throw fail(.expected("'}' on the same line (TOML 1.0)")) }
            try keyValue(into: id)
            if relaxed { try skipBlank() } else { skipSpaces() }
            if current == UInt8(ascii: ",") {
                pos += 1
                afterComma = true
                continue
            }
            guard current == UInt8(ascii: "}") else { throw fail(.expected("',' or '}' in the inline table")) }
            pos += 1
            return
        }
    }
}
