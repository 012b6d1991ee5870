/// A screen of sections: the root of a layout declared in Swift, and,
/// placed inside a section, a row that opens a child screen.
///
/// ```swift
/// let form = Form("Settings") {
///     FormSection {
///         Switch("Airplane Mode", key: "airplaneMode")
///         Form("Display") {
///             RadioGroup("Appearance", key: "appearance", options: ["Light", "Dark"], default: "Light")
///         }
///     }
/// }
/// ```
public struct Form: Element {
    /// The screen's title (the row's too, as a child).
    public var title: String
    /// The sections, top to bottom (none yet for a form made when opened).
    var sections: [SectionDeclaration]
    /// What makes a child screen's sections when it is first opened; nil
    /// for a form whose sections are given.
    var opening: FormOpening?

    /// A form titled `title` of `content`.
    public init(_ title: String, @SectionBuilder _ content: () -> [SectionDeclaration]) {
        self.title = title
        sections = content()
    }

    /// A child screen made when it is first opened, as MonoTouch.Dialog's
    /// root element with a delegate: `content` runs then, once for the
    /// form (a form that ``edit(_:values:input:output:onChange:)-(()->Form,_,_,_,_)``
    /// makes again makes its opened screens again too), and not at all when
    /// the screen is never opened (a screen of many rows, or of rows the
    /// program must look up).
    ///
    /// ```swift
    /// Form("Printers", keyPrefix: "printers") {
    ///     FormSection {
    ///         for printer in spooler.printers() { Switch(printer.name, key: "printers.\(printer.id)") }
    ///     }
    /// }
    /// ```
    ///
    /// Its keys are known only once it is made: give `keyPrefix` when
    /// every key inside begins with it and a dot, and naming one (`set
    /// printers.lab on`, `get`, `reset`) makes the screen first. Otherwise
    /// only opening it does. The rows of a screen not made yet are not
    /// found by `find`, and what the layout checks of the whole form (a
    /// key used twice) is checked of its rows as it is made: a row whose key
    /// is taken is left out.
    public init(_ title: String, keyPrefix: String? = nil,
                @SectionBuilder whenOpened content: @escaping @Sendable () -> [SectionDeclaration]) {
        self.title = title
        sections = []
        opening = FormOpening(keyPrefix: keyPrefix, content: content)
    }

    /// A form of sections made elsewhere (a model's properties).
    init(title: String, sections: [SectionDeclaration]) {
        self.title = title
        self.sections = sections
    }

    /// The row that opens the form from its parent.
    public var declaration: ElementDeclaration {
        ElementDeclaration(title: title, body: .pane(self))
    }
}

/// How a child screen made when opened makes its sections (see ``Form/init(_:keyPrefix:whenOpened:)``).
struct FormOpening: Sendable {
    let keyPrefix: String?
    let content: @Sendable () -> [SectionDeclaration]
}
