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
    /// The sections, top to bottom.
    var sections: [SectionDeclaration]

    /// A form titled `title` of `content`.
    public init(_ title: String, @SectionBuilder _ content: () -> [SectionDeclaration]) {
        self.title = title
        sections = content()
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
