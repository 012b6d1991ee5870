/// Collects the sections of a ``Form``: ``FormSection``s and
/// ``RadioGroup``s, with `if`, `if`/`else`, `switch` and `for`.
@resultBuilder
public enum SectionBuilder {
    /// One section.
    public static func buildExpression(_ section: some FormContent) -> [SectionDeclaration] {
        [section.sectionDeclaration]
    }

    /// The sections of a block, in order.
    public static func buildBlock(_ parts: [SectionDeclaration]...) -> [SectionDeclaration] {
        parts.flatMap { $0 }
    }

    /// The sections of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [SectionDeclaration]?) -> [SectionDeclaration] {
        part ?? []
    }

    /// The sections of the first branch.
    public static func buildEither(first part: [SectionDeclaration]) -> [SectionDeclaration] {
        part
    }

    /// The sections of the second branch.
    public static func buildEither(second part: [SectionDeclaration]) -> [SectionDeclaration] {
        part
    }

    /// The sections a `for` loop declares.
    public static func buildArray(_ parts: [[SectionDeclaration]]) -> [SectionDeclaration] {
        parts.flatMap { $0 }
    }
}
