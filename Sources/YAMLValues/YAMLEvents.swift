import LosslessJSON

/// A stream's parse events in the YAML Test Suite's notation (`+MAP {}`,
/// `=VAL &a <tag:yaml.org,2002:str> :text`), for checking the reader
/// against the suite's `test.event` files.
package enum YAMLEvents {
    package static func events(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [String] {
        let (reader, documents) = try YAMLDocument.readAll(bytes)
        var lines = ["+STR"]
        for document in documents {
            lines.append(document.explicitStart ? "+DOC ---" : "+DOC")
            write(document.root, reader, into: &lines)
            lines.append(document.explicitEnd ? "-DOC ..." : "-DOC")
        }
        lines.append("-STR")
        return lines
    }

    static func write(_ index: Int32, _ reader: YAMLReader, into lines: inout [String]) {
        let node = reader.nodes[Int(index)]
        var properties = ""
        if node.kind != .alias, node.anchor >= 0 { properties += " &" + reader.anchorNames[Int(node.anchor)] }
        if node.tag >= 0 { properties += " " + expanded(reader.tagNames[Int(node.tag)]) }
        switch node.kind {
        case .alias:
            lines.append("=ALI *" + reader.anchorNames[Int(node.anchor)])
        case .scalar:
            let indicator: String = switch node.style {
            case .single: "'"
            case .double: "\""
            case .literal: "|"
            case .folded: ">"
            default: ":"
            }
            lines.append("=VAL" + properties + " " + indicator + escaped(node.text(texts: reader.texts, bytes: reader.bytes)))
        case .mapping, .sequence:
            let mapping = node.kind == .mapping
            lines.append((mapping ? "+MAP" : "+SEQ") + (node.style == .flow ? (mapping ? " {}" : " []") : "") + properties)
            var child = node.firstChild
            while child >= 0 {
                let key = reader.nodes[Int(child)].key
                if mapping || key >= 0 {
                    if !mapping {
                        // A single pair inside a flow sequence is already its own mapping node.
                    }
                    if key >= 0 { write(key, reader, into: &lines) }
                }
                write(child, reader, into: &lines)
                child = reader.nodes[Int(child)].nextSibling
            }
            lines.append(mapping ? "-MAP" : "-SEQ")
        }
    }

    /// A tag as the suite writes it: `!!str` → `<tag:yaml.org,2002:str>`, `!x` → `<!x>`.
    static func expanded(_ tag: String) -> String {
        if tag.hasPrefix("!<"), tag.hasSuffix(">") { return String(tag.dropFirst()) }
        if tag.hasPrefix("!!") { return "<tag:yaml.org,2002:" + tag.dropFirst(2) + ">" }
        return "<" + tag + ">"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}": out += "\\b"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
