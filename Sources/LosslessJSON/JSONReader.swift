// A hand-written, strict RFC 8259 JSON reader.
//
// Why not Foundation's JSONSerialization / JSONDecoder: they reorder object
// keys, rewrite number spellings (`1.10` comes back as `1.1`, `1e2` as `100`)
// and forget where each value was written. settings-shell saves changes by
// rewriting only the bytes of the changed values (the approach of
// microsoft/node-jsonc-parser's edit.ts), so it needs the exact byte span of
// every value and key. This reader validates the text in one pass over the
// raw bytes and records, per value, one compact `Node` in a flat array (and
// its kind in a byte array beside it); string and number values are decoded
// only when asked for.
//
// It is iterative (an explicit stack, no recursion on nesting depth), so any
// nesting gives a clean error instead of a stack overflow, and it never traps
// on any input: every read of the text is bounds-checked against its length.

extension JSONDocument {
    /// Parses `bytes` (UTF-8, no byte order mark) as one JSON text.
    public static func parse(
        _ bytes: [UInt8], limits: JSONLimits = JSONLimits()
    ) throws(JSONSyntaxError) -> JSONDocument {
        if bytes.count >= Int(Int32.max) {
            throw JSONSyntaxError(
                offset: 0, location: SourceLocation(line: 1, column: 1),
                message: "file larger than 2 GiB")
        }
        let result: Result<Parser.Output, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return .failure(syntaxError(bytes, 0, "empty file"))
            }
            var parser = Parser(bytes: bytes, p: base, n: buffer.count, limits: limits)
            do throws(JSONSyntaxError) {
                try parser.run()
            } catch {
                return .failure(error)
            }
            return .success(Parser.Output(nodes: parser.nodes, bits: parser.bits))
        }
        switch result {
        case .success(let output):
            return JSONDocument(bytes: bytes, nodes: output.nodes, bits: output.bits)
        case .failure(let error):
            throw error
        }
    }
}

@inline(never)
func syntaxError(_ bytes: [UInt8], _ offset: Int, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, location: SourceLocation.scan(bytes, offset: offset), message: message)
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

private struct Parser {
    struct Output {
        var nodes: [Node]
        var bits: [UInt8]
    }

    /// An open container: its node, and its latest child (-1 before the
    /// first), whose `next` the following child fills in.
    struct Frame {
        var node: Int32
        var last: Int32
        var isObject: Bool
    }

    let bytes: [UInt8]
    /// The text; `p[0..<n]` is valid. Every read checks `i < n` first.
    let p: UnsafePointer<UInt8>
    let n: Int
    let limits: JSONLimits
    var nodes: [Node] = []
    /// Kind and escape flags per node (`JSONDocument.bits`).
    var bits: [UInt8] = []
    var stack: [Frame] = []
    var i = 0
    /// Start of the key of the value about to be read (object members), else -1.
    var keyStart: Int32 = -1
    var keyEscaped = false

    init(bytes: [UInt8], p: UnsafePointer<UInt8>, n: Int, limits: JSONLimits) {
        self.bytes = bytes
        self.p = p
        self.n = n
        self.limits = limits
        // A rough guess (settings files average well over 16 bytes per
        // value) that avoids most regrowth without reserving much: at most
        // 2M nodes, 32 MB of 16-byte nodes. Pages reserved but never
        // written aren't resident.
        let estimate = min(n / 16 + 16, 1 << 21)
        nodes.reserveCapacity(estimate)
        bits.reserveCapacity(estimate)
    }

    func fail(_ offset: Int, _ message: String) -> JSONSyntaxError {
        syntaxError(bytes, offset, message)
    }

    mutating func run() throws(JSONSyntaxError) {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            throw fail(0, "byte order mark at start of file (save as UTF-8 without BOM)")
        }
        if n >= 2, (p[0] == 0xFE && p[1] == 0xFF) || (p[0] == 0xFF && p[1] == 0xFE) {
            throw fail(0, "UTF-16 byte order mark at start of file (save as UTF-8)")
        }
        skipWhitespace()
        if i == n { throw fail(0, "empty file") }

