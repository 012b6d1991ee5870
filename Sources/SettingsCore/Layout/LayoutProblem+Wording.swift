import LosslessJSON

// The one place where a layout's problems are put into words (as
// swift-argument-parser words its parse errors in one generator).
extension LayoutProblem {
    /// The line after the first ``printedLimit`` problems.
    static func notPrinted(_ count: Int) -> Message {
        "… and \(count) more \(count == 1 ? "problem" : "problems"), not shown"
    }
}

extension LayoutProblem.Reason {
    /// The problem in words; everything quoted from the file is inert.
    package var message: Message {
        switch self {
        case .keyAlreadyUsed(let key, let firstUse):
            return "key \(quoted: key) is already used at \(firstUse)"
        case .noOptions(let owner, let key):
            return "\(owner.word) \(quoted: key) has no options"
        case .defaultTooLarge:
            return "the default holds a number too large to be stored"
        case .defaultNotANumber:
            return "the default holds NaN (not a number), which JSON can't store"
        case .defaultRefused(let value, let problem):
            return "default \(value.problemText) \(problem)"
        case .conditionUnknownKey(let key):
            return "visibleWhen refers to unknown key \(quoted: key)"
        case .conditionCycle(let key, let through):
            return "visibleWhen makes \(quoted: key) depend on itself through \(quoted: through)"
        case .storedTooLarge:
            return "holds a number too large to be stored"
        case .storedRefused(let value, let problem):
            return "stored \(value.problemText) \(problem); it is kept and shown as it is"
        case .storedNotObject(let found, let keys):
            let named: Message = keys.count > 2 ? "\(keys[0]), \(keys[1]) and \(keys.count - 2) more" : "\(keys.joined(separator: " and "))"
            return "holds \(found.phrase), not an object, so \(named) can't be stored there; it is kept as it is"
        case .duplicateMember(let key):
            return "key \(quoted: key) appears twice in the same object"
        case .valuesFileNotObject:
            return "a values file must hold a JSON object"
        case .configNeedsLayout(let syntax):
            return "is a \(syntax) config and names no layout: give one with --schema PATH"
        case .minAboveMax(let key, let min, let max):
            return "number \(quoted: key) has min \(NumberText.format(min)) greater than max \(NumberText.format(max))"
        case .minCountAboveMaxCount(let key, let min, let max):
            return "list \(quoted: key) has minCount \(min) greater than maxCount \(max)"
        case .notALayout(let expected):
            let listed: Message = expected.count > 1
                ? "\(expected.dropLast().joined(separator: ", ")) or \(expected[expected.count - 1])" : "\(expected.joined())"
            return "is not a layout: expected \(listed)"
        case .format(let reason):
            return reason.base.message
        }
    }
}

extension LayoutProblem.OptionsOwner {
    fileprivate var word: Message {
        switch self {
        case .choice: return "choice"
        case .radioGroup: return "radio group"
        case .list: return "list"
        }
    }
}

extension JSONKind {
    /// The kind as a message says it: "an object", "a number", "null".
    package var withArticle: Message {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
