import LosslessJSON
import SettingsCore

// The words of a bundle's problems, in one place.
extension BundleReason: FormatReason {
    /// The problem in words; everything quoted from the bundle is inert.
    package var message: Message {
        switch self {
        case .noRootPlist:
            return "not found (nor Root~iphone.plist): this folder is not a Settings.bundle"
        case .propertyListNotBundle:
            return "this is a property list: --schema takes the Settings.bundle folder that holds it"
        case .unreadable(let reason):
            return "can't be read: \(reason)"
        case .malformed(let reason):
            return "is not a valid property list: \(reason)"
        case .notADictionary(let found):
            return "must hold a dictionary, not \(found)"
        case .noPreferenceSpecifiers:
            return "has no PreferenceSpecifiers array"
        case .specifierNotDictionary(let found):
            return "a specifier must be a dictionary, not \(found); skipped"
        case .missingType:
            return "has no Type; skipped"
        case .unknownType(let type):
            return "unknown specifier type \(quoted: type); skipped"
        case .unknownKey(let key, let type):
            return "\(type) doesn't read \(quoted: key); ignored"
        case .noValues(let type):
            return "\(type) has no Values; skipped"
        case .missingKey(let type):
            return "\(type) has no Key; skipped"
        case .wrongKind(let field, let expected, let found):
            return "\(field) must be \(expected), not \(found); ignored"
        case .titlesValuesMismatch(let titles, let values):
            return "Titles has \(titles) \(titles == 1 ? "entry" : "entries") but Values has \(values)"
        case .shortTitlesMismatch(let shortTitles, let values):
            return "ShortTitles has \(shortTitles) \(shortTitles == 1 ? "entry" : "entries") but Values has \(values); ignored"
        case .defaultNotAmongValues(let value):
            return "DefaultValue \(value.jsonText) is not among Values; it is shown as it is"
        case .keyShared(let key, let firstUse):
            return "key \(quoted: key) is also used at \(firstUse); both rows show one value"
        case .toggleDefaultUnclear(let value):
            return "DefaultValue \(value.jsonText) is neither TrueValue, FalseValue nor YES/NO; read as off"
        case .sameTrueAndFalse:
            return "TrueValue and FalseValue are the same"
        case .childWithoutFile:
            return "PSChildPaneSpecifier has no File; skipped"
        case .childFileMissing(let file):
            let base = file.hasSuffix(".plist") ? String(file.dropLast(".plist".count)) : file
            return "File \(quoted: file): there is no \(base).plist (nor \(base)~iphone.plist)"
        case .childFileOutside(let file):
            return "File \(quoted: file) names a file outside the Settings.bundle; only the bundle's own plists are read"
        case .childCycle(let file, let chain):
            return "File \(quoted: file) opens a pane that contains itself (\(chain.joined(separator: " → ")))"
        case .sliderMissingBound(let field, let used):
            return "has no \(field); \(NumberText.format(used)) is used"
        case .sliderMinAboveMax(let min, let max):
            return "MinimumValue \(NumberText.format(min)) is greater than MaximumValue \(NumberText.format(max))"
        case .unreadableStrings(let reason):
            return "can't be read (\(reason)); its texts are shown untranslated"
        case .tooManyPanes(let limit):
            return "child panes open more than \(limit) screens; is a pane opened from itself many times over?"
        }
    }
}
