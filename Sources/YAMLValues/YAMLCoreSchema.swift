import LosslessJSON

/// What a scalar means in YAML 1.2's core schema: a plain scalar may be
/// null, a boolean, an integer or a float; a quoted or block one is a
/// string. YAML 1.1's `yes`/`no`/`on`/`off` are strings here, as 1.2 says.
/// A tag decides where it names a core type (`!!str 12` is text); other
/// tags (`!ENV`, `!reference`, `!!python/object`) are kept and never run.
enum YAMLCoreSchema {
    static func value(of text: String, style: YAMLNode.Style, tag: String?) -> JSONValue {
        switch tag {
        case "!!str", "!<tag:yaml.org,2002:str>": return .string(text)
        case "!!null": return .null
        case "!!bool": return bool(text).map(JSONValue.bool) ?? .string(text)
        case "!!int", "!!float": return number(text).map(JSONValue.number) ?? .string(text)
        case "!": return .string(text)
        default: break
        }
        guard style == .plain else { return .string(text) }
        return plain(text)
    }

    /// A plain scalar's value.
    static func plain(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let bool = bool(text) { return .bool(bool) }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A core-schema integer (decimal, `0o` octal, `0x` hex) or float; `.inf` and `.nan` have no JSON number and stay text.
    static func number(_ text: String) -> JSONNumber? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return nil }
        if bytes.count > 2, first == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o") {
            let radix = bytes[1] == UInt8(ascii: "x") ? 16 : 8
            return Int64(String(decoding: bytes[2...], as: UTF8.self), radix: radix).map { JSONNumber($0) }
        }
        // [-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?
        var i = 0
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let digitsStart = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        var sawDigits = i > digitsStart
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            let fraction = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            sawDigits = sawDigits || i > fraction
        }
        guard sawDigits else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            let exponent = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > exponent else { return nil }
        }
        guard i == bytes.count else { return nil }
        if isInteger, let integer = Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return JSONNumber(integer) }
        var normal = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if normal.hasPrefix(".") { normal = "0" + normal } else if normal.hasPrefix("-.") { normal = "-0" + normal.dropFirst() }
        if normal.hasSuffix(".") { normal += "0" }
        return JSONNumber.parse(Array(normal.utf8))?.number ?? Double(normal).map { JSONNumber($0) }
    }

    /// A character YAML does not allow written as it is (DEL, the C1 controls, a byte order mark).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{FEFF}"
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Whether `text` written plain would read back as the string it is
    /// (not null, a boolean, a number, nor broken by an indicator).
    static func plainKeepsString(_ text: String, flow: Bool = false) -> Bool {
        guard !text.isEmpty, case .string = plain(text) else { return false }
        let bytes = Array(text.utf8)
        guard let first = bytes.first, let last = bytes.last else { return false }
        // `---` or `...` then a blank at a line's start would end the document.
        if text.hasPrefix("---") || text.hasPrefix("..."), bytes.count == 3 || YAMLReader.isBlank(bytes[3]) { return false }
        if text.unicodeScalars.contains(where: needsEscape) { return false }
        if YAMLReader.isBlank(first) || YAMLReader.isBlank(last) { return false }
        // Outside a flow, `-`, `?` and `:` may begin a plain scalar when a character that is no space follows (`--verbose`).
        if "-?:".utf8.contains(first) {
            guard !flow, bytes.count > 1, !YAMLReader.isBlank(bytes[1]) else { return false }
        } else if ",[]{}#&*!|>'\"%@`".utf8.contains(first) {
            return false
        }
        for (index, b) in bytes.enumerated() {
            if b < 0x20 || b == 0x7F { return false }
            if b == UInt8(ascii: ":"), index + 1 == bytes.count || YAMLReader.isBlank(bytes[index + 1]) { return false }
            if b == UInt8(ascii: "#"), index > 0, YAMLReader.isBlank(bytes[index - 1]) { return false }
            if flow, YAMLReader.isFlowIndicator(b) { return false }
        }
        return true
    }
}
