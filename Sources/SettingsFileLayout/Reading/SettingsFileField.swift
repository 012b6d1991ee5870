import LosslessJSON
import SettingsCore

/// A member name that a settings file's objects (the root, groups, items,
/// options, conditions) give meaning to. An object's members are filed
/// under these names in one walk (see ``SettingsFileObject``).
enum SettingsFileField: Int, CaseIterable {
    case title, groups, values
    case header, footer, items
    case type, key, subtitle, paneTitle, visibleWhen, value
    case `default`, help
    case on, off
    case options, short
    case placeholder, secure, maxLength, pattern, patternHelp
    case min, max, step, unit
    case unique, minCount, maxCount, addTitle
    case equals, `in`

    /// The member's name as the file spells it.
    var name: String {
        switch self {
        case .title: "title"
        case .groups: "groups"
        case .values: "values"
        case .header: "header"
        case .footer: "footer"
        case .items: "items"
        case .type: "type"
        case .key: "key"
        case .subtitle: "subtitle"
        case .paneTitle: "paneTitle"
        case .visibleWhen: "visibleWhen"
        case .value: "value"
        case .default: "default"
        case .help: "help"
        case .on: "on"
        case .off: "off"
        case .options: "options"
        case .short: "short"
        case .placeholder: "placeholder"
        case .secure: "secure"
        case .maxLength: "maxLength"
        case .pattern: "pattern"
        case .patternHelp: "patternHelp"
        case .min: "min"
        case .max: "max"
        case .step: "step"
        case .unit: "unit"
        case .unique: "unique"
        case .minCount: "minCount"
        case .maxCount: "maxCount"
        case .addTitle: "addTitle"
        case .equals: "equals"
        case .in: "in"
        }
    }

    /// Every name, each at its case's raw value.
    static let names = JSONKeyList(allCases.map(\.name))
}
