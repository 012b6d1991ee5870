import LosslessJSON
import SettingsCore

/// What a property of a schema becomes on screen.
enum PropertyForm {
    /// A row holding a value: a switch, choice, text, number or list;
    /// `notes` are lines added to its help (suggested values, a format).
    case setting(SettingKind, notes: [String])
    /// A row opening a child screen of the object's own properties.
    case pane
    /// A row opening a child screen of the object's own properties and,
    /// below them, its other members as the entries of a map of this rule.
    case paneWithEntries(MapRule)
    /// A read-only row showing the one value the schema allows.
    case constant(JSONValue)
    /// A read-only row showing the value as JSON, for what has no row of its own.
    case readOnly(ReadOnlyReason)

    /// Why a value is shown read-only, as JSON.
    enum ReadOnlyReason: Sendable, Equatable {
        /// One of several kinds of value (`oneOf` of a boolean and an object…).
        case severalKinds
        /// No type the schema pins down: any JSON value.
        case anyValue
        /// Defined by a schema on the web, which is not fetched.
        case remote
        /// Defined in a local schema file that could not be read (named).
        case unreadableFile(String)
        /// An object of properties and other members that contains itself.
        case recursive
        /// An object-valued setting of a VS Code extension: VS Code replaces it whole.
        case wholeObject
        /// Marked `"readOnly": true` by the schema: the config holds it, a person doesn't change it.
        case declared

        /// Why, as a refusal to set it says after "read-only:": the row's
        /// note in the refusal's words (one wording per reason, in ``note``).
        var because: String {
            if case .declared = self { return "the schema marks it so (readOnly); the file holds it as the tool that writes it left it" }
            let prefix = "Read-only: "
            let said = note.hasPrefix(prefix) ? String(note.dropFirst(prefix.count)) : note
            return said + "; edit the file to change it"
        }

        /// The row's subtitle.
        var note: String {
            switch self {
            case .severalKinds: return "Read-only: one of several kinds of value"
            case .anyValue: return "Read-only: any JSON value"
            case .remote: return "Read-only: its schema is on the web"
            case .unreadableFile(let file): return "Read-only: its schema file \(file) can't be read"
            case .recursive: return "Read-only: it contains itself"
            case .wholeObject: return "Read-only: an object, written whole"
            case .declared: return "Read-only: the schema marks it so"
            }
        }
    }
}
