import LosslessJSON

/// A value-holding definition: a switch, choice, text, number, list or radio
/// group, with its key, default and rules.
public struct Setting: Sendable {
    // The stored properties are declared in an order that packs them (the
    // small ones fill the words the default's and kind's odd sizes leave):
    // a large file holds a setting per item, and each byte here is 100 KB
    // on a 100,000-item file.
    public var key: String
    /// The title and help, decoded when read (see `JSONText`).
    public var titleText: JSONText
    public var helpText: JSONText?
    /// What most settings lack, kept by reference (see ``Rare``).
    private var rare: Rare?
    public var kind: SettingKind
    /// Whether, with no default, its row says "not set" rather than showing
    /// the kind's empty value (a config file's member may simply be absent).
    public var showsNotSet = false
    /// Whether its source marks it deprecated: still shown and set, not offered when completing keys.
    public var isDeprecated = false
    /// Whether null is a value of its own besides those of its kind (a
    /// schema's `boolean | null`): typed `null`, and a switch's third state.
    public var allowsNull = false
    /// Where the setting comes from in its source.
    public var origin: Origin
    public var defaultValue: JSONValue?
    private var pane: Int32

    /// The conditions (its own and its group's) under which its item shows.
    public var conditions: [Condition] {
        get { rare?.conditions ?? [] }
        set { rare = Rare.make(nestedPath: nestedPath, conditions: newValue) }
    }

    /// The storage path when it is not just `[key]` (most are: no list is kept for them).
    private var nestedPath: [String]? {
        get { rare?.nestedPath }
        set { rare = Rare.make(nestedPath: newValue, conditions: conditions) }
    }

    /// The member names that lead from the values object to this setting's
    /// value: `[key]` for a flat key (this project's `values`, a `--values`
    /// file, VS Code's dotted `editor.fontSize`), `["compilerOptions",
    /// "strict"]` for a value nested in a config file's objects.
    public var storagePath: [String] {
        get { nestedPath ?? [key] }
        set { nestedPath = newValue.count == 1 && newValue[0] == key ? nil : newValue }
    }
    /// Whether the value is the values object's member named by the key.
    public var isFlat: Bool { nestedPath == nil }
    /// The pane that holds the setting's item.
    public var paneID: Int {
        get { Int(pane) }
        set { pane = Int32(clamping: newValue) }
    }

    /// A storage path of its own and visibility conditions: most settings of
    /// a large file have neither, and a word less in each setting is 800 KB
    /// less for a 100,000-item file. Immutable: a change makes another.
    private final class Rare: Sendable {
        let nestedPath: [String]?
        let conditions: [Condition]

        private init(nestedPath: [String]?, conditions: [Condition]) {
            self.nestedPath = nestedPath
            self.conditions = conditions
        }

        /// Nil when there is neither.
        static func make(nestedPath: [String]?, conditions: [Condition]) -> Rare? {
            nestedPath == nil && conditions.isEmpty ? nil : Rare(nestedPath: nestedPath, conditions: conditions)
        }
    }

    /// The title, decoded.
    public var title: String { titleText.string }
    /// The help text, decoded.
    public var help: String? { helpText?.string }

    /// The value shown when nothing is stored: the default, else the kind's
    /// natural empty value.
    public var fallbackValue: JSONValue? {
        if let defaultValue { return defaultValue }
        // Not set is a state of its own (a switch too: the program reading the file decides what a missing value means).
        if showsNotSet { return nil }
        switch kind {
        case .switch(let rule): return rule.off
        case .text: return .string("")
        case .number(let rule): return .number(rule.min ?? 0)
        case .list, .records: return .array([])
        case .map: return .object([])
        case .choice, .variants, .json: return nil
        }
    }
}

extension Setting {
    /// A setting as a layout source makes it.
    ///
    /// In an extension, and through the memberwise initializer: an initializer
    /// in the type that set each property itself was compiled to build the
    /// setting twice (a copy and a destroy of every setting a file holds).
    public init(key: String, titleText: JSONText, kind: SettingKind, defaultValue: JSONValue?, helpText: JSONText?,
                paneID: Int, origin: Origin, conditions: [Condition], storagePath: [String]? = nil) {
        let nestedPath = storagePath.flatMap { $0.count == 1 && $0[0] == key ? nil : $0 }
        self.init(key: key, titleText: titleText, helpText: helpText, rare: Rare.make(nestedPath: nestedPath, conditions: conditions),
                  kind: kind, origin: origin, defaultValue: defaultValue, pane: Int32(clamping: paneID))
    }
}