        valueLoop: while true {
            // Expecting a value at `i` (whitespace already skipped).
            guard i < n else { throw fail(i, "unexpected end of file, expected a value") }
            let c = p[i]
            switch c {
            case UInt8(ascii: "{"):
                try open(Node.object)
                skipWhitespace()
                guard i < n else { throw fail(i, "unexpected end of file, expected '}'") }
                if p[i] == UInt8(ascii: "}") {
                    close()
                } else {
                    try readKey()
                    continue valueLoop
                }
            case UInt8(ascii: "["):
                try open(Node.array)
                skipWhitespace()
                guard i < n else { throw fail(i, "unexpected end of file, expected ']'") }
                if p[i] == UInt8(ascii: "]") {
                    close()
                } else {
                    clearKey()
                    continue valueLoop
                }
            case quote:
                let start = i
                let escaped = try scanString()
                addNode(Node.string | (escaped ? Node.valueEscapes : 0), start: start, end: i)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = i
                try scanNumber()
                addNode(Node.number, start: start, end: i)
            case UInt8(ascii: "+"), UInt8(ascii: "."):
                throw invalidNumber(i)
            case UInt8(ascii: "t"):
                try literal(Node.bool, "true")
            case UInt8(ascii: "f"):
                try literal(Node.bool, "false")
            case UInt8(ascii: "n"):
                try literal(Node.null, "null")
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw fail(i, "expected a value")
            default:
                throw try unexpectedCharacter(i)
            }

            // A value just ended: expect ',' or the container's end.
            while true {
                guard let top = stack.last else {
                    skipWhitespace()
                    if i < n { throw fail(i, "unexpected data after the top-level value") }
                    return
                }
                skipWhitespace()
                guard i < n else {
                    throw fail(i, top.isObject ? "unexpected end of file, expected '}'" : "unexpected end of file, expected ']'")
                }
                let c = p[i]
                if c == UInt8(ascii: ",") {
                    i += 1
                    skipWhitespace()
                    if top.isObject {
                        try readKey()
                    } else {
                        clearKey()
                    }
                    continue valueLoop
                }
                if c == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    close()
                    continue
                }
                if c >= 0x80 { _ = try utf8Length(at: i) }
                throw fail(i, top.isObject ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while i < n {
            let b = p[i]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            i += 1
        }
    }

    @inline(__always)
    @discardableResult
    mutating func addNode(_ flags: UInt8, start: Int, end: Int) -> Int32 {
        let index = Int32(truncatingIfNeeded: nodes.count)
        let depth = stack.count
        if depth > 0 {
            let last = stack[depth - 1].last
            if last >= 0 { nodes[Int(last)].next = index }
            stack[depth - 1].last = index
        }
        nodes.append(Node(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
            next: -1, keyStart: keyStart))
        bits.append(flags | (keyEscaped ? Node.keyEscapes : 0))
        return index
    }

    /// At `{` or `[`: records the container and steps inside.
    mutating func open(_ kind: UInt8) throws(JSONSyntaxError) {
        if stack.count >= limits.maxDepth {
            throw fail(i, "nesting deeper than \(limits.maxDepth) levels")
        }
        let index = addNode(kind, start: i, end: i + 1)
        stack.append(Frame(node: index, last: -1, isObject: kind == Node.object))
        i += 1
    }

    /// At the `}` or `]` closing the innermost container.
    mutating func close() {
        i += 1
        guard let top = stack.popLast() else { return }
        nodes[Int(top.node)].end = Int32(truncatingIfNeeded: i)
    }

    /// The next value is an array element, not an object member.
    @inline(__always)
    mutating func clearKey() {
        keyStart = -1
        keyEscaped = false
    }

    /// Reads `"key"` and `:` and the whitespace after it.
    mutating func readKey() throws(JSONSyntaxError) {
        guard i < n else { throw fail(i, "unexpected end of file, expected a string key") }
        guard p[i] == quote else {
            if p[i] >= 0x80 { _ = try utf8Length(at: i) }
            throw fail(i, "expected a string key")
        }
        let start = i
        keyEscaped = try scanString()
        keyStart = Int32(truncatingIfNeeded: start)
        skipWhitespace()
        guard i < n else { throw fail(i, "unexpected end of file, expected ':'") }
        guard p[i] == UInt8(ascii: ":") else {
            if p[i] >= 0x80 { _ = try utf8Length(at: i) }
            throw fail(i, "expected ':' after object key")
        }
        i += 1
        skipWhitespace()
    }

    mutating func literal(_ kind: UInt8, _ word: StaticString) throws(JSONSyntaxError) {
        let start = i
        let count = word.utf8CodeUnitCount
        var ok = n - i >= count
        if ok {
            let w = word.utf8Start
            for k in 0..<count where p[i + k] != w[k] {
                ok = false
                break
            }
        }
        if ok, i + count < n, isWordByte(p[i + count]) { ok = false }
        guard ok else {
            var end = i
            while end < n, end - i < 32, isWordByte(p[end]) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(start: p + i, count: end - i), as: UTF8.self)
            throw fail(start, "invalid literal '\(text)'")
        }
        i += count
        addNode(kind, start: start, end: i)
    }

