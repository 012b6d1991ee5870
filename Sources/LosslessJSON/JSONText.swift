import CMemory

/// A string of a JSON text, decoded when it is read.
///
/// A settings schema holds hundreds of thousands of titles, help texts and
/// option names, of which a screen shows a dozen. Kept as its string token
/// in the loaded bytes — which stay in memory anyway, for saving without
/// loss — a text takes 16 bytes and nothing on the heap, where a decoded
/// `String` of more than 15 UTF-8 bytes adds 50 to 100 on the heap: some
/// 10 MB less on a 100,000-item file. A text made from a `String` (a
/// fallback title, a title from another kind of source) holds its UTF-8
/// as it is, with no escaping to undo.
public struct JSONText: Sendable {
    /// Holds a validated JSON string token at `start..<end`, quotes
    /// included; or, when `start` is -1, the whole text as plain UTF-8.
    private let bytes: [UInt8]
    private let start: Int32
    private let end: Int32

    /// A text given as a string (its UTF-8 kept as it is).
    public init(_ string: String) {
        bytes = Array(string.utf8)
        start = -1
        end = -1
    }

    /// The string token `bytes[start..<end]` (quotes included), already validated by the reader.
    init(bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        self.start = Int32(clamping: start)
        self.end = Int32(clamping: end)
    }

    /// Asks the memory system for the text's first bytes, to be read soon (a hint).
    package func prefetch() {
        guard start >= 0 else { return }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, Int(start) < buffer.count else { return }
            cmem_prefetch(base + Int(start))
        }
    }

    /// The decoded text.
    public var string: String {
        if start < 0 { return String(decoding: bytes, as: UTF8.self) }
        let s = Int(start), e = Int(end)
        let escaped = bytes[s..<e].contains(UInt8(ascii: "\\"))
        return JSONText.decode(bytes, from: s, to: e, escaped: escaped)
    }

    // MARK: Decoding

    /// Decodes the string token `bytes[start..<end]` (quotes included).
    static func decode(_ bytes: [UInt8], from start: Int, to end: Int, escaped: Bool) -> String {
        let s = start + 1
        let e = end - 1
        guard s < e else { return "" }
        if !escaped {
            return String(decoding: bytes[s..<e], as: UTF8.self)
        }
        return String(decoding: unescape(bytes, from: s, to: e), as: UTF8.self)
    }

    /// The UTF-8 of the validated string body `bytes[s..<e]` with its escapes resolved.
    static func unescape(_ bytes: [UInt8], from s: Int, to e: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(e - s)
        var i = s
        while i < e {
            if bytes[i] != UInt8(ascii: "\\") {
                // The run up to the next escape, copied whole (help texts escape a quote or a line end now and then).
                var run = i + 1
                while run < e, bytes[run] != UInt8(ascii: "\\") { run += 1 }
                out.append(contentsOf: bytes[i..<run])
                i = run
                continue
            }
            let c = i + 1 < e ? bytes[i + 1] : 0
            i += 2
            switch c {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(bytes, at: i, limit: e) ?? 0xFFFD
                i += 4
                if scalar >= 0xD800, scalar < 0xDC00, i + 6 <= e,
                   bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u"),
                   let low = hex4(bytes, at: i + 2, limit: e), low >= 0xDC00, low < 0xE000 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &out)
            default:
                out.append(c)  // \" \\ \/
            }
        }
        return out
    }

    private static func hex4(_ bytes: [UInt8], at i: Int, limit: Int) -> UInt32? {
        guard i + 4 <= limit else { return nil }
        var v: UInt32 = 0
        for j in i..<(i + 4) {
            guard let d = hexDigit(bytes[j]) else { return nil }
            v = v << 4 | d
        }
        return v
    }
}

extension JSONText: Equatable {
    /// Equal when the decoded texts are.
    public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.string == rhs.string }
}

extension JSONText: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(value) }
}

extension JSONText: CustomStringConvertible {
    public var description: String { string }
}
