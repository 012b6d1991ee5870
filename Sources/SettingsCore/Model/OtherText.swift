/// What an open choice takes besides its options: any text its rule
/// accepts, typed after selecting the last row of its checkmark list
/// (`Other…`, as the Settings app words it).
public struct OtherText: Sendable {
    /// The last row's title, without its ellipsis (the screen adds it).
    public var title: String
    /// The rules the text must follow (length, pattern, format).
    public var rule: TextRule
    /// What such a text is (the free branch's description): the last row's subtitle.
    public var help: String?

    public init(title: String = "Other", rule: TextRule = TextRule(), help: String? = nil) {
        self.title = title
        self.rule = rule
        self.help = help
    }
}
