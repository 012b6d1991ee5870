/// Which extensions to strict JSON a reader accepts.
///
/// Plain JSON (the default) rejects comments and trailing commas, each as a
/// syntax error at its line and column. JSONC — JSON with comments, as VS
/// Code's settings and many tools' config files are written — accepts
/// `// …` line comments, `/* … */` block comments and one trailing comma
/// before a closing `}` or `]`. Either way the document keeps every byte, so
/// comments survive an edit (see `JSONEditor`).
public struct JSONDialect: Sendable, Equatable {
    /// `//` to the end of the line and `/* … */` anywhere whitespace may be.
    public var allowsComments: Bool
    /// `[1, 2,]` and `{"a": 1,}`: a comma before the closing bracket.
    public var allowsTrailingCommas: Bool

    public init(allowsComments: Bool = false, allowsTrailingCommas: Bool = false) {
        self.allowsComments = allowsComments
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    /// Strict RFC 8259 JSON.
    public static let json = JSONDialect()
    /// JSON with comments and trailing commas.
    public static let jsonc = JSONDialect(allowsComments: true, allowsTrailingCommas: true)
}

/// What the parser accepts beyond strict JSON.
protocol SyntaxRules {
    var allowsComments: Bool { get }
    var allowsTrailingCommas: Bool { get }
}

/// Strict JSON, as constants the compiler folds into the parser.
struct StrictRules: SyntaxRules {
    var allowsComments: Bool { false }
    var allowsTrailingCommas: Bool { false }
}

extension JSONDialect: SyntaxRules {}
