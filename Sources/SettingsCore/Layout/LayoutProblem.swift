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
        // What the whole file is, and what to do about it, comes first.
        if place.isEmpty, reason.isAboutTheWholeFile { return message }
        let location: Message = place.isEmpty ? "top level" : "\(place)"
        // A refused stored value opens (a warning) but fails `validate`: it is not called a warning.
        return failsValidation ? "\(location): \(message)" : "\(location): warning: \(message)"
    }

    public var description: String { line.text }
}

extension LayoutProblem {
    /// What holds options: named in "… has no options".
    public enum OptionsOwner: Sendable, Equatable {
        case choice, radioGroup, list
    }

    /// Why something is a problem: the checks every layout gets
    /// (``LayoutChecks``) and the problems of JSON files. Every format keeps
    /// the reasons of its own format in its module, as a ``FormatReason``
    /// carried by ``format(_:)``.
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
        /// A config in a syntax other than JSON (`YAML`) opened alone, naming no layout for itself.
        case configNeedsLayout(syntax: String)
        /// A JSON file that is none of the layouts the formats read; what
        /// each format's file holds (``SettingsFormat/expectedContent``).
        case notALayout(expected: [String])

        // MARK: Checks of a setting's rules
        /// A number whose `min` is above its `max`.
        case minAboveMax(key: String, min: JSONNumber, max: JSONNumber)
        /// A list whose least number of entries is above its most.
        case minCountAboveMaxCount(key: String, min: Int, max: Int)

        // MARK: Other formats
        /// A problem of one format (a JSON Schema, a Settings.bundle…): the
        /// format's own reason, worded in its module.
        case format(AnyFormatReason)

        /// Whether the file still opens with this problem.
        public var isWarning: Bool {
            if case .storedRefused = self { return true }
            if case .storedNotObject = self { return true }
            if case .format(let reason) = self { return reason.base.isWarning }
            return false
        }

        /// Whether the problem is about what the file as a whole is (see
        /// ``FormatReason/isAboutTheWholeFile``).
        public var isAboutTheWholeFile: Bool {
            if case .format(let reason) = self { return reason.base.isAboutTheWholeFile }
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
