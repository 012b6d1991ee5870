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
        case .bundle(let reason):
            return reason.message
        case .jsonSchema(let reason):
            return reason.message
        }
    }
}

extension SchemaReason {
    /// The problem in words; everything quoted from the schema is inert.
    public var message: Message {
        switch self {
        case .rootNotObject(let found):
            return "a JSON Schema must be an object, not \(found.withArticle)"
        case .unknownDraft(let uri):
            return "$schema \(quoted: uri) is not a JSON Schema draft this tool reads (draft-04, -06, -07, 2019-09 or 2020-12)"
        case .refNotString(let found):
            return "$ref must be a string, not \(found.withArticle)"
        case .refUnresolved(let ref):
            return "$ref \(quoted: ref) leads nowhere in the schema"
        case .refCycle(let ref):
            return "$ref \(quoted: ref) leads back to itself"
        case .refFileMissing(let ref, let file):
            return "$ref \(quoted: ref): there is no file \(quoted: file)"
        case .refFileUnreadable(let file, let reason):
            return "\(quoted: file) can't be read: \(reason)"
        case .refFileSyntax(let file, let location, let message):
            return "\(file):\(location.line):\(location.column): \(message)"
        case .refRemote(let ref):
            return "$ref \(quoted: ref) is on the web and is not fetched; the setting is shown read-only"
        case .typesContradict(let first, let second):
            return "type \(first) contradicts type \(second): no value can be both"
        case .unknownType(let type):
            return "\(quoted: type) is not a JSON Schema type (array, boolean, integer, null, number, object, string)"
        case .tooDeep(let limit):
            return "$ref and allOf nest more than \(limit) levels deep"
        case .tooLarge(let rows, let screens):
            return "the schema makes more than \(rows) rows or \(screens) screens; is a definition used inside others many times over?"
        case .tooMuchMerging(let limit):
            return "allOf and $ref merge definitions into each other so many times over that reading them takes more than \(limit) schemas; the schema is not read further"
        case .countNotWhole(let keyword, let spelled, let found):
            if let spelled { return "\(keyword) must be a whole number from 0 up, not \(spelled)" }
            return "\(keyword) must be a whole number from 0 up, not \(found.withArticle)"
        case .noProperties:
            return "the schema describes no properties: there is nothing to show"
        case .defaultIgnored(let value, let problem):
            return "default \(value) \(problem); it is not used"
        case .patternIgnored(let pattern):
            return "pattern \(quoted: pattern) can't be checked here; texts are not checked against it"
        case .manifestNoConfiguration:
            return "this package.json has no contributes.configuration: it declares no settings"
        case .manifestWrongKind(let field, let expected, let found):
            return "\(quoted: field) must be \(expected.withArticle), not \(found.withArticle)"
        case .placeholderMissing(let name):
            return "%\(name)% is not in package.nls.json; it is shown as written"
        case .translationsUnreadable(let file, let reason):
            return "\(quoted: file) can't be used (\(reason)); texts are shown as written"
        case .notALayout:
            return "is not a layout: expected a JSON Schema (\"properties\", \"type\", \"$schema\"), a VS Code extension manifest (contributes.configuration) or a settings file (\"groups\")"
        case .remoteConfigSchema(let uri):
            return "names \(uri), which this tool never downloads: save the schema and pass --schema PATH"
        case .configSchemaMissing(let reference, let path):
            return "names \(quoted: reference), looked for at \(path), which does not exist: save the schema there, "
                + "correct \"$schema\", or pass --schema PATH"
        case .unknownMember:
            return "not described by the schema; it is kept as it is"
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
    fileprivate var withArticle: Message {
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
