import LosslessJSON
import SettingsCore

/// What one element declares: its title, what it is, and when it shows.
/// Elements make one; modifiers return a changed copy, which is itself an
/// element.
public struct ElementDeclaration: Element {
    /// What the row is.
    enum Body: Sendable {
        /// A row holding a setting's value.
        case setting(SettingDeclaration)
        /// A row opening a child form.
        case pane(Form)
        /// A read-only row: a fixed text, or the value of a key.
        case info(value: String?, key: String?)
        /// A model's property no row can edit, and why: a problem of the layout.
        case problem(DeclarationReason)
        /// A row running the program's code when selected.
        case action(ActionHandler)
    }

    var title: String
    var subtitle: String?
    var visibleWhen: VisibleWhen?
    var body: Body

    init(title: String, body: Body) {
        self.title = title
        self.body = body
    }

    /// The declaration itself: modifiers can follow one another.
    public var declaration: ElementDeclaration { self }
}

/// A setting as an element or a radio group declares it, before the layout
/// checks it.
struct SettingDeclaration: Sendable {
    var key: String
    var kind: SettingKind
    var defaultValue: JSONValue?
    var help: String?
    var check: SettingCheck?
    /// The setting may hold no value: its row says "not set", and null is a value of its own.
    var optional = false

    init(key: String, kind: SettingKind, defaultValue: SettingValue?) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue?.json
    }
}

/// A visibility condition as declared: shown while `key` holds one of `accepted`.
struct VisibleWhen: Sendable {
    var key: String
    var accepted: [SettingValue]
}
