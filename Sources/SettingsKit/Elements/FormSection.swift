/// A section of a form: a header above its rows and a footer below, both optional.
///
/// ```swift
/// FormSection("Customer Name", footer: "As it is printed on invoices.") {
///     TextField("First name", key: "firstName")
///     TextField("Last name", key: "lastName")
/// }
/// ```
public struct FormSection: FormContent {
    /// What the section declares.
    public let sectionDeclaration: SectionDeclaration

    /// A section of `content`, under `header` and above `footer`.
    public init(_ header: String? = nil, footer: String? = nil, @ElementBuilder _ content: () -> [ElementDeclaration]) {
        sectionDeclaration = SectionDeclaration(header: header, footer: footer, body: .items(content()))
    }
}
