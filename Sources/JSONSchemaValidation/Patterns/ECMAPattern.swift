/// Rewrites an ECMA-262 regular expression, the dialect JSON Schema's
/// `pattern` is written in, into PCRE2 syntax with the same meaning where
/// the two differ: ECMA's `\d`, `\w` and `\b` are ASCII and its `\s` is a
/// fixed list, where PCRE2 in Unicode mode would widen them; `.` stops at
/// every line terminator; `\uXXXX` is PCRE2's `\x{XXXX}`; `[]` matches
/// nothing and `[^]` anything.
enum ECMAPattern {
    private static let whitespace = #"\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#
    private static let notWhitespace = #"\x{0}-\x{8}\x{E}-\x{1F}\x{21}-\x{9F}\x{A1}-\x{167F}\x{1681}-\x{1FFF}\x{200B}-\x{2027}\x{202A}-\x{202E}\x{2030}-\x{205E}\x{2060}-\x{2FFF}\x{3001}-\x{FEFE}\x{FF00}-\x{10FFFF}"#
    private static let word = "A-Za-z0-9_"
    private static let notWord = #"\x{0}-\x{2F}\x{3A}-\x{40}\x{5B}-\x{5E}\x{60}\x{7B}-\x{10FFFF}"#
    private static let digit = "0-9"
    private static let notDigit = #"\x{0}-\x{2F}\x{3A}-\x{10FFFF}"#

    /// General categories by their long names, as PCRE2 spells them.
    private static let categories: [String: String] = [
        "Letter": "L", "Cased_Letter": "L&", "Uppercase_Letter": "Lu", "Lowercase_Letter": "Ll", "Titlecase_Letter": "Lt",
        "Modifier_Letter": "Lm", "Other_Letter": "Lo", "Mark": "M", "Combining_Mark": "M", "Nonspacing_Mark": "Mn",
        "Spacing_Mark": "Mc", "Enclosing_Mark": "Me", "Number": "N", "Decimal_Number": "Nd", "digit": "Nd",
        "Letter_Number": "Nl", "Other_Number": "No", "Punctuation": "P", "punct": "P", "Connector_Punctuation": "Pc",
        "Dash_Punctuation": "Pd", "Open_Punctuation": "Ps", "Close_Punctuation": "Pe", "Initial_Punctuation": "Pi",
        "Final_Punctuation": "Pf", "Other_Punctuation": "Po", "Symbol": "S", "Math_Symbol": "Sm", "Currency_Symbol": "Sc",
        "Modifier_Symbol": "Sk", "Other_Symbol": "So", "Separator": "Z", "Space_Separator": "Zs", "Line_Separator": "Zl",
        "Paragraph_Separator": "Zp", "Other": "C", "Control": "Cc", "cntrl": "Cc", "Format": "Cf", "Surrogate": "Cs",
        "Private_Use": "Co", "Unassigned": "Cn",
    ]

    /// A `\p{…}` name as PCRE2 knows it.
    private static func propertyName(_ name: String) -> String {
        guard let equals = name.firstIndex(of: "=") else { return categories[name] ?? name }
        let value = String(name[name.index(after: equals)...])
        switch name[..<equals] {
        case "General_Category", "gc": return categories[value] ?? value
        default: return value  // Script, sc, Script_Extensions, scx: PCRE2 takes the script's name alone.
        }
    }

    /// The PCRE2 spelling of `source`.
    static func pcre(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var out = ""
        var inClass = false
        var index = 0
        func next(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", let escaped = next(1) {
                index += 2
                switch escaped {
                case "d": out += inClass ? digit : "[\(digit)]"
                case "D": out += inClass ? notDigit : "[^\(digit)]"
                case "w": out += inClass ? word : "[\(word)]"
                case "W": out += inClass ? notWord : "[^\(word)]"
                case "s": out += inClass ? whitespace : "[\(whitespace)]"
                case "S": out += inClass ? notWhitespace : "[^\(whitespace)]"
                case "b" where !inClass:
                    out += "(?:(?<=[\(word)])(?![\(word)])|(?<![\(word)])(?=[\(word)]))"
                case "B" where !inClass:
                    out += "(?:(?<=[\(word)])(?=[\(word)])|(?<![\(word)])(?![\(word)]))"
                case "p", "P":
                    // `\p{Letter}`, `\p{gc=Lu}`, `\p{Script=Greek}`: ECMA's long and
                    // qualified names, which PCRE2 spells short or bare.
                    if next(0) == "{", let close = scalars[index...].firstIndex(of: "}") {
                        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                        out += "\\" + String(escaped) + "{" + Self.propertyName(name) + "}"
                        index = close + 1
                    } else {
                        out += "\\" + String(escaped)
                    }
                case "u":
                    if next(0) == "{", let close = scalars[index...].firstIndex(of: "}") {
                        out += "\\x{" + String(String.UnicodeScalarView(scalars[(index + 1)..<close])) + "}"
                        index = close + 1
                    } else if index + 4 <= scalars.count, scalars[index..<(index + 4)].allSatisfy({ $0.properties.isASCIIHexDigit }) {
                        out += "\\x{" + String(String.UnicodeScalarView(scalars[index..<(index + 4)])) + "}"
                        index += 4
                    } else {
                        out += "u"
                    }
                default:
                    out.unicodeScalars.append("\\")
                    out.unicodeScalars.append(escaped)
                }
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
                out.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            switch scalar {
            case "[":
                if next(1) == "]" {
                    out += "(?!)"; index += 2
                } else if next(1) == "^", next(2) == "]" {
                    out += "(?s:.)"; index += 3
                } else {
                    inClass = true
                    out += "["
                    index += 1
                    // A leading `^` belongs to the class's opening, not its members.
                    if next(0) == "^" { out += "^"; index += 1 }
                }
            case ".":
                out += #"[^\n\r\x{2028}\x{2029}]"#
                index += 1
            default:
                out.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return out
    }
}
