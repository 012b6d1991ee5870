/// The kernel's Kconfig lexer (both stages): tokens from a stack of
/// sourced files, with macros expanded in words and strings, `=`/`:=`/`+=`
/// after a word at the start of a statement taking the rest of the line as
/// a value, and help text measured by its indentation. Written by hand to
/// reproduce the kernel's flex rules exactly; no library reads Kconfig.
package struct KconfigScanner {
    private struct Buffer {
        var name: String
        var bytes: [UInt8]
        var position = 0
        var line = 1
    }

    private var stack: [Buffer] = []
    package var preprocessor: KconfigPreprocessor
    fileprivate let reader: KconfigFileReader
    private var previous: KconfigToken = .endOfLine
    private var beforePrevious: KconfigToken = .endOfLine
    private var assigning = false
    private var filesRead = 0
    /// Where the statement being read starts.
    package private(set) var statementFile = ""
    package private(set) var statementLine = 0
    /// Warnings the kernel's lexer prints, worded as it words them.
    package private(set) var warnings: [String] = []
    /// Every file read, in order.
    package private(set) var files: [String] = []

    package init(reader: KconfigFileReader, preprocessor: KconfigPreprocessor) {
        self.reader = reader
        self.preprocessor = preprocessor
    }

    /// The file being read and its line.
    package var file: String { stack.last?.name ?? "" }
    package var line: Int { stack.last?.line ?? 0 }

    /// Opens a file to read next, as `source` does (`optional`: `osource`, a missing file is no error).
    package mutating func include(_ name: String, optional: Bool = false) throws(KconfigError) {
        if stack.contains(where: { $0.name == name }) {
            throw KconfigError(.recursiveSource(name), file: statementFile, line: statementLine)
        }
        filesRead += 1
        if filesRead > KconfigLimits.maxFiles { throw KconfigError(.tooManyFiles, file: statementFile, line: statementLine) }
        switch reader.read(name) {
        case .found(let bytes):
            stack.append(Buffer(name: name, bytes: bytes))
            files.append(name)
        case .missing:
            if optional { return }
            throw KconfigError(.cannotOpen(name), file: statementFile, line: statementLine)
        case .failed(let reason):
            throw KconfigError(reason, file: statementFile, line: statementLine)
        }
    }

    /// The next token for the parser (the kernel's second stage).
    package mutating func next() throws(KconfigError) -> KconfigToken {
        var token: KconfigToken
        repeat {
            token = try lexOne()
        } while token == .endOfLine && Self.endsStatement(previous)
        if Self.endsStatement(previous), token != .endOfLine {
            statementFile = file
            statementLine = line
        }
        if beforePrevious == .endOfLine, case .word = previous,
           token == .symbol(.equal) || token == .symbol(.colonEqual) || token == .symbol(.plusEqual) {
            assigning = true
        }
        beforePrevious = previous
        previous = token
        return token
    }

    private static func endsStatement(_ token: KconfigToken) -> Bool {
        if case .helpText = token { return true }
        return token == .endOfLine
    }

    private mutating func warn(_ text: String) { warnings.append("\(file):\(line):warning: \(text)") }

    private mutating func lexOne() throws(KconfigError) -> KconfigToken {
        while true {
            guard let top = stack.last else { return .endOfInput }
            if top.position >= top.bytes.count {
                if !Self.endsStatement(previous) { warnings.append("\(top.name):\(top.line):warning: no new line at end of file") }
                assigning = false
                stack.removeLast()
                return .endOfLine
            }
            var buffer = stack.removeLast()
            defer { stack.append(buffer) }
            let bytes = buffer.bytes
            var p = buffer.position
            let c = bytes[p]
            if assigning {
                if c == UInt8(ascii: "\n") {
                    buffer.position = p + 1
                    buffer.line += 1
                    assigning = false
                    return .endOfLine
                }
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
                    buffer.position = p + 1
                    continue
                }
                var end = p
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                buffer.position = end
                return .assignValue(String(decoding: bytes[p..<end], as: UTF8.self))
            }
            switch c {
            case UInt8(ascii: "#"):
                while p < bytes.count, bytes[p] != UInt8(ascii: "\n") { p += 1 }
                buffer.position = p
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                buffer.position = p + 1
                continue
            case UInt8(ascii: "\\") where p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "\n"):
                buffer.position = p + 2
                buffer.line += 1
                continue
            case UInt8(ascii: "\n"):
                buffer.position = p + 1
                buffer.line += 1
                return .endOfLine
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return try string(&buffer)
            default:
                break
            }
            if Self.isWordCharacter(c) || c == UInt8(ascii: "$") {
                var end = p
                var dollar = false
                while end < bytes.count, Self.isWordCharacter(bytes[end]) || bytes[end] == UInt8(ascii: "$") {
                    if bytes[end] == UInt8(ascii: "$") { dollar = true }
                    end += 1
                }
                if !dollar {
                    buffer.position = end
                    let word = String(decoding: bytes[p..<end], as: UTF8.self)
                    if let keyword = KconfigToken.Keyword(rawValue: word) { return .keyword(keyword) }
                    return .word(word)
                }
                preprocessor.file = buffer.name
                preprocessor.line = buffer.line
                var lineEnd = p
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let expanded = try preprocessor.expandToken(bytes[p..<lineEnd], from: &p)
                buffer.position = p
                // Once a command was not run, a word left empty is the empty
                // value (it may hold a variable set from that command's output),
                // so that `def_bool $(success,…)` and `default $(cc-version) if …` still read.
                if expanded.isEmpty, !preprocessor.skippedShells.isEmpty { return .quoted("") }
                if expanded.isEmpty { continue }
                return .word(String(decoding: expanded, as: UTF8.self))
            }
            let next: UInt8? = p + 1 < bytes.count ? bytes[p + 1] : nil
            let two: KconfigToken.Symbol? = switch (c, next) {
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): .or
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): .and
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): .unequal
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): .lessOrEqual
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): .greaterOrEqual
            case (UInt8(ascii: ":"), UInt8(ascii: "=")): .colonEqual
            case (UInt8(ascii: "+"), UInt8(ascii: "=")): .plusEqual
            default: nil
            }
            if let two {
                buffer.position = p + 2
                return .symbol(two)
            }
            let one: KconfigToken.Symbol? = switch c {
            case UInt8(ascii: "="): .equal
            case UInt8(ascii: "<"): .less
            case UInt8(ascii: ">"): .greater
            case UInt8(ascii: "!"): .not
            case UInt8(ascii: "("): .open
            case UInt8(ascii: ")"): .close
            default: nil
            }
            buffer.position = p + 1
            if let one { return .symbol(one) }
            warnings.append("\(buffer.name):\(buffer.line):warning: ignoring unsupported character '\(String(decoding: [c], as: UTF8.self))'")
        }
    }

    private static func isWordCharacter(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
    }

    private mutating func string(_ buffer: inout Buffer) throws(KconfigError) -> KconfigToken {
        let bytes = buffer.bytes
        let quote = bytes[buffer.position]
        var p = buffer.position + 1
        var text: [UInt8] = []
        while p < bytes.count {
            let c = bytes[p]
            if c == UInt8(ascii: "$") {
                preprocessor.file = buffer.name
                preprocessor.line = buffer.line
                var lineEnd = p
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                p += 1
                text += try preprocessor.expandDollar(bytes[..<lineEnd], from: &p)
                continue
            }
            if c == UInt8(ascii: "\\") {
                p += 1
                if p < bytes.count, bytes[p] != UInt8(ascii: "\n") {
                    text.append(bytes[p])
                    p += 1
                }
                continue
            }
            if c == quote {
                buffer.position = p + 1
                return .quoted(String(decoding: text, as: UTF8.self))
            }
            if c == UInt8(ascii: "\n") {
                warnings.append("\(buffer.name):\(buffer.line):warning: multi-line strings not supported")
                buffer.position = p
                return .quoted(String(decoding: text, as: UTF8.self))
            }
            text.append(c)
            p += 1
        }
        buffer.position = p
        return .quoted(String(decoding: text, as: UTF8.self))
    }

    /// Reads a help text, as the kernel does after `help` and its end of line.
    package mutating func helpText() -> String {
        guard var buffer = stack.popLast() else { return "" }
        defer {
            stack.append(buffer)
            beforePrevious = previous
            previous = .helpText("")
        }
        let bytes = buffer.bytes
        var text: [UInt8] = []
        var first = 0
        var last = 0
        func blankOrNewline(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") }
        while buffer.position < bytes.count {
            var p = buffer.position
            var indent = 0
            while p < bytes.count, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") {
                indent = bytes[p] == UInt8(ascii: "\t") ? (indent & ~7) + 8 : indent + 1
                p += 1
            }
            if p >= bytes.count { buffer.position = p; break }
            if bytes[p] == UInt8(ascii: "\n") {
                buffer.position = p + 1
                buffer.line += 1
                if p + 1 < bytes.count, !blankOrNewline(bytes[p + 1]) { break }
                text.append(UInt8(ascii: "\n"))
                continue
            }
            if p > buffer.position {
                last = indent
                if first != 0 {
                    if indent < first { buffer.position = p; break }
                    text += [UInt8](repeating: UInt8(ascii: " "), count: indent - first)
                }
            }
            var end = p
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var trimmed = end
            while trimmed > p, bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == UInt8(ascii: "\t") { trimmed -= 1 }
            text += bytes[p..<trimmed]
            if first == 0 { first = last }
            buffer.position = end
            if end >= bytes.count { break }
            buffer.position = end + 1
            buffer.line += 1
            if end + 1 < bytes.count, !blankOrNewline(bytes[end + 1]) { break }
            text.append(UInt8(ascii: "\n"))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension KconfigScanner {
    /// The files a `source` names (a glob matches several).
    package func expandGlob(_ name: String, optional: Bool) -> [String] {
        let found = reader.expandGlob(name)
        return found.isEmpty && !optional ? [name] : found
    }
}
