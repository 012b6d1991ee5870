/// One `fileMatch` pattern of a schema catalog, as SchemaStore's catalog and
/// the editors that read it mean it: the pattern matches the end of a
/// file's path at a folder boundary (as if written after `**/`), so a
/// pattern without a slash matches the file's name wherever it is, and
/// `.github/workflows/*.yml` matches a workflow in any repository. A
/// leading `/` is dropped; a leading `!` makes it an exclusion.
///
/// `*` is any run of characters within a name, `?` one character, `**` as
/// a whole name any number of folders (elsewhere it is `*`), `[abc]`,
/// `[a-z]` and `[!abc]` one character of a set, `{a,b}` either text, `\x`
/// the character x.
///
/// Matching is bounded: a pattern of at most ``maxLength`` characters and
/// ``maxAlternatives`` brace alternatives, and the work of each match is
/// counted against a budget the caller gives (no pattern can make it
/// exponential: names are matched by the two-pointer walk, folders by a
/// table of at most patternNames × pathNames cells).
package struct SchemaGlob: Sendable, Equatable {
    /// The pattern as written (its `!` included).
    package let text: String
    /// Whether a match excludes the file (`!pattern`).
    package let excludes: Bool
    /// Each brace alternative, as its names (`**` among them).
    let alternatives: [[Name]]

    /// The longest pattern read.
    package static let maxLength = 1024
    /// The most alternatives its braces may expand to.
    package static let maxAlternatives = 64

    /// Why a pattern is refused.
    package enum Problem: Error, Sendable, Equatable {
        case tooLong(length: Int)
        case tooManyAlternatives
        case unclosedBrace
    }

    /// One name of a pattern: any number of folders, or characters to match one name.
    enum Name: Sendable, Equatable {
        case anyFolders
        case atoms([Atom])
    }

    /// One character's worth of a name pattern.
    enum Atom: Sendable, Equatable {
        case character(Unicode.Scalar)
        case anyRun
        case anyOne
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    package init(_ pattern: String) throws(Problem) {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count <= Self.maxLength else { throw .tooLong(length: scalars.count) }
        text = pattern
        var body = scalars[...]
        excludes = body.first == "!"
        if excludes { body = body.dropFirst() }
        while body.first == "/" { body = body.dropFirst() }
        // An empty pattern matches nothing (not every file).
        alternatives = body.isEmpty ? [] : try Self.expanded(body).map(Self.names)
    }

    /// Whether the pattern matches `path` (absolute, or relative to the
    /// folder the catalog's files are named from); nil when matching would
    /// take more than `budget` steps, which it spends.
    package func matches(_ path: String, budget: inout Int) -> Bool? {
        matches(names: Self.names(ofPath: path), budget: &budget)
    }

    /// A path's names, as ``matches(names:budget:)`` takes them (split once for many patterns).
    package static func names(ofPath path: String) -> [[Unicode.Scalar]] {
        path.split(separator: "/").map { Array($0.unicodeScalars) }
    }

    /// Whether the pattern matches the path whose names (``names(ofPath:)``) are `names`.
    package func matches(names: [[Unicode.Scalar]], budget: inout Int) -> Bool? {
        for alternative in alternatives {
            guard let matched = Self.matches([.anyFolders] + alternative, names, budget: &budget) else { return nil }
            if matched { return true }
        }
        return false
    }

    // MARK: Matching

    /// Names against names: `table[i][j]` is whether pattern names `i...`
    /// match path names `j...`, filled from the end.
    private static func matches(_ pattern: [Name], _ names: [[Unicode.Scalar]], budget: inout Int) -> Bool? {
        let columns = names.count + 1
        var table = [Bool](repeating: false, count: (pattern.count + 1) * columns)
        table[pattern.count * columns + names.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            for j in stride(from: names.count, through: 0, by: -1) {
                budget -= 1
                guard budget >= 0 else { return nil }
                let cell: Bool
                switch pattern[i] {
                case .anyFolders:
                    cell = table[(i + 1) * columns + j] || (j < names.count && table[i * columns + j + 1])
                case .atoms(let atoms):
                    guard j < names.count, table[(i + 1) * columns + j + 1] else { cell = false; break }
                    guard let matched = matches(atoms, names[j], budget: &budget) else { return nil }
                    cell = matched
                }
                table[i * columns + j] = cell
            }
        }
        return table[0]
    }

    /// One name: the two-pointer walk, going back to the last `*` on a mismatch.
    private static func matches(_ atoms: [Atom], _ name: [Unicode.Scalar], budget: inout Int) -> Bool? {
        var a = 0, n = 0
        var star: Int?, resume = 0
        while n < name.count {
            budget -= 1
            guard budget >= 0 else { return nil }
            if a < atoms.count, atoms[a] == .anyRun {
                star = a
                resume = n
                a += 1
            } else if a < atoms.count, accepts(atoms[a], name[n]) {
                a += 1
                n += 1
            } else if let star {
                a = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while a < atoms.count, atoms[a] == .anyRun { a += 1 }
        return a == atoms.count
    }

    private static func accepts(_ atom: Atom, _ character: Unicode.Scalar) -> Bool {
        switch atom {
        case .character(let wanted): return wanted == character
        case .anyOne: return true
        case .anyRun: return false
        case .set(let ranges, let negated): return ranges.contains { $0.contains(character) } != negated
        }
    }

    // MARK: Reading

    /// The texts `{a,b}` braces stand for (nested ones too), at most ``maxAlternatives``.
    private static func expanded(_ pattern: ArraySlice<Unicode.Scalar>) throws(Problem) -> [ArraySlice<Unicode.Scalar>] {
        var index = pattern.startIndex
        while index < pattern.endIndex {
            switch pattern[index] {
            case "\\": index += 2
            case "[": index = (pattern[(index + 1)...].firstIndex(of: "]") ?? index) + 1
            case "{":
                let (options, end) = try braceOptions(pattern, openingAt: index)
                let prefix = pattern[pattern.startIndex..<index]
                var results: [ArraySlice<Unicode.Scalar>] = []
                for option in options {
                    for rest in try expanded(ArraySlice(Array(option) + Array(pattern[end...]))) {
                        results.append(ArraySlice(Array(prefix) + Array(rest)))
                        guard results.count <= maxAlternatives else { throw .tooManyAlternatives }
                    }
                }
                return results
            default: index += 1
            }
        }
        return [pattern]
    }

    /// The comma-separated options of the braces opening at `start`, and the index after the closing brace.
    private static func braceOptions(_ pattern: ArraySlice<Unicode.Scalar>, openingAt start: Int) throws(Problem) -> ([ArraySlice<Unicode.Scalar>], Int) {
        var depth = 0
        var options: [ArraySlice<Unicode.Scalar>] = []
        var optionStart = start + 1
        var index = start
        while index < pattern.endIndex {
            switch pattern[index] {
            case "\\": index += 1
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    options.append(pattern[optionStart..<index])
                    guard options.count <= maxAlternatives else { throw .tooManyAlternatives }
                    return (options, index + 1)
                }
            case "," where depth == 1:
                options.append(pattern[optionStart..<index])
                guard options.count <= maxAlternatives else { throw .tooManyAlternatives }
                optionStart = index + 1
            default: break
            }
            index += 1
        }
        throw .unclosedBrace
    }

    /// A pattern without braces as its names.
    private static func names(_ pattern: ArraySlice<Unicode.Scalar>) -> [Name] {
        pattern.split(separator: "/", omittingEmptySubsequences: true).map { name in
            name.elementsEqual(["*", "*"]) ? .anyFolders : .atoms(atoms(name))
        }
    }

    private static func atoms(_ name: ArraySlice<Unicode.Scalar>) -> [Atom] {
        var atoms: [Atom] = []
        var index = name.startIndex
        while index < name.endIndex {
            let scalar = name[index]
            index += 1
            switch scalar {
            case "*": if atoms.last != .anyRun { atoms.append(.anyRun) }
            case "?": atoms.append(.anyOne)
            case "\\" where index < name.endIndex:
                atoms.append(.character(name[index]))
                index += 1
            case "[":
                guard let close = name[index...].dropFirst().firstIndex(of: "]") else { atoms.append(.character(scalar)); break }
                atoms.append(set(name[index..<close]))
                index = close + 1
            default: atoms.append(.character(scalar))
            }
        }
        return atoms
    }

    /// `[…]`'s inside: `!` or `^` first negates; `a-z` is a range.
    private static func set(_ inside: ArraySlice<Unicode.Scalar>) -> Atom {
        var body = inside
        let negated = body.first == "!" || body.first == "^"
        if negated { body = body.dropFirst() }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var index = body.startIndex
        while index < body.endIndex {
            let low = body[index]
            if index + 2 < body.endIndex, body[index + 1] == "-", low <= body[index + 2] {
                ranges.append(low...body[index + 2])
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        return .set(ranges: ranges, negated: negated)
    }
}
