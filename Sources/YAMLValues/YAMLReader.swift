import LosslessJSON

/// Reads YAML 1.2 text into ``YAMLNode``s with the byte span of every key,
/// value, anchor and tag. Written by hand: the Swift YAML libraries (Yams
/// over libyaml, and others) give values or events without the bytes they
/// came from, and their emitters rewrite a file, so none can make a
/// minimal edit. Recursive descent over the bytes, block structure by
/// indentation; every document of the stream is read, nothing is executed
/// (a tag is kept as text, never resolved to a type).
struct YAMLReader {
    let bytes: [UInt8]
    var pos = 0
    var nodes = YAMLNodes()
    var texts: [String] = []
    var anchorNames: [String] = []
    var tagNames: [String] = []
    /// `%TAG` handles of the current document: `!e!` → `tag:example.com,2000:`.
    var tagHandles: [String: String] = [:]
    /// Anchors defined so far: name → node (the latest wins, as the spec says).
    var anchors: [String: Int32] = [:]
    /// Nodes whose reading has not finished (an alias to one is refused: it would contain itself).
    var open: Set<Int32> = []
    var depth = 0
    /// Each document's root node, its `---` (if explicit) and its `...`.
    var documents: [YAMLDocumentRange] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Bytes

    func byte(_ at: Int) -> UInt8 { at < bytes.count && at >= 0 ? bytes[at] : 0 }
    var current: UInt8 { byte(pos) }
    var atEnd: Bool { pos >= bytes.count }

    static func isBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    /// Space, tab, line break or the end of the text (0).
    static func isSpaceOrEnd(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0 }
    static func isFlowIndicator(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
    }

    /// The column (0-based, in bytes) of `offset`.
    func column(_ offset: Int) -> Int {
        var j = offset
        while j > 0, !Self.isBreak(bytes[j - 1]) { j -= 1 }
        return offset - j
    }

