import LosslessJSON

/// One problem found in a layout or its stored values: why (``Reason``,
/// with its data) and where (spelled by the source), e.g.
/// `groups[1].items[3]: choice "language" has no options`.
///
/// Problems are data: the words are chosen in one place,
/// ``Reason/message``, and the place is spelled by the source that read it.
public struct LayoutProblem: Sendable, Equatable, CustomStringConvertible {
    /// Errors stop the file from opening; warnings are reported by `validate`
    /// and the file still opens (e.g. a stored value that is not an option:
    /// it is shown marked and kept).
    public enum Severity: Sendable, Equatable { case error, warning }

    /// Why it is a problem.
    public var reason: Reason
    /// Where: `groups[1].items[3]`, `values.sounds`; empty for the top level.
    public var place: String

    public init(_ reason: Reason, place: String) {
        self.reason = reason
        self.place = place
    }

    public var severity: Severity { reason.isWarning ? .warning : .error }

    /// Whether `validate` counts it against the file: every error, and a
    /// stored value its setting's rules refuse (a session keeps and shows
    /// it, but the values don't fit the layout).
    public var failsValidation: Bool {
        if case .storedRefused = reason { return true }
        if case .storedNotObject = reason { return true }
        return severity == .error
    }

    /// The problem in words, without its place.
    public var message: Message { reason.message }

    /// The line `validate` prints after the file's name.
    public var line: Message {
        let location: Message = place.isEmpty ? "top level" : "\(place)"
        // A refused stored value opens (a warning) but fails `validate`: it is not called a warning.
        return failsValidation ? "\(location): \(message)" : "\(location): warning: \(message)"
    }

    public var description: String { line.text }
}

extension LayoutProblem {
    /// The things a layout's checks name in their messages.
    public enum Part: Sendable, Equatable {
        case group, item
    }

    /// What holds options: named in "… has no options".
    public enum OptionsOwner: Sendable, Equatable {
        case choice, radioGroup, list
    }

    /// Why something is a problem. The first cases come from the checks every
    /// source gets (``LayoutChecks``); the others from reading this
    /// project's settings-file format. A new source adds the cases of its own
    /// format here, and their words in ``message``.
    public enum Reason: Sendable, Equatable {
        // MARK: Checks on every layout
        /// Two settings under one key; `firstUse` is where the first one is.
        case keyAlreadyUsed(key: String, firstUse: String)
        /// A choice, radio group or list of options with none.
        case noOptions(OptionsOwner, key: String)
        /// A default holding a number that can't be written back as it reads.
        case defaultTooLarge
        /// A default holding NaN, "not a number" (a property list's
        /// `<real>nan</real>`): JSON has no way to write it.
        case defaultNotANumber
        /// A default its own setting's rules refuse; `problem` says which rule.
        case defaultRefused(JSONValue, problem: String)
        /// A visibility condition naming a key no setting has.
        case conditionUnknownKey(String)
        /// Conditions that make a setting depend on itself.
        case conditionCycle(key: String, through: String)
        /// A stored value holding a number that can't be written back as it reads.
        case storedTooLarge
        /// A stored value its setting's rules refuse (kept and shown marked).
        case storedRefused(JSONValue, problem: String)
        /// A member on the way to settings' values that is not an object: the
        /// settings (`keys`) can't be stored there; it is kept as it is.
        case storedNotObject(found: JSONKind, keys: [String])

        // MARK: JSON files
        /// An object naming a key twice.
        case duplicateMember(key: String)
        /// A values file that is not one JSON object.
        case valuesFileNotObject

        // MARK: The settings-file format
        case rootNotObject(found: JSONKind)
        case partNotObject(Part, found: JSONKind)
        /// A field of the wrong JSON kind: `"groups" must be an array, not an object`.
        case wrongKind(field: String, expected: JSONKind, found: JSONKind)
        case missingField(String)
        /// A top level without `groups` (a config file, most likely, opened without its schema).
        case notSettingsFile
        case unknownGroupType(String)
        case unknownItemType(String, known: [String])
        case missingType
        case missingTitle(itemType: String)
        /// A setting without a key: in an item of `itemType`, or a radio group (nil).
        case missingKey(itemType: String?)
        case emptyKey
        case notWholeNumber(field: String)
        case sameOnAndOff(key: String)
        case onOffTooLarge(key: String)
        /// A `pattern` PCRE2 can't compile; `problem` is PCRE2's reason, with its offset.
        case invalidPattern(String, problem: String)
        case minAboveMax(key: String, min: JSONNumber, max: JSONNumber)
        case stepNotPositive(JSONNumber)
        case minCountAboveMaxCount(key: String, min: Int, max: Int)
        case optionsNotArray(found: JSONKind)
        case optionWithoutValue
        case optionValueNotScalar
        case optionWrongKind(found: JSONKind)
        case optionRepeated(JSONValue)
        /// A number spelled too long to be stored as it reads.
        case numberTooLarge(spelled: String)
        /// A bound or step (`min`, `max`, `step`) beyond the largest number a Double holds.
        case boundTooLarge(field: String, spelled: String)
        case infoValueNotScalar
        case conditionNotObject
        case conditionWithoutKey
        case conditionInNotArray
        case conditionWithoutTest

        // MARK: Other sources
        /// A problem of an iOS Settings.bundle.
        case bundle(BundleReason)
        /// A problem of a JSON Schema, a VS Code extension manifest, or the config file opened with one.
        case jsonSchema(SchemaReason)

        /// Whether the file still opens with this problem.
        public var isWarning: Bool {
            if case .storedRefused = self { return true }
            if case .storedNotObject = self { return true }
            if case .bundle(let reason) = self { return reason.isWarning }
            if case .jsonSchema(let reason) = self { return reason.isWarning }
            return false
        }
    }
}

extension LayoutProblem {
    /// How many problem lines are printed at most: a file can hold a
    /// problem a million times over (a million repeated keys printed 65 MB),
    /// and past the first few more say nothing new.
    public static let printedLimit = 100

    /// The lines of `problems` as printed: the first ``printedLimit`` (only
    /// those are worded), then one line saying how many more there are.
    public static func printed<Problems: Collection>(_ problems: Problems, line: (Problems.Element) -> String) -> [String] {
        var lines = problems.prefix(printedLimit).map(line)
        if problems.count > printedLimit { lines.append(notPrinted(problems.count - printedLimit).text) }
        return lines
    }
}
