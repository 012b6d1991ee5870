/// What an ``Action`` runs when its row is selected: it may say what it
/// did (`"Statistics reset."`), shown to the person as a message, or nothing.
public typealias ActionHandler = @Sendable () -> String?

/// A row that runs the program's code when selected, as a button does, and
/// shows the message it returns; it holds no value and changes none.
///
/// ```swift
/// FormSection("Statistics") {
///     Action("Reset statistics") {
///         statistics.reset()
///         return "Statistics reset."
///     }
/// }
/// ```
///
/// A script runs it when a line selects its row, as a person does. Actions
/// belong to forms declared in Swift: a bound model's properties are its
/// values, and none of them is an action.
public struct Action: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A row titled `title` running `perform` when selected.
    public init(_ title: String, perform: @escaping ActionHandler) {
        declaration = ElementDeclaration(title: title, body: .action(perform))
    }
}
