extension YAMLDocument {
    /// A literal (`|`) or folded (`>`) block scalar `old` written again
    /// holding `text`, in its style: its header (the chomping indicator
    /// made to fit the new text, a comment after it kept), its lines at
    /// their indentation, and, for a folded scalar, its line breaks where
    /// the text before them is unchanged. Nil when the text can't be
    /// written so (it begins with a blank, holds a control character, ends
    /// with more than one line break, or, folded, has a line break inside;
    /// or the old scalar has an indentation indicator or keeps its trailing
    /// lines): the caller then writes it on one line.
    func blockScalarText(_ text: String, like old: YAMLNode) -> String? {
        guard old.style == .literal || old.style == .folded, old.end > old.start else { return nil }
        // The header line: the indicator, then chomping, then what follows it (blanks, a comment).
        var headerEnd = old.start + 1
        var chompIndicator: UInt8?
        while headerEnd < old.end, !YAMLReader.isBreak(bytes[headerEnd]) {
            let b = bytes[headerEnd]
            if b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
                chompIndicator = b
            } else if b >= UInt8(ascii: "1"), b <= UInt8(ascii: "9") {
                return nil
            } else {
                break
            }
            headerEnd += 1
        }
        if chompIndicator == UInt8(ascii: "+") { return nil }
        var lineEnd = headerEnd
        while lineEnd < old.end, !YAMLReader.isBreak(bytes[lineEnd]) { lineEnd += 1 }
        guard lineEnd < old.end else { return nil }
        let headerRest = String(decoding: bytes[headerEnd..<lineEnd], as: UTF8.self)
        // The old content lines, without their indentation.
        let contentStart = lineEnd + (bytes[lineEnd] == 0x0D && lineEnd + 1 < old.end && bytes[lineEnd + 1] == 0x0A ? 2 : 1)
        let oldLines = bytes[contentStart..<old.end].split(omittingEmptySubsequences: false) { $0 == 0x0A }
            .map { $0.last == 0x0D ? $0.dropLast() : $0 }
        guard let firstLine = oldLines.first(where: { $0.contains { $0 != 0x20 } }) else { return nil }
        let indent = firstLine.prefix { $0 == 0x20 }.count
        guard indent > 0 else { return nil }

        var body = Substring(text)
        let chomp: String
        if body.hasSuffix("\n") {
            body = body.dropLast()
            chomp = ""
        } else {
            chomp = "-"
        }
        // The block's indentation is read from its first line with text: that line may not start with a blank
        // (nor be only blanks), or the value would read back without its leading spaces.
        let firstText = body.drop { $0 == "\n" }
        guard let first = firstText.unicodeScalars.first, first != " ", first != "\t", !body.hasSuffix("\n"),
              !body.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || YAMLCoreSchema.needsEscape($0) })
        else { return nil }
        let pad = String(repeating: " ", count: indent)
        var lines: [String]
        if old.style == .literal {
            lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
        } else {
            guard !body.contains("\n") else { return nil }
            lines = []
            // Keep the old line breaks while the text before each is unchanged: a break between two lines reads as one space.
            var rest = body
            for line in oldLines.dropLast() {
                guard line.count > indent, line.prefix(indent).allSatisfy({ $0 == 0x20 }) else { break }
                // Compared byte for byte: the line is kept only when the new text has exactly its bytes.
                let content = line.dropFirst(indent)
                guard let start = content.first, start != 0x20, start != 0x09,
                      rest.utf8.count > content.count + 1, rest.utf8.starts(with: content + [0x20]) else { break }
                let after = rest[rest.utf8.index(rest.startIndex, offsetBy: content.count + 1)...]
                guard let next = after.unicodeScalars.first, next != " ", next != "\t" else { break }
                lines.append(pad + String(decoding: content, as: UTF8.self))
                rest = after
            }
            lines.append(pad + rest)
        }
        let header = String(decoding: [bytes[old.start]], as: UTF8.self) + chomp + headerRest
        return header + newline + lines.joined(separator: newline)
    }
}
