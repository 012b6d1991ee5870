/// How a JSON file is laid out, as detected from it, so that new text can be
/// written the way the file already is.
public struct JSONFormatStyle: Sendable, Equatable {
    /// One level of indentation: `"  "`, `"    "`, `"\t"`, ... or `""` for a
    /// minified (single-line) file.
    public var indentUnit: String
    /// `"\n"` or `"\r\n"`.
    public var newline: String
    /// `"key": value` rather than `"key":value`. In a minified style this
    /// also puts a space after commas (`{"a": 1, "b": 2}` on one line).
    public var spaceAfterColon: Bool

    public init(indentUnit: String = "  ", newline: String = "\n", spaceAfterColon: Bool = true) {
        self.indentUnit = indentUnit
        self.newline = newline
        self.spaceAfterColon = spaceAfterColon
    }

    /// Two-space indentation, `\n`, `": "`.
    public static let pretty = JSONFormatStyle()
    /// Everything on one line, no spaces: `{"a":1,"b":[1,2]}`.
    public static let minified = JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: false)

    /// True when new text is written on one line.
    public var isMinified: Bool { indentUnit.isEmpty }

    /// Detects the style of `document` from a bounded sample of its text:
    /// - `newline`: the first line break's (`\r\n` or `\n`); `\n` if none;
    /// - `indentUnit`: `""` when the document's structure is on one line,
    ///   else the indentation a nested value adds to its container's line
    ///   (the first such difference found), else two spaces;
    /// - `spaceAfterColon`: whether the first object member has a space
    ///   after its colon (default: true unless minified).
    public static func detect(in document: JSONDocument) -> JSONFormatStyle {
        let bytes = document.bytes
        var style = JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: false)

        // Newline style, and whether the root value spans several lines.
        // Line breaks aren't recorded by the reader: scan for the first one.
        let rootSpan = document.span(document.root)
        var lineBreak = document.firstLineBreak(from: 0)
        if let first = lineBreak, bytes[first] == 0x0D, first + 1 < bytes.count, bytes[first + 1] == 0x0A {
            style.newline = "\r\n"
        }
        // The first line break after the root's first byte: is it inside the root?
        if let first = lineBreak, first < rootSpan.lowerBound {
            lineBreak = document.firstLineBreak(from: rootSpan.lowerBound)
        }
        let multiline = lineBreak.map { $0 < rootSpan.upperBound } ?? false

        // Space after colon: the first object member found.
        var sawMember = false
        let sample = min(document.nodes.count, 4096)
        var index = 0
        while index < sample {
            let node = document.nodes[index]
            if let key = document.keySpan(JSONNodeID(Int32(truncatingIfNeeded: index))) {
                var j = key.upperBound
                while j < Int(node.start), bytes[j] != UInt8(ascii: ":") { j += 1 }
                if j + 1 < Int(node.start) {
                    style.spaceAfterColon = bytes[j + 1] == 0x20 || bytes[j + 1] == 0x09
                } else {
                    style.spaceAfterColon = false
                }
                sawMember = true
                break
            }
            index += 1
        }
        if !multiline {
            return style
        }
        if !sawMember { style.spaceAfterColon = true }

        // Indent unit: a child on its own line, indented more than its parent's line.
        // Parents aren't stored; the nodes come in document order, so keep
        // the containers holding the current node (the root holds them all),
        // each with its line's indentation once it has been looked up.
        style.indentUnit = "  "
        var containers: [(node: Int, indent: [UInt8]?)] = [(0, nil)]
        index = 1
        while index < sample {
            let node = document.nodes[index]
            while containers.count > 1, let last = containers.last, document.nodes[last.node].end <= node.start {
                containers.removeLast()
            }
            let parent = containers.count - 1
            if document.bits[index] & Node.kindMask <= Node.array { containers.append((index, nil)) }
            index += 1
            let childStart = node.keyStart >= 0 ? Int(node.keyStart) : Int(node.start)
            guard let childIndent = JSONEditor.ownLineIndent(bytes, at: childStart) else { continue }
            let parentIndent = containers[parent].indent
                ?? JSONEditor.lineIndent(document, at: Int(document.nodes[containers[parent].node].start))
            containers[parent].indent = parentIndent
            if childIndent.count > parentIndent.count,
               childIndent.starts(with: parentIndent) {
                let unit = childIndent[parentIndent.count...]
                style.indentUnit = String(decoding: unit, as: UTF8.self)
                break
            }
        }
        return style
    }
}

