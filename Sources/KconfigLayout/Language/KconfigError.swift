/// Why a Kconfig tree could not be read, worded in one place.
public struct KconfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        case cannotOpen(String)
        case notARegularFile(String)
        case tooLarge(String)
        case recursiveSource(String)
        case syntax(String)
        case unknownStatement(String)
        case unexpectedEnd(found: String, expected: String)
        case endInOtherFile(String)
        case missingEnd(String)
        case tooDeep
        case recursiveVariable(String)
        case unterminatedReference(String)
        case functionArguments(String)
        case errorIf(String)
        case shellFailed(String)
        case tooManyFiles
    }

    public var reason: Reason
    public var file: String
    package var line: Int

    public init(_ reason: Reason, file: String, line: Int) {
        self.reason = reason
        self.file = file
        self.line = line
    }

    public var description: String {
        let place = file.isEmpty ? "" : "\(file):\(line): "
        switch reason {
        case .cannotOpen(let name): return "\(place)can't open file \"\(name)\""
        case .notARegularFile(let name): return "\(place)\"\(name)\" is not a regular file; only regular files are sourced"
        case .tooLarge(let name): return "\(place)\"\(name)\" is larger than a Kconfig file can be (16 MiB)"
        case .recursiveSource(let name): return "\(place)recursive inclusion of \"\(name)\""
        case .syntax(let what): return "\(place)syntax error: \(what)"
        case .unknownStatement(let word): return "\(place)unknown statement \"\(word)\""
        case .unexpectedEnd(let found, let expected): return "\(place)unexpected '\(found)' within \(expected) block"
        case .endInOtherFile(let what): return "\(place)'end\(what)' in different file than '\(what)'"
        case .missingEnd(let what): return "\(place)missing end statement for this \(what)"
        case .tooDeep: return "\(place)nested too deeply (more than \(KconfigLimits.maxDepth) levels)"
        case .recursiveVariable(let name): return "\(place)Recursive variable '\(name)' references itself (eventually)"
        case .unterminatedReference(let text): return "\(place)unterminated reference to '\(text)': missing ')'"
        case .functionArguments(let text): return "\(place)\(text)"
        case .errorIf(let text): return "\(place)\(text)"
        case .shellFailed(let command): return "\(place)could not run \(command)"
        case .tooManyFiles: return "\(place)more than \(KconfigLimits.maxFiles) files sourced"
        }
    }
}

/// Bounds that keep a hostile Kconfig tree from exhausting the machine.
package enum KconfigLimits {
    /// Nesting of blocks and parentheses; the kernel's own trees nest about 20 deep.
    package static let maxDepth = 1000
    /// Bytes of one Kconfig file.
    package static let maxFileBytes = 16 << 20
    /// Files sourced in all (Linux 6.1 x86 sources about 1,600).
    package static let maxFiles = 20_000
    /// Nested expansions of one variable (the kernel's own bound).
    package static let maxExpansion = 1000
    /// Total bytes one expansion may produce.
    package static let maxExpansionBytes = 1 << 20
}
