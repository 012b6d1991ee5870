import LosslessJSON
import SettingsCore

/// Why something in this project's settings file is a problem: the reasons
/// of the settings-file format, worded in ``message``. Places are the
/// file's JSON paths (`groups[1].items[3]`).
package enum SettingsFileReason: FormatReason {
    /// The parts of a settings file a message names.
    package enum Part: Sendable, Equatable {
        case group, item
    }

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
    case stepNotPositive(JSONNumber)
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

    /// Every problem of the format keeps the file from opening.
    package var isWarning: Bool { false }

    /// A config opened as a settings file is told so first.
    package var isAboutTheWholeFile: Bool { self == .notSettingsFile }
}

extension LayoutProblem.Reason {
    /// A problem of this project's settings file.
    package static func settingsFile(_ reason: SettingsFileReason) -> Self {
        .format(AnyFormatReason(reason))
    }
}
