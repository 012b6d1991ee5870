/// A JSON Schema `format` that a text is checked against: the few that
/// can be checked cheaply and exactly (dates and times of RFC 3339,
/// addresses, host names, URIs, UUIDs, regular expressions, ISO 8601
/// durations). JSON Schema makes `format` an annotation unless a validator
/// opts in; settings-shell opts in for these, and any other format is only
/// mentioned in the setting's help.
///
/// Written by hand: Foundation's date parsers are lenient (they take
/// `2026-02-30`) and no available package checks the rest without pulling
/// in a whole validator.
public enum TextFormat: String, Sendable, CaseIterable {
    case date
    case time
    case dateTime = "date-time"
    case duration
    case email
    case hostname
    case ipv4
    case ipv6
    case uri
    case uriReference = "uri-reference"
    case iri
    case iriReference = "iri-reference"
    case uuid
    case regex

    /// What a fitting text looks like: completes "Birthday expects …" and help's "Format: …".
    public var expectation: String {
        switch self {
        case .date: return "a date like 2026-11-23"
        case .time: return "a time with its offset, like 14:30:00Z or 14:30:00+01:00"
        case .dateTime: return "a date and time like 2026-11-23T14:30:00Z"
        case .duration: return "an ISO 8601 duration like P1DT12H or PT30M"
        case .email: return "an email address like name@example.com"
        case .hostname: return "a host name like example.com"
        case .ipv4: return "an IPv4 address like 192.168.1.10"
        case .ipv6: return "an IPv6 address like 2001:db8::1"
        case .uri, .iri: return "a URI with its scheme, like https://example.com/path"
        case .uriReference, .iriReference: return "a URI or a relative reference, like https://example.com or ../file.json"
        case .uuid: return "a UUID like 123e4567-e89b-12d3-a456-426614174000"
        case .regex: return "a regular expression"
        }
    }

    /// Why `text` does not have this format (a phrase completing a sentence
    /// that starts with the setting's title or the value), or nil.
    public func problem(with text: String) -> String? {
        if self == .regex {
            return TextPattern.problem(in: text).map { "is not a regular expression: \($0.reason)" }
        }
        return accepts(text) ? nil : "expects \(expectation)"
    }

