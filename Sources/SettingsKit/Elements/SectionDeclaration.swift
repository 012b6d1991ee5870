/// What one section declares: its header and footer, its rows, and when it
/// shows. Sections make one; modifiers return a changed copy.
public struct SectionDeclaration: FormContent {
    /// What the section holds.
    enum Body: Sendable {
        /// Rows.
        case items([ElementDeclaration])
        /// A radio group: its options are the rows, one checked.
        case radio(SettingDeclaration)
    }

    var header: String?
    var footer: String?
    var visibleWhen: VisibleWhen?
    var body: Body

    init(header: String?, footer: String?, body: Body) {
        self.header = header
        self.footer = footer
        self.body = body
    }

    /// The declaration itself: modifiers can follow one another.
    public var sectionDeclaration: SectionDeclaration { self }
}
