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
    public var message: Message {
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
        case .rootNotObject(let found):
            return "the settings file must hold a JSON object, not \(found.withArticle)"
        case .partNotObject(let part, let found):
            return "\(part.withArticle) must be an object, not \(found.withArticle)"
        case .wrongKind(let field, let expected, let found):
            return "\(quoted: field) must be \(expected.withArticle), not \(found.withArticle)"
        case .missingField(let field):
            return "missing \(quoted: field)"
        case .notSettingsFile:
            return "missing \"groups\": this is no settings file of this tool; it looks like a config file. Open it with its "
                + "JSON Schema: --schema PATH, or a \"$schema\" member in it naming the schema's file"
        case .unknownGroupType(let type):
            return "unknown group type \(quoted: type) (expected \"radio\" or no type)"
        case .unknownItemType(let type, let known):
            return "unknown item type \(quoted: type) (expected one of \(known.joined(separator: ", ")))"
        case .missingType:
            return "item has no \"type\""
        case .missingTitle(let itemType):
            return "\(itemType) item has no \"title\""
        case .missingKey(let itemType?):
            return "\(itemType) item has no \"key\""
        case .missingKey(nil):
            return "radio group has no \"key\""
        case .emptyKey:
            return "key must not be empty"
        case .notWholeNumber(let field):
            return "\(quoted: field) must be a whole number from 0 to 1000000"
        case .sameOnAndOff(let key):
            return "switch \(quoted: key) has the same \"on\" and \"off\" value"
        case .onOffTooLarge(let key):
            return "switch \(quoted: key) has an \"on\" or \"off\" number too large to be stored"
        case .invalidPattern(let pattern, let problem):
            return "\(quoted: pattern) is not a valid regular expression: \(problem)"
        case .minAboveMax(let key, let min, let max):
            return "number \(quoted: key) has min \(NumberText.format(min)) greater than max \(NumberText.format(max))"
        case .stepNotPositive(let step):
            return "step must be greater than 0, not \(NumberText.format(step))"
        case .minCountAboveMaxCount(let key, let min, let max):
            return "list \(quoted: key) has minCount \(min) greater than maxCount \(max)"
        case .optionsNotArray(let found):
            return "options must be an array, not \(found.withArticle)"
        case .optionWithoutValue:
            return "option has no \"value\""
        case .optionValueNotScalar:
            return "an option's value must be a string, number or boolean"
        case .optionWrongKind(let found):
            return "an option must be a string or an object with \"title\" and \"value\", not \(found.withArticle)"
        case .optionRepeated(let value):
            return "option value \(value.jsonText) appears twice"
        case .numberTooLarge(let spelled):
            return "number \(spelled) is too large to be stored"
        case .boundTooLarge(let field, let spelled):
            return "\(quoted: field) is \(spelled), too large to use as a number"
        case .infoValueNotScalar:
            return "an info value must be a string, number or boolean"
        case .conditionNotObject:
            return "visibleWhen must be an object with \"key\" and \"equals\" or \"in\""
        case .conditionWithoutKey:
            return "visibleWhen has no \"key\""
        case .conditionInNotArray:
            return "\"in\" must be an array of values"
        case .conditionWithoutTest:
            return "visibleWhen needs \"equals\" or \"in\""
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

extension LayoutProblem.Part {
    fileprivate var withArticle: Message {
        switch self {
        case .group: return "a group"
        case .item: return "an item"
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
