import LosslessJSON

/// A text field's rules.
public struct TextRule: Sendable, Hashable {
    public var placeholder: String?
    public var secure = false
    /// A regular expression the whole answer must match (see ``TextPattern``).
    public var pattern: String?
    /// Whether the pattern need only match somewhere in the text, as JSON
    /// Schema's `pattern` does (`"[0-9]"` takes `a1`), rather than all of it.
    public var patternMatchesAnywhere = false
    /// What the pattern asks for, in words: completes "Passcode expects …".
    public var patternHelp: String?
    public var maxLength: Int?
    public var minLength: Int?
    /// A format the text must have (a date, an address…), checked as ``TextFormat`` says.
    public var format: TextFormat?

    public init(placeholder: String? = nil, secure: Bool = false, pattern: String? = nil, maxLength: Int? = nil) {
        self.placeholder = placeholder
        self.secure = secure
        self.pattern = pattern
        self.maxLength = maxLength
    }
}