    /// Whether only spaces come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var j = offset
        while j > 0, bytes[j - 1] == 0x20 { j -= 1 }
        return j == 0 || Self.isBreak(bytes[j - 1])
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let at = min(offset ?? pos, bytes.count)
        return JSONSyntaxError(offset: at, location: YAMLDocument.location(in: bytes, offset: at), message: message)
    }

    /// Skips spaces and tabs on this line.
    mutating func skipBlanks() {
        while Self.isBlank(current) { pos += 1 }
    }

    /// Skips a line break (`\n`, `\r\n` or `\r`); false when there is none.
    @discardableResult
    mutating func skipBreak() -> Bool {
        if current == 0x0D { pos += 1; if current == 0x0A { pos += 1 }; return true }
        if current == 0x0A { pos += 1; return true }
        return false
    }

    /// Skips to the end of the line's comment, if one starts here (after blanks).
    mutating func skipComment() {
        if current == UInt8(ascii: "#") {
            while !atEnd, !Self.isBreak(current) { pos += 1 }
        }
    }

    /// Skips blanks, comments and line breaks up to the next content.
    mutating func skipSpace() {
        while !atEnd {
            let b = current
            if b == 0x20 { pos += 1; continue }
            if b == 0x09 { pos += 1; continue }
            if b == UInt8(ascii: "#") {
                if pos > 0, !Self.isSpaceOrEnd(bytes[pos - 1]) { return }
                skipComment()
                continue
            }
            if Self.isBreak(b) { skipBreak(); continue }
            if b == 0xEF, byte(pos + 1) == 0xBB, byte(pos + 2) == 0xBF { pos += 3; continue }
            return
        }
    }

    /// Whether a document marker (`---` or `...` at a line's start, then a space or the end) is at `offset`.
    func isDocumentMarker(_ offset: Int) -> Bool {
        guard offset == 0 || Self.isBreak(byte(offset - 1)) else { return false }
        let b = byte(offset)
        guard b == UInt8(ascii: "-") || b == UInt8(ascii: ".") else { return false }
        return byte(offset + 1) == b && byte(offset + 2) == b && Self.isSpaceOrEnd(byte(offset + 3))
    }

    /// Refuses a block line indented with a tab before its content at `offset`.
    func checkIndent(_ offset: Int) throws(JSONSyntaxError) {
        var j = offset
        while j > 0, Self.isBlank(bytes[j - 1]) { j -= 1 }
        guard j == 0 || Self.isBreak(bytes[j - 1]) else { return }
        if bytes[j..<offset].contains(0x09) {
            throw error("a tab indents this line; YAML indents with spaces only", at: j)
        }
    }

    // MARK: Nodes

    mutating func add(_ node: YAMLNode) -> Int32 {
        nodes.append(node)
    }

    mutating func append(child: Int32, to parent: Int32) {
        nodes.append(child: child, to: parent)
    }

    mutating func addText(_ text: String) -> Int32 {
        texts.append(text)
        return Int32(texts.count - 1)
    }

    /// An empty (null) scalar at `offset`.
    mutating func emptyNode(at offset: Int, properties: Properties = Properties()) -> Int32 {
        let node = add(YAMLNode(kind: .scalar, style: .plain, start: offset, end: offset, propertiesStart: properties.start ?? offset,
                                anchor: properties.anchor, tag: properties.tag, text: YAMLNode.textIsBytes))
        define(properties, node)
        return node
    }

    /// A node's anchor and tag, read before it.
    struct Properties {
        var start: Int?
        var anchor: Int32 = -1
        var anchorName: String?
        var tag: Int32 = -1
        var isEmpty: Bool { start == nil }
    }

    mutating func define(_ properties: Properties, _ node: Int32) {
        if let name = properties.anchorName { anchors[name] = node }
    }

    /// Reads an anchor (`&name`) and a tag (`!x`, `!!str`, `!<uri>`) in either
    /// order, with blanks between; in a `flow` collection a `,` `]` `}` may end them.
    mutating func readProperties(flow: Bool) throws(JSONSyntaxError) -> Properties {
        var properties = Properties()
        while true {
            let b = current
            if b == UInt8(ascii: "&"), properties.anchorName != nil { throw error("a node can't have two anchors") }
            if b == UInt8(ascii: "!"), properties.tag >= 0 { throw error("a node can't have two tags") }
            if b == UInt8(ascii: "&") {
                properties.start = properties.start ?? pos
                pos += 1
                let begin = pos
                while !Self.isSpaceOrEnd(current), !Self.isFlowIndicator(current) { pos += 1 }
                guard pos > begin else { throw error("an anchor needs a name after &") }
                let name = String(decoding: bytes[begin..<pos], as: UTF8.self)
                anchorNames.append(name)
                properties.anchor = Int32(anchorNames.count - 1)
                properties.anchorName = name
            } else if b == UInt8(ascii: "!") {
                properties.start = properties.start ?? pos
                let begin = pos
                pos += 1
                if current == UInt8(ascii: "<") {
                    while !atEnd, current != UInt8(ascii: ">"), !Self.isBreak(current) { pos += 1 }
                    guard current == UInt8(ascii: ">") else { throw error("a verbatim tag !<…> is not closed") }
                    pos += 1
                } else {
                    while !Self.isSpaceOrEnd(current), !Self.isFlowIndicator(current) || current == UInt8(ascii: "!") { pos += 1 }
                }
                tagNames.append(try expandedHandle(String(decoding: bytes[begin..<pos], as: UTF8.self), at: begin))
                properties.tag = Int32(tagNames.count - 1)
            } else {
                return properties
            }
            guard Self.isSpaceOrEnd(current) || (flow && Self.isFlowIndicator(current)) else {
                throw error("expected a space after an anchor or tag")
            }
            let save = pos
            skipBlanks()
            if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") { continue }
            pos = save
            return properties
        }
    }

    /// A tag with a `%TAG` handle written out as `!<…>` (percent escapes
    /// decoded); `!x`, `!!x` and `!<…>` without one as written. A named
    /// handle (`!e!x`) the document's directives don't declare is refused.
    func expandedHandle(_ tag: String, at offset: Int) throws(JSONSyntaxError) -> String {
        guard !tag.hasPrefix("!<") else { return tag }
        let handle: String
        let suffix: Substring
        if let second = tag.dropFirst().firstIndex(of: "!") {
            handle = String(tag[...second])
            suffix = tag[tag.index(after: second)...]
        } else {
            handle = "!"
            suffix = tag.dropFirst()
        }
        guard let prefix = tagHandles[handle], !suffix.isEmpty else {
            if handle != "!", handle != "!!" {
                throw error("the tag handle \(handle) is not declared by a %TAG directive of this document", at: offset)
            }
            return tag
        }
        var bytes = Array(suffix.utf8)[...]
        var decoded: [UInt8] = []
        while let b = bytes.first {
            if b == UInt8(ascii: "%"), bytes.count >= 3, let high = Self.hexDigit(bytes[bytes.startIndex + 1]),
               let low = Self.hexDigit(bytes[bytes.startIndex + 2]) {
                decoded.append(UInt8(high << 4 | low))
                bytes = bytes.dropFirst(3)
            } else {
                decoded.append(b)
                bytes = bytes.dropFirst()
            }
        }
        return "!<" + prefix + String(decoding: decoded, as: UTF8.self) + ">"
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= YAMLLimits.maxDepth else { throw error("collections nested deeper than \(YAMLLimits.maxDepth) levels") }
    }

    mutating func leave() { depth -= 1 }
}

/// Where one document of a stream is: its root node and markers.
struct YAMLDocumentRange: Sendable {
    var root: Int32
    var explicitStart: Bool
    var explicitEnd: Bool
}
