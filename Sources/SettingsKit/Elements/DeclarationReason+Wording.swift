import SettingsCore

// The one place where the problems of a layout declared in Swift are put into words.
extension DeclarationReason {
    /// The problem in words; names and patterns quoted from the declaration are inert.
    public var message: Message {
        switch self {
        case .emptyKey:
            return "key must not be empty"
        case .invalidPattern(let pattern, let problem):
            return "\(quoted: pattern) is not a valid regular expression: \(problem)"
        case .stepNotPositive(let step):
            return "step must be greater than 0, not \(NumberText.format(step))"
        case .propertyNotEditable(let type):
            return "a property of type \(type) can't be edited: a row edits Bool, String, a number, a Date, a CaseIterable enum of String or Int raw values, an array of texts or of such an enum, a Set of such an enum, a dictionary of them by String, an optional of any of these, or a struct of these"
        case .propertyNotEncoded(let name):
            return "property \(quoted: name) is not in the model's JSON under its own name (its CodingKeys name it otherwise, or leave it out), so its edits could not be put back"
        case .checkUnknownKey(let key):
            return "a check is given for \(quoted: key), which is not a key of any setting"
        }
    }
}
