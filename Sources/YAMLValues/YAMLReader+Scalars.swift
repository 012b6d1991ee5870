import LosslessJSON

extension YAMLReader {
    /// A plain scalar; in a block it may go on over lines indented more
    /// than `indent`, in a flow it ends at a flow indicator. A key stays on its line.
    mutating func readPlain(properties: Properties, indent: Int, flow: Bool, key: Bool = false) throws(JSONSyntaxError) -> Int32 {
        let start = pos
        var text = ""
        var end = pos
        var pendingBreaks = 0
        var firstLine = true
        var lines = 0
        var textStart = start
        while true {
            // One line's stretch.
            let lineStart = pos
            var lineEnd = pos
            while !atEnd, !Self.isBreak(current) {
                let b = current
                if b == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) || (flow && Self.isFlowIndicator(byte(pos + 1))) { break }
                if b == UInt8(ascii: "#"), pos > 0, Self.isBlank(bytes[pos - 1]) { break }
                if flow, Self.isFlowIndicator(b) { break }
                pos += 1
                if !Self.isBlank(b) { lineEnd = pos }
            }
            if lineEnd > lineStart {
                if !firstLine {
                    text += pendingBreaks == 0 ? " " : String(repeating: "\n", count: pendingBreaks)
                }
                text += String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                end = lineEnd
                if firstLine { textStart = lineStart }
                firstLine = false
                lines += 1
            }
            pos = lineEnd
            guard !key, Self.isBreak(byte(lineEnd == pos ? pos : pos)) || Self.isBlank(current) else { break }
            // Another line continues it when indented more than `indent` and not a comment or marker.
            var j = pos
            while Self.isBlank(byte(j)) { j += 1 }
            guard Self.isBreak(byte(j)) else { break }
            var breaks = 0
            var k = j
            var next = -1
            while Self.isBreak(byte(k)) {
                k += byte(k) == 0x0D && byte(k + 1) == 0x0A ? 2 : 1
                breaks += 1
                var m = k
                while Self.isBlank(byte(m)) { m += 1 }
                if Self.isBreak(byte(m)) { k = m; continue }
                next = m
            }
            guard next >= 0, next < bytes.count, byte(next) != UInt8(ascii: "#"), !isDocumentMarker(k) else { break }
            var spaces = k
            while byte(spaces) == 0x20 { spaces += 1 }
            guard spaces - k > indent else { break }
            if !flow, byte(next) == UInt8(ascii: "-") || byte(next) == UInt8(ascii: "?") || byte(next) == UInt8(ascii: ":"),
               Self.isSpaceOrEnd(byte(next + 1)), spaces - k <= indent { break }
            pendingBreaks = breaks - 1
            pos = next
        }
        pos = end
        guard end > start || flow || key else { throw error("expected a value") }
        // A scalar on one line is its own bytes: no text is kept for it.
        let textIndex = lines <= 1 && textStart == start ? YAMLNode.textIsBytes : addText(text)
        let node = add(YAMLNode(kind: .scalar, style: .plain, start: start, end: end, propertiesStart: properties.start ?? start,
                                anchor: properties.anchor, tag: properties.tag, text: textIndex))
        define(properties, node)
        return node
    }

    /// A single- or double-quoted scalar, folded over lines.
    mutating func readQuoted(properties: Properties, indent: Int) throws(JSONSyntaxError) -> Int32 {
        let start = pos
        let quote = current
        let double = quote == UInt8(ascii: "\"")
        pos += 1
        var text: [UInt8] = []
        while true {
            guard !atEnd else { throw error("this quoted text is not closed", at: start) }
            let b = current
            if b == quote {
                if !double, byte(pos + 1) == quote { text.append(quote); pos += 2; continue }
                pos += 1
                break
            }
            if double, b == UInt8(ascii: "\\") {
                pos += 1
                if Self.isBreak(current) {
                    // An escaped line break joins the lines.
                    skipBreak()
                    try skipQuotedLinePrefix(indent: indent)
                    continue
                }
                try readEscape(into: &text)
                continue
            }
            if Self.isBreak(b) || Self.isBlank(b) {
                // Trailing blanks of a line go; a line break folds.
                var j = pos
                while Self.isBlank(byte(j)) { j += 1 }
                if !Self.isBreak(byte(j)) {
                    text.append(contentsOf: bytes[pos..<j])
                    pos = j
                    continue
                }
                pos = j
                var breaks = 0
                while Self.isBreak(current) {
                    skipBreak()
                    breaks += 1
                    try skipQuotedLinePrefix(indent: indent)
                }
                if breaks == 1 { text.append(0x20) } else { text.append(contentsOf: repeatElement(0x0A, count: breaks - 1)) }
                continue
            }
            text.append(b)
            pos += 1
        }
        // Text that is the bytes between the quotes (no escape, no fold) is not kept twice.
        let textIndex = text.elementsEqual(bytes[(start + 1)..<(pos - 1)]) ? YAMLNode.textIsQuotedBytes
            : addText(String(decoding: text, as: UTF8.self))
        let node = add(YAMLNode(kind: .scalar, style: double ? .double : .single, start: start, end: pos,
                                propertiesStart: properties.start ?? start, anchor: properties.anchor, tag: properties.tag,
                                text: textIndex))
        define(properties, node)
        return node
    }

    /// Skips the blanks that start a quoted value's next line: a line with
    /// text must be indented more than `indent` (the block it is in), and is no document marker.
    mutating func skipQuotedLinePrefix(indent: Int) throws(JSONSyntaxError) {
        if isDocumentMarker(pos) { throw error("a document marker inside quoted text", at: pos) }
        let lineStart = pos
        while current == 0x20 { pos += 1 }
        let spaces = pos - lineStart
        while Self.isBlank(current) { pos += 1 }
        if !Self.isBreak(current), !atEnd, spaces <= indent {
            throw error("this line of quoted text must be indented at least \(indent + 1) space\(indent == 0 ? "" : "s")", at: pos)
        }
    }

    /// One escape after `\` in double quotes.
    mutating func readEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        let b = current
        pos += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, 0x09: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13, UInt8(ascii: "e"): 27,
            0x20: 0x20, UInt8(ascii: "\""): 0x22, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "\\"): 0x5C,
        ]
        if let value = simple[b] { text.append(value); return }
        let digits: Int
        switch b {
        case UInt8(ascii: "N"): text.append(contentsOf: [0xC2, 0x85]); return
        case UInt8(ascii: "_"): text.append(contentsOf: [0xC2, 0xA0]); return
        case UInt8(ascii: "L"): text.append(contentsOf: [0xE2, 0x80, 0xA8]); return
        case UInt8(ascii: "P"): text.append(contentsOf: [0xE2, 0x80, 0xA9]); return
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw error("unknown escape \\\(Character(Unicode.Scalar(b)))", at: pos - 2)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = Self.hexDigit(current) else { throw error("expected \(digits) hexadecimal digits after \\\(Character(Unicode.Scalar(b)))") }
            value = value << 4 | digit
            pos += 1
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("escape names no Unicode character", at: pos - digits - 2) }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A literal (`|`) or folded (`>`) block scalar, its lines indented more than `parentIndent`.
    mutating func readBlockScalar(parentIndent: Int, properties: Properties) throws(JSONSyntaxError) -> Int32 {
        let start = pos
        let literal = current == UInt8(ascii: "|")
        pos += 1
        var chomp = 0 // -1 strip, 0 clip, 1 keep
        var explicitIndent = 0
        for _ in 0..<2 {
            if current == UInt8(ascii: "-") { chomp = -1; pos += 1 } else if current == UInt8(ascii: "+") { chomp = 1; pos += 1 } else if current >= UInt8(ascii: "1"), current <= UInt8(ascii: "9") {
                explicitIndent = Int(current - UInt8(ascii: "0")); pos += 1
            }
        }
        let headerEnd = pos
        skipBlanks()
        if current == UInt8(ascii: "#"), pos > headerEnd { skipComment() }
        guard Self.isBreak(current) || atEnd else { throw error("expected the end of the line after a block scalar's | or >") }
        skipBreak()
        let base = max(parentIndent, -1)
        var indent = explicitIndent > 0 ? base + explicitIndent : -1
        if indent < 0 {
            // Auto-detected: the first non-empty line's indentation.
            var j = pos
            var most = 0
            while j < bytes.count {
                var k = j
                while byte(k) == 0x20 { k += 1 }
                if Self.isBreak(byte(k)) { most = max(most, k - j); j = k + (byte(k) == 0x0D && byte(k + 1) == 0x0A ? 2 : 1); continue }
                indent = k - j
                if k < bytes.count, indent < most { throw error("a block scalar's leading empty line is indented more than its text", at: k) }
                break
            }
            if indent < 0 || j >= bytes.count { indent = max(most, base + 1) }
            if indent <= base { indent = base + 1 }
        }
        var lines: [(text: ArraySlice<UInt8>, empty: Bool, more: Bool)] = []
        var end = pos
        while pos < bytes.count {
            let lineStart = pos
            var k = pos
            while byte(k) == 0x20, k - lineStart < indent { k += 1 }
            if isDocumentMarker(lineStart) { break }
            if k - lineStart < indent {
                // A line indented less: empty (blank) or the end of the scalar.
                var m = k
                while Self.isBlank(byte(m)) { m += 1 }
                if Self.isBreak(byte(m)) || m >= bytes.count {
                    if let tab = bytes[k..<m].firstIndex(of: 0x09) {
                        throw error("a tab in a block scalar's indentation; YAML indents with spaces only", at: tab)
                    }
                    lines.append((bytes[k..<k], true, false))
                    pos = m
                    skipBreak()
                    if m >= bytes.count { break }
                    continue
                }
                break
            }
            var m = k
            while m < bytes.count, !Self.isBreak(bytes[m]) { m += 1 }
            if m == k {
                // Only the indentation: an empty line.
                lines.append((bytes[k..<k], true, false))
                pos = m
                skipBreak()
                continue
            }
            lines.append((bytes[k..<m], false, Self.isBlank(byte(k))))
            pos = m
            end = m
            skipBreak()
        }
        // Trailing empty lines belong to the scalar only as kept line breaks.
        var trailing = 0
        while let last = lines.last, last.empty { lines.removeLast(); trailing += 1 }
        var text: [UInt8] = []
        var previousMore = false
        var breaksBefore = 0
        var sawText = false
        for line in lines {
            if line.empty { breaksBefore += 1; continue }
            if sawText {
                if literal || line.more || previousMore {
                    text.append(contentsOf: repeatElement(0x0A, count: breaksBefore + 1))
                } else if breaksBefore > 0 {
                    text.append(contentsOf: repeatElement(0x0A, count: breaksBefore))
                } else {
                    text.append(0x20)
                }
            } else if breaksBefore > 0 {
                text.append(contentsOf: repeatElement(0x0A, count: breaksBefore))
            }
            breaksBefore = 0
            sawText = true
            text.append(contentsOf: line.text)
            previousMore = line.more
        }
        if lines.isEmpty, breaksBefore > 0, chomp == 1 { text.append(contentsOf: repeatElement(0x0A, count: breaksBefore)) }
        if !lines.isEmpty {
            if chomp >= 0 { text.append(0x0A) }
            if chomp == 1 { text.append(contentsOf: repeatElement(0x0A, count: trailing)) }
        } else if chomp == 1 {
            text.append(contentsOf: repeatElement(0x0A, count: trailing))
        }
        pos = max(end, headerEnd)
        if lines.isEmpty { pos = headerEnd; skipBlanks(); skipComment() }
        let node = add(YAMLNode(kind: .scalar, style: literal ? .literal : .folded, start: start, end: pos,
                                propertiesStart: properties.start ?? start, anchor: properties.anchor, tag: properties.tag,
                                text: addText(String(decoding: text, as: UTF8.self))))
        define(properties, node)
        return node
    }
}
