/// Kconfig's macro language: variables (`:=`, `=`, `+=`), `$(VAR)`,
/// environment variables, user functions with `$(1)`…, and the built-in
/// functions `info`, `warning-if`, `error-if`, `filename`, `lineno` and
/// `shell`. Written by hand: no library expands Kconfig's macros.
///
/// `$(shell,…)` runs a command only when `allowShell` is set; otherwise
/// it expands to nothing and the place is recorded in `skippedShells`.
/// With a ``KconfigShellPool`` the command's output comes from the pool; a
/// look-ahead preprocessor only queues the command there and expands it to
/// ``KconfigShellPool/pendingMarker``.
package struct KconfigPreprocessor {
    /// How a variable was assigned.
    package enum Flavor: Sendable { case simple, recursive, append }

    /// A `$(shell,…)` that was not run, and where.
    package struct SkippedShell: Sendable, Equatable {
        package var command: String
        package var file: String
        package var line: Int
    }

    private struct Variable {
        var value: [UInt8]
        var flavor: Flavor
        var expanding = 0
    }

    private var variables: [String: Variable] = [:]
    private var environment: [String: String]
    /// Environment variables read, with their values, in order.
    package private(set) var environmentUsed: [(String, String)] = []
    package let allowShell: Bool
    package private(set) var skippedShells: [SkippedShell] = []
    /// Lines `$(info)` and `$(warning-if)` printed.
    package private(set) var messages: [String] = []
    package var file = ""
    package var line = 0
    private let shell: KconfigShell
    private let pool: KconfigShellPool?
    private let lookAhead: Bool
    private var steps = 0

    package init(environment: [String: String], allowShell: Bool, shell: KconfigShell = KconfigShell(),
                 pool: KconfigShellPool? = nil, lookAhead: Bool = false) {
        self.environment = environment
        self.allowShell = allowShell
        self.shell = shell
        self.pool = pool
        self.lookAhead = lookAhead && pool != nil
    }

    private func error(_ reason: KconfigError.Reason) -> KconfigError { KconfigError(reason, file: file, line: line) }

    /// Assigns a variable as `name := value`, `name = value` or `name += value` do.
    package mutating func assign(_ name: String, _ value: [UInt8], _ flavor: Flavor) throws(KconfigError) {
        var flavor = flavor
        var append = false
        if let old = variables[name] {
            if flavor == .append { flavor = old.flavor; append = true }
        } else if flavor == .append {
            flavor = .recursive
        }
        let new = flavor == .simple ? try expand(value[...], arguments: []) : value
        if append, let old = variables[name] {
            variables[name] = Variable(value: old.value + [UInt8(ascii: " ")] + new, flavor: flavor)
        } else {
            variables[name] = Variable(value: new, flavor: flavor)
        }
    }

    /// Expands every `$(…)` in `text`.
    package mutating func expand(_ text: ArraySlice<UInt8>, arguments: [[UInt8]]) throws(KconfigError) -> [UInt8] {
        var position = text.startIndex
        return try expand(text, from: &position, arguments: arguments, untilTokenEnd: false)
    }

    /// Expands from `position` to the end of a token (a character other
    /// than a letter, digit, `_` or `-`), leaving `position` after it.
    package mutating func expandToken(_ text: ArraySlice<UInt8>, from position: inout Int) throws(KconfigError) -> [UInt8] {
        try expand(text, from: &position, arguments: [], untilTokenEnd: true)
    }

    /// Expands one `$` at `position` (just after the `$`), leaving `position` after what it used.
    package mutating func expandDollar(_ text: ArraySlice<UInt8>, from position: inout Int) throws(KconfigError) -> [UInt8] {
        try expandDollar(text, from: &position, arguments: [])
    }

    private mutating func expand(_ text: ArraySlice<UInt8>, from position: inout Int, arguments: [[UInt8]],
                                 untilTokenEnd: Bool) throws(KconfigError) -> [UInt8] {
        var out: [UInt8] = []
        var p = position
        while p < text.endIndex {
            let c = text[p]
            if c == UInt8(ascii: "$") {
                p += 1
                out += try expandDollar(text, from: &p, arguments: arguments)
                if out.count > KconfigLimits.maxExpansionBytes { throw error(.functionArguments("expansion longer than 1 MiB")) }
                continue
            }
            if untilTokenEnd, !Self.isTokenCharacter(c) { break }
            out.append(c)
            p += 1
        }
        position = p
        return out
    }

    private static func isTokenCharacter(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
    }

    private mutating func expandDollar(_ text: ArraySlice<UInt8>, from position: inout Int, arguments: [[UInt8]]) throws(KconfigError) -> [UInt8] {
        guard position < text.endIndex, text[position] == UInt8(ascii: "(") else { return [UInt8(ascii: "$")] }
        let start = position + 1
        var q = start
        var nest = 0
        while q < text.endIndex {
            if text[q] == UInt8(ascii: "(") {
                nest += 1
            } else if text[q] == UInt8(ascii: ")") {
                if nest == 0 { break }
                nest -= 1
            }
            q += 1
        }
        guard q < text.endIndex else {
            throw error(.unterminatedReference(String(decoding: text[start...], as: UTF8.self)))
        }
        position = q + 1
        return try evaluateClause(text[start..<q], arguments: arguments)
    }

    private mutating func evaluateClause(_ clause: ArraySlice<UInt8>, arguments: [[UInt8]]) throws(KconfigError) -> [UInt8] {
        steps += 1
        if steps > 10_000_000 { throw error(.functionArguments("too many expansions")) }
        if let n = Int(String(decoding: clause, as: UTF8.self)), n > 0, n <= arguments.count {
            return arguments[n - 1]
        }
        var parts: [ArraySlice<UInt8>] = []
        var previous = clause.startIndex
        var nest = 0
        for p in clause.indices {
            let c = clause[p]
            if nest == 0, c == UInt8(ascii: ",") {
                parts.append(clause[previous..<p])
                previous = p + 1
            } else if c == UInt8(ascii: "(") {
                nest += 1
            } else if c == UInt8(ascii: ")") {
                nest -= 1
            }
        }
        parts.append(clause[previous...])
        if parts.count > 16 { throw error(.functionArguments("too many function arguments")) }
        let name = String(decoding: try expand(parts[0], arguments: arguments), as: UTF8.self)
        var values: [[UInt8]] = []
        for part in parts.dropFirst() { values.append(try expand(part, arguments: arguments)) }
        if let result = try expandVariable(name, values) { return result }
        if let result = try function(name, values) { return result }
        if values.isEmpty, !name.isEmpty, let value = environment[name] {
            if !environmentUsed.contains(where: { $0.0 == name }) { environmentUsed.append((name, value)) }
            return Array(value.utf8)
        }
        return []
    }

    private mutating func expandVariable(_ name: String, _ arguments: [[UInt8]]) throws(KconfigError) -> [UInt8]? {
        guard let variable = variables[name] else { return nil }
        if arguments.isEmpty, variable.expanding > 0 { throw error(.recursiveVariable(name)) }
        if variable.expanding > KconfigLimits.maxExpansion { throw error(.functionArguments("Too deep recursive expansion")) }
        guard variable.flavor == .recursive else { return variable.value }
        variables[name]?.expanding += 1
        defer { variables[name]?.expanding -= 1 }
        return try expand(variable.value[...], arguments: arguments)
    }

    private mutating func function(_ name: String, _ arguments: [[UInt8]]) throws(KconfigError) -> [UInt8]? {
        let counts: [String: Int] = ["error-if": 2, "filename": 0, "info": 1, "lineno": 0, "shell": 1, "warning-if": 2]
        guard let count = counts[name] else { return nil }
        if arguments.count < count { throw error(.functionArguments("too few function arguments passed to '\(name)'")) }
        if arguments.count > count { throw error(.functionArguments("too many function arguments passed to '\(name)'")) }
        let text = arguments.map { String(decoding: $0, as: UTF8.self) }
        switch name {
        case "error-if":
            // (The look-ahead goes on past a condition it can't know yet: should the real pass stop
            // there, only commands of the tree the person allowed to run have been started early.)
            if text[0] == "y" { throw error(.errorIf(text[1])) }
        case "filename":
            return Array(file.utf8)
        case "info":
            messages.append(text[0])
        case "lineno":
            return Array(String(line).utf8)
        case "shell":
            guard allowShell else {
                skippedShells.append(SkippedShell(command: text[0], file: file, line: line))
                return []
            }
            if lookAhead, let pool {
                guard pool.prefetch(text[0]) else { throw error(.shellFailed(text[0])) }
                return Array(KconfigShellPool.pendingMarker.utf8)
            }
            let output = if let pool { pool.output(of: text[0]) } else { shell.run(text[0]) }
            guard let output else { throw error(.shellFailed(text[0])) }
            return output
        case "warning-if":
            if text[0] == "y" { messages.append("\(file):\(line): \(text[1])") }
        default:
            break
        }
        return []
    }
}
