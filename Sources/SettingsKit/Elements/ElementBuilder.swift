/// Collects the elements of a ``FormSection``: one per line, with `if`,
/// `if`/`else`, `switch` and `for` as in any result builder.
@resultBuilder
public enum ElementBuilder {
    /// One element.
    public static func buildExpression(_ element: some Element) -> [ElementDeclaration] {
        [element.declaration]
    }

    /// The elements of a block, in order.
    public static func buildBlock(_ parts: [ElementDeclaration]...) -> [ElementDeclaration] {
        parts.flatMap { $0 }
    }

    /// The elements of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [ElementDeclaration]?) -> [ElementDeclaration] {
        part ?? []
    }

    /// The elements of the first branch.
    public static func buildEither(first part: [ElementDeclaration]) -> [ElementDeclaration] {
        part
    }

    /// The elements of the second branch.
    public static func buildEither(second part: [ElementDeclaration]) -> [ElementDeclaration] {
        part
    }

    /// The elements a `for` loop declares.
    public static func buildArray(_ parts: [[ElementDeclaration]]) -> [ElementDeclaration] {
        parts.flatMap { $0 }
    }
}