    func isWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    // MARK: Numbers

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// At `-` or a digit: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func scanNumber() throws(JSONSyntaxError) {
        let start = i
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, isDigit(p[i]) { throw invalidNumber(start) }
        } else {
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, isWordByte(p[i]) || p[i] == UInt8(ascii: ".") { throw invalidNumber(start) }
    }

    func invalidNumber(_ start: Int) -> JSONSyntaxError {
        var end = start
        while end < n, end - start < 32 {
            let b = p[end]
            guard isWordByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else { break }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)
        return fail(start, "invalid number '\(text)'")
    }

    // MARK: Strings

    /// At `"`: validates the string and steps past its closing quote.
    /// Returns whether it contains escapes.
    mutating func scanString() throws(JSONSyntaxError) -> Bool {
        let start = i
        i += 1
        // The closing quote must come before `stop` (the length limit).
        let maxBytes = max(limits.maxStringBytes, 0)
        let stop = n - i > maxBytes ? i + maxBytes + 1 : n
        var escaped = false
        while true {
            // Fast path: printable ASCII other than `"` and `\`, eight
            // bytes at a time, then byte by byte.
            #if _endian(little)
            while i + 8 <= stop {
                let x = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let high: UInt64 = 0x8080_8080_8080_8080
                let isQuote = x ^ (ones &* UInt64(quote))
                let isBackslash = x ^ (ones &* UInt64(backslash))
                let special = (x | (x &- ones &* 0x20) & ~x
                    | (isQuote &- ones) & ~isQuote
                    | (isBackslash &- ones) & ~isBackslash) & high
                if special != 0 {
                    // The lowest flagged byte is exact (borrows only run upward).
                    i += special.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            #endif
            while i < stop {
                let b = p[i]
                if b >= 0x20, b < 0x80, b != quote, b != backslash {
                    i += 1
                } else {
                    break
                }
            }
            if i >= stop {
                if stop >= n { throw fail(start, "unterminated string") }
                throw fail(start, "string longer than \(maxBytes) bytes")
            }
            let b = p[i]
            if b == quote {
                i += 1
                return escaped
            } else if b == backslash {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                throw fail(i, "control character \(scalarName(UInt32(b))) in string (escape it as \(escapeSpelling(b)))")
            } else {
                i += try utf8Length(at: i)
            }
        }
    }

    /// At `\` inside a string.
    mutating func scanEscape() throws(JSONSyntaxError) {
        guard i + 1 < n else { throw fail(i, "unterminated string") }
        let e = p[i + 1]
        switch e {
        case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 2
        case UInt8(ascii: "u"):
            guard let unit = hex4(i + 2) else { throw fail(i, "invalid \\u escape") }
            if unit >= 0xDC00, unit < 0xE000 { throw loneSurrogate(i) }
            if unit >= 0xD800, unit < 0xDC00 {
                guard i + 7 < n, p[i + 6] == backslash, p[i + 7] == UInt8(ascii: "u") else { throw loneSurrogate(i) }
                guard let low = hex4(i + 8) else { throw fail(i + 6, "invalid \\u escape") }
                guard low >= 0xDC00, low < 0xE000 else { throw loneSurrogate(i) }
                i += 12
            } else {
                i += 6
            }
        default:
            if e >= 0x21, e < 0x7F {
                throw fail(i, "invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
            var scalar = UInt32(e)
            if e >= 0x80 {
                let length = try utf8Length(at: i + 1)
                scalar = decodeScalar(at: i + 1, length: length)
            }
            throw fail(i, "invalid escape: '\\' followed by \(scalarName(scalar))")
        }
    }

    func loneSurrogate(_ at: Int) -> JSONSyntaxError {
        let text = String(decoding: UnsafeBufferPointer(start: p + at, count: 6), as: UTF8.self)
        return fail(at, "lone surrogate \(text)")
    }

    func hex4(_ at: Int) -> UInt32? {
        guard at + 4 <= n else { return nil }
        var v: UInt32 = 0
        for k in at..<(at + 4) {
            guard let d = hexDigit(p[k]) else { return nil }
            v = v << 4 | d
        }
        return v
    }

    // MARK: UTF-8

    /// Validates the UTF-8 sequence starting at `at` (a byte >= 0x80) and
    /// returns its length. Rejects stray continuation bytes, overlong forms,
    /// UTF-16 surrogates, code points above U+10FFFF and truncated sequences.
    func utf8Length(at: Int) throws(JSONSyntaxError) -> Int {
        let b0 = p[at]
        var hex: String { "0x" + hexString(UInt32(b0), digits: 2) }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF:
            length = 2
        case 0xE0...0xEF:
            length = 3
            if b0 == 0xE0 { low = 0xA0 }
            if b0 == 0xED { high = 0x9F }
        case 0xF0...0xF4:
            length = 4
            if b0 == 0xF0 { low = 0x90 }
            if b0 == 0xF4 { high = 0x8F }
        case 0x80...0xBF:
            throw fail(at, "invalid UTF-8 byte \(hex) (unexpected continuation byte)")
        case 0xC0, 0xC1:
            throw fail(at, "invalid UTF-8 byte \(hex) (overlong encoding)")
        default:
            throw fail(at, "invalid UTF-8 byte \(hex)")
        }
        guard at + length <= n else { throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)") }
        let b1 = p[at + 1]
        if b1 < low || b1 > high {
            if b1 & 0xC0 == 0x80 {
                let why = b0 == 0xED ? "encoded UTF-16 surrogate" : b0 == 0xF4 ? "beyond U+10FFFF" : "overlong encoding"
                throw fail(at, "invalid UTF-8 byte \(hex) (\(why))")
            }
            throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)")
        }
        for k in 2..<max(length, 2) where p[at + k] & 0xC0 != 0x80 {
            throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)")
        }
        return length
    }

    func decodeScalar(at: Int, length: Int) -> UInt32 {
        var v = UInt32(p[at]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { v = v << 6 | UInt32(p[at + k] & 0x3F) }
        return v
    }

    /// The error for a byte that cannot start a value here.
    func unexpectedCharacter(_ at: Int) throws(JSONSyntaxError) -> JSONSyntaxError {
        let b = p[at]
        if b < 0x80 {
            if b > 0x20, b < 0x7F {
                return fail(at, "unexpected character '\(Character(Unicode.Scalar(b)))'")
            }
            return fail(at, "unexpected character \(scalarName(UInt32(b)))")
        }
        let length = try utf8Length(at: at)
        let value = decodeScalar(at: at, length: length)
        if let scalar = Unicode.Scalar(value), isPrintable(scalar) {
            return fail(at, "unexpected character '\(Character(scalar))' (\(scalarName(value)))")
        }
        return fail(at, "unexpected character \(scalarName(value))")
    }
}

/// `U+0009`, `U+1F600`.
func scalarName(_ value: UInt32) -> String {
    "U+" + hexString(value, digits: 4)
}

func hexString(_ value: UInt32, digits: Int) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return s.count >= digits ? s : String(repeating: "0", count: digits - s.count) + s
}

/// How a control character is written inside a JSON string.
func escapeSpelling(_ b: UInt8) -> String {
    switch b {
    case 0x08: "\\b"
    case 0x09: "\\t"
    case 0x0A: "\\n"
    case 0x0C: "\\f"
    case 0x0D: "\\r"
    default: "\\u" + hexString(UInt32(b), digits: 4).lowercased()
    }
}

/// Whether a scalar can be shown in a message as itself.
func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned,
         .spaceSeparator, .lineSeparator, .paragraphSeparator,
         .nonspacingMark, .enclosingMark, .spacingMark:
        false
    default:
        true
    }
}
