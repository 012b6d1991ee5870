import TestSupport
import Foundation

/// Writes `GenJSON` as text with a randomly chosen layout per document
/// (indent unit, newline, colon spacing, minified) and random but valid
/// escapes, so byte-exact saving is tested against many spellings.
struct JSONPrinter {
    var indentUnit: String
    var newline: String
    var colon: String
    var rng: SeededRandom
    /// How eagerly strings use escapes that aren't needed.
    var escapeRate: Double

    init(rng: inout SeededRandom) {
        indentUnit = rng.pick(["  ", "  ", "    ", "\t", "", " "])
        newline = rng.chance(0.2) ? "\r\n" : "\n"
        colon = indentUnit.isEmpty ? rng.pick([":", ": "]) : rng.pick([": ", ": ", ":", " : "])
        escapeRate = rng.pick([0, 0, 0.05, 0.3])
        self.rng = SeededRandom(seed: rng.next())
    }

    mutating func print(_ value: GenJSON) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + (indentUnit.isEmpty && rng.chance(0.5) ? "" : newline)
    }

    private mutating func write(_ value: GenJSON, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            if elements.isEmpty { out += rng.chance(0.8) ? "[]" : "[ ]"; return }
            let scalars = elements.allSatisfy { if case .members = $0 { return false }; if case .array = $0 { return false }; return true }
            if indentUnit.isEmpty || scalars {
                out += "["
                for (k, element) in elements.enumerated() {
                    if k > 0 { out += indentUnit.isEmpty && colon == ":" ? "," : ", " }
                    write(element, indent: indent, into: &out)
                }
                out += "]"
            } else {
                let inner = indent + indentUnit
                out += "["
                for (k, element) in elements.enumerated() {
                    out += (k > 0 ? "," : "") + newline + inner
                    write(element, indent: inner, into: &out)
                }
                out += newline + indent + "]"
            }
        case .members(let members):
            if members.isEmpty { out += rng.pick(["{}", "{}", "{ }", "{" + newline + indent + "}"]); return }
            // Short objects sometimes on one line, as people write options.
            if indentUnit.isEmpty || (members.count <= 3 && rng.chance(0.3)) {
                out += rng.chance(0.5) ? "{" : "{ "
                for (k, member) in members.enumerated() {
                    if k > 0 { out += indentUnit.isEmpty && colon == ":" ? "," : ", " }
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, indent: indent, into: &out)
                }
                out += "}"
            } else {
                let inner = indent + indentUnit
                out += "{"
                for (k, member) in members.enumerated() {
                    out += (k > 0 ? "," : "") + newline + inner
                    writeString(member.key, into: &out)
                    out += colon
                    write(member.value, indent: inner, into: &out)
                }
                out += newline + indent + "}"
            }
        }
    }

    private mutating func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x08: out += "\\b"
            case 0x0C: out += "\\f"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += rng.chance(0.5) ? "\\t" : "\\u0009"
            case 0..<0x20: out += String(format: "\\u%04x", v)
            case 0x2F where rng.chance(escapeRate): out += "\\/"
            default:
                if rng.chance(escapeRate) {
                    if v >= 0x10000 {
                        let u = v - 0x10000
                        out += String(format: "\\u%04X\\u%04x", 0xD800 + (u >> 10), 0xDC00 + (u & 0x3FF))
                    } else {
                        out += String(format: rng.chance(0.5) ? "\\u%04x" : "\\u%04X", v)
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
