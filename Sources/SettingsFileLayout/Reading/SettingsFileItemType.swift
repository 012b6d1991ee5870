import LosslessJSON
import SettingsCore

/// What an item of a settings file is, as its `type` names it.
enum SettingsFileItemType: Int, CaseIterable {
    case `switch`, choice, text, number, info, pane, list

    /// The type's name as the file spells it.
    var name: String {
        switch self {
        case .switch: "switch"
        case .choice: "choice"
        case .text: "text"
        case .number: "number"
        case .info: "info"
        case .pane: "pane"
        case .list: "list"
        }
    }

    /// Every name, each at its case's raw value (a `type` is matched against
    /// these as written, without making a `String` of it).
    static let names = JSONKeyList(allCases.map(\.name))
}
