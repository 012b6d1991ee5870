import LosslessJSON
import SettingsCore

/// Why something in an iOS Settings.bundle is a problem: the reasons of
/// that layout source, worded in ``message``. A bundle's place is spelled by
/// its source as `Root.plist: item 3 (Key "units")`.
package enum BundleReason: Sendable, Equatable {
    /// The folder has neither `Root.plist` nor `Root~iphone.plist`.
    case noRootPlist
    /// A plist named where its bundle's folder was expected.
    case propertyListNotBundle
    /// A plist exists but can't be read (permissions, I/O).
    case unreadable(String)
    /// Not a property list; the reader's reason.
    case malformed(String)
    /// A plist whose top level is not a dictionary.
    case notADictionary(found: String)
    case noPreferenceSpecifiers
    case specifierNotDictionary(found: String)
    case missingType
    /// A specifier type the Settings app doesn't know (InAppSettingsKit's `IASK…` ones).
    case unknownType(String)
    /// A key the specifier's type doesn't read.
    case unknownKey(String, type: String)
    /// A specifier that holds a value but has no `Key`.
    case missingKey(type: String)
    /// A field of the wrong kind, ignored: `Title must be a string, not an integer`.
    case wrongKind(field: String, expected: String, found: String)
    /// A multi-value or radio group specifier with neither `Titles` nor `Values`.
    case noValues(type: String)
    case titlesValuesMismatch(titles: Int, values: Int)
    case shortTitlesMismatch(shortTitles: Int, values: Int)
    case defaultNotAmongValues(JSONValue)
    /// A key another specifier of the same type already uses: both rows show one value.
    case keyShared(key: String, firstUse: String)
    case toggleDefaultUnclear(JSONValue)
    case sameTrueAndFalse
    case childWithoutFile
    case childFileMissing(String)
    /// A child pane's `File` that would leave the bundle's folder (absolute,
    /// climbing out with `..`, or holding a NUL): it is not read.
    case childFileOutside(String)
    /// A child pane whose plist is already open on the way to it; `chain` is the files from the root.
    case childCycle(String, chain: [String])
    case sliderMissingBound(field: String, used: Double)
    case sliderMinAboveMax(min: Double, max: Double)
    /// A strings table that can't be read (its texts are shown untranslated).
    case unreadableStrings(String)
    /// More screens than a bundle can sensibly have (child panes opening each other many times over).
    case tooManyPanes(limit: Int)

    /// Whether the bundle still opens (the Settings app would show it too).
    package var isWarning: Bool {
        switch self {
        case .specifierNotDictionary, .missingType, .unknownType, .unknownKey, .missingKey, .wrongKind, .noValues, .childWithoutFile,
             .shortTitlesMismatch, .defaultNotAmongValues, .keyShared, .toggleDefaultUnclear, .sliderMissingBound,
             .unreadableStrings:
            return true
        case .noRootPlist, .propertyListNotBundle, .unreadable, .malformed, .notADictionary, .noPreferenceSpecifiers, .titlesValuesMismatch,
             .sameTrueAndFalse, .childFileMissing, .childFileOutside, .childCycle, .sliderMinAboveMax, .tooManyPanes:
            return false
        }
    }
}

extension LayoutProblem.Reason {
    /// A problem of an iOS Settings.bundle.
    package static func bundle(_ reason: BundleReason) -> Self {
        .format(AnyFormatReason(reason))
    }
}