/// Canonical text for new values.
///
/// - Strings escape only what JSON requires: `"`, `\` and control characters
///   (`\b \f \n \r \t`, others as `\u001b`). No `\/`; non-ASCII stays raw.
/// - Numbers: whole numbers within 64 bits in full (`30`, `-2`,
///   `9007199254740993`); others the shortest text that reads back as the
///   same Double (`0.5`, `1e+100`); non-finite numbers become `null`.
/// - Pretty styles: non-empty objects one member per line; arrays of scalars
///   inline (`["en", "fr"]`), other non-empty arrays one element per line;
///   empty ones `[]` / `{}`. Minified styles: everything on one line.
public enum JSONSerializer {
    public static func serialize(_ value: JSONValue, style: JSONFormatStyle) -> String {
        serialize(value, style: style, indent: "")
    }

    /// Serializes `value` as if it started on a line indented by `indent`:
    /// nested lines get `indent` plus units; the first line gets nothing.
    public static func serialize(_ value: JSONValue, style: JSONFormatStyle, indent: String) -> String {
        var out = ""
        write(value, style: style, indent: indent, into: &out)
        return out
    }

    /// The quoted, escaped JSON spelling of `string`.
    public static func quoted(_ string: String) -> String {
        var out = ""
        writeString(string, into: &out)
        return out
    }

    /// The JSON spelling of a number (see the type's documentation).
    public static func numberText(_ x: JSONNumber) -> String { x.description }

    static func write(_ value: JSONValue, style: JSONFormatStyle, indent: String, into out: inout String) {
        // Recursion depth equals the value's nesting depth; values come from
        // the program (or from a document bounded by `JSONLimits.maxDepth`).
        let colon = style.spaceAfterColon ? ": " : ":"
        switch value {
        case .null:
            out += "null"
        case .bool(let b):
            out += b ? "true" : "false"
        case .number(let x):
            out += numberText(x)
        case .string(let s):
            writeString(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
            } else if style.isMinified || elements.allSatisfy(\.isScalar) {
                let comma = style.isMinified && !style.spaceAfterColon ? "," : ", "
                out += "["
                for (k, element) in elements.enumerated() {
                    if k > 0 { out += comma }
                    write(element, style: style, indent: indent, into: &out)
                }
                out += "]"
            } else {
                let inner = indent + style.indentUnit
                out += "["
                for (k, element) in elements.enumerated() {
                    out += k > 0 ? "," + style.newline + inner : style.newline + inner
                    write(element, style: style, indent: inner, into: &out)
                }
                out += style.newline + indent + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
            } else if style.isMinified {
                let comma = style.spaceAfterColon ? ", " : ","
                out += "{"
                for (k, member) in members.enumerated() {
                    if k > 0 { out += comma }
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, style: style, indent: indent, into: &out)
                }
                out += "}"
            } else {
                let inner = indent + style.indentUnit
                out += "{"
                for (k, member) in members.enumerated() {
                    out += k > 0 ? "," + style.newline + inner : style.newline + inner
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, style: style, indent: inner, into: &out)
                }
                out += style.newline + indent + "}"
            }
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Only ASCII bytes are escaped, and no byte of a multi-byte UTF-8
        // sequence is ASCII: the runs between escapes are copied as UTF-8.
        // (Appending to `unicodeScalars` would copy the whole output each
        // time: quadratic when a save inserts thousands of members.)
        let utf8 = s.utf8
        var pending = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out += String(decoding: utf8[pending..<index], as: UTF8.self)
                switch byte {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                default: out += escapeSpelling(byte)
                }
                pending = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += String(decoding: utf8[pending..<utf8.endIndex], as: UTF8.self)
        out += "\""
    }
}
