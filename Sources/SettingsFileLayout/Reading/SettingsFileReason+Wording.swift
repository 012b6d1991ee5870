import LosslessJSON
import SettingsCore

// The one place where the problems of a settings file are put into words.
extension SettingsFileReason {
    /// The problem in words; everything quoted from the file is inert.
    package var message: Message {
        switch self {
        case .rootNotObject(let found):
            return "the settings file must hold a JSON object, not \(found.withArticle)"
        case .partNotObject(let part, let found):
            return "\(part.withArticle) must be an object, not \(found.withArticle)"
        case .wrongKind(let field, let expected, let found):
            return "\(quoted: field) must be \(expected.withArticle), not \(found.withArticle)"
        case .missingField(let field):
            return "missing \(quoted: field)"
        case .notSettingsFile:
            return "this looks like a config file: open it with its JSON Schema, --schema PATH (or a \"$schema\" member in it "
                + "naming the schema's file); it is no settings file of this tool, which would have \"groups\""
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
        case .stepNotPositive(let step):
            return "step must be greater than 0, not \(NumberText.format(step))"
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
        }
    }
}

extension SettingsFileReason.Part {
    fileprivate var withArticle: Message {
        switch self {
        case .group: return "a group"
        case .item: return "an item"
        }
    }
}