    /// Whether `text` has this format.
    public func accepts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch self {
        case .date: return Self.isDate(bytes[...])
        case .time: return Self.isTime(bytes[...])
        case .dateTime:
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
            return Self.isDate(bytes[..<10]) && Self.isTime(bytes[11...])
        case .duration: return Self.isDuration(bytes)
        case .email: return Self.isEmail(bytes)
        case .hostname: return Self.isHostname(bytes)
        case .ipv4: return Self.isIPv4(bytes[...])
        case .ipv6: return Self.isIPv6(bytes)
        case .uri: return Self.isURI(bytes, relative: false, international: false)
        case .uriReference: return Self.isURI(bytes, relative: true, international: false)
        case .iri: return Self.isURI(bytes, relative: false, international: true)
        case .iriReference: return Self.isURI(bytes, relative: true, international: true)
        case .uuid: return Self.isUUID(bytes)
        case .regex: return TextPattern.problem(in: text) == nil
        }
    }

    // MARK: - Dates and times (RFC 3339)

    private static func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The number `count` digits spell at `start`, or nil.
    private static func number(_ bytes: ArraySlice<UInt8>, at start: Int, count: Int) -> Int? {
        guard start >= bytes.startIndex, start + count <= bytes.endIndex else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard digit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              let year = number(bytes, at: start, count: 4), let month = number(bytes, at: start + 5, count: 2),
              let day = number(bytes, at: start + 8, count: 2), (1...12).contains(month) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// `HH:MM:SS`, an optional fraction, then `Z` or an offset `+HH:MM`.
    private static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count >= 9, bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
              let hour = number(bytes, at: start, count: 2), let minute = number(bytes, at: start + 3, count: 2),
              let second = number(bytes, at: start + 6, count: 2), hour < 24, minute < 60, second <= 60 else { return false }
        var index = start + 8
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digits = index
            while index < bytes.endIndex, digit(bytes[index]) { index += 1 }
            guard index > digits else { return false }
        }
        guard index < bytes.endIndex else { return false }
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return index + 1 == bytes.endIndex
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard bytes.endIndex - index == 6, bytes[index + 3] == UInt8(ascii: ":"),
                  let hours = number(bytes, at: index + 1, count: 2), let minutes = number(bytes, at: index + 4, count: 2) else { return false }
            return hours < 24 && minutes < 60
        default:
            return false
        }
    }

    /// `P1Y2M3D`, `PT4H5M6S`, `P1DT12H`, `P2W`: designators in order, at least one, none after `T` missing.
    private static func isDuration(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == UInt8(ascii: "P"), bytes.count > 1 else { return false }
        if bytes.last == UInt8(ascii: "W") {
            return bytes.count > 2 && bytes.dropFirst().dropLast().allSatisfy(digit)
        }
        var order = Array("YMD".utf8)
        var index = 1
        var sawTime = false
        var sawAny = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "T") {
                guard !sawTime else { return false }
                sawTime = true
                order = Array("HMS".utf8)
                index += 1
                guard index < bytes.count else { return false }
                continue
            }
            let digits = index
            while index < bytes.count, digit(bytes[index]) { index += 1 }
            guard index > digits, index < bytes.count, let position = order.firstIndex(of: bytes[index]) else { return false }
            order.removeFirst(position + 1)
            sawAny = true
            index += 1
        }
        return sawAny
    }

    // MARK: - Addresses

    /// One `@` between a local part and a domain, no spaces or control characters.
    private static func isEmail(_ bytes: [UInt8]) -> Bool {
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), bytes.lastIndex(of: UInt8(ascii: "@")) == at,
              at > 0, at < bytes.count - 1, !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
        let domain = bytes[(at + 1)...]
        return domain.first != UInt8(ascii: ".") && domain.last != UInt8(ascii: ".")
            && !zip(domain, domain.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
    }

    /// Labels of letters, digits and hyphens (not at their ends), 1–63 bytes each, 253 in all; a final dot allowed.
    private static func isHostname(_ bytes: [UInt8]) -> Bool {
        var name = bytes[...]
        if name.last == UInt8(ascii: "."), name.count > 1 { name = name.dropLast() }
        guard !name.isEmpty, name.count <= 253 else { return false }
        return name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else { return false }
            return label.allSatisfy { digit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == UInt8(ascii: "-") }
        }
    }

    /// Four numbers 0–255 without leading zeros.
    private static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(digit), part.count == 1 || part.first != 0x30,
                  let value = number(part, at: part.startIndex, count: part.count) else { return false }
            return value <= 255
        }
    }

    /// Eight groups of 1–4 hex digits, `::` once for a run of zero groups, the last two may be an IPv4 address.
    private static func isIPv6(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2, bytes.count <= 45 else { return false }
        let text = bytes[...]
        var halves: [ArraySlice<UInt8>] = []
        if let range = text.firstRange(of: Array("::".utf8)) {
            halves = [text[..<range.lowerBound], text[range.upperBound...]]
            guard halves[1].firstRange(of: Array("::".utf8)) == nil else { return false }
        } else {
            halves = [text]
        }
        var groups = 0
        for (index, half) in halves.enumerated() where !half.isEmpty {
            let parts = half.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            for (position, part) in parts.enumerated() {
                let isLast = index == halves.count - 1 && position == parts.count - 1
                if isLast, part.contains(UInt8(ascii: ".")) {
                    guard isIPv4(part) else { return false }
                    groups += 2
                    continue
                }
                guard (1...4).contains(part.count), part.allSatisfy(isHex) else { return false }
                groups += 1
            }
        }
        return halves.count == 2 ? groups <= 7 : groups == 8
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        digit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    private static func isUUID(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 36 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            [8, 13, 18, 23].contains(index) ? byte == UInt8(ascii: "-") : isHex(byte)
        }
    }

    /// A scheme (a letter, then letters, digits, `+`, `-`, `.`) and a colon,
    /// unless `relative`; no spaces, control characters or characters a URI
    /// never holds; bytes beyond ASCII only in an IRI.
    private static func isURI(_ bytes: [UInt8], relative: Bool, international: Bool) -> Bool {
        let forbidden = Set("\"<>\\^`{|}".utf8)
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F || forbidden.contains($0) || (!international && $0 >= 0x80) }) else {
            return false
        }
        let end = bytes.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        guard let colon = bytes[..<end].firstIndex(of: UInt8(ascii: ":")) else { return relative }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, first | 0x20 >= 0x61 && first | 0x20 <= 0x7A else { return false }
        return scheme.allSatisfy { digit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || "+-.".utf8.contains($0) }
    }
}
