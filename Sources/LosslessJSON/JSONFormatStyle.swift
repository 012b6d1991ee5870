/// How a JSON file is laid out, as detected from it, so that new text can be
/// written the way the file already is.
public struct JSONFormatStyle: Sendable, Equatable {
    /// One level of indentation: `"  "`, `"    "`, `"\t"`, ... or `""` for a
    /// minified (single-line) file.
    package var indentUnit: String
    /// `"\n"` or `"\r\n"`.
    package var newline: String
    /// `"key": value` rather than `"key":value`. In a minified style this
    /// also puts a space after commas (`{"a": 1, "b": 2}` on one line).
    package var spaceAfterColon: Bool

    public init(indentUnit: String = "  ", newline: String = "\n", spaceAfterColon: Bool = true) {
        self.indentUnit = indentUnit
        self.newline = newline
        self.spaceAfterColon = spaceAfterColon
    }

    /// Two-space indentation, `\n`, `": "`.
    package static let pretty = JSONFormatStyle()
    /// Everything on one line, no spaces: `{"a":1,"b":[1,2]}`.
    public static let minified = JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: false)

    /// True when new text is written on one line.
    package var isMinified: Bool { indentUnit.isEmpty }

    /// Detects the style of `document` from a bounded sample of its text:
    /// - `newline`: the first line break's (`\r\n` or `\n`); `\n` if none;
    /// - `indentUnit`: `""` when the document's structure is on one line,
    ///   else the indentation a nested value adds to its container's line
    ///   (the first such difference found), else two spaces;
    /// - `spaceAfterColon`: whether the first object member has a space
    ///   after its colon (default: true unless minified).
    package static func detect(in document: JSONDocument) -> JSONFormatStyle {
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
