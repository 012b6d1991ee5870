import LosslessJSON

/// A layout as loaded from a source, checked.
public struct LayoutResult: Sendable {
    /// The layout; nil when any problem is an error.
    public var layout: Layout?
    /// The values the source holds, by key (empty when they live elsewhere).
    public var storedValues: [String: JSONValue]
    /// Every problem found, errors and warnings, in the order found.
    public var problems: [LayoutProblem]

    public init(layout: Layout?, storedValues: [String: JSONValue], problems: [LayoutProblem]) {
        self.layout = layout
        self.storedValues = storedValues
        self.problems = problems
    }

    /// The problems that stop the layout from opening.
    public var errors: [LayoutProblem] { problems.filter { $0.severity == .error } }
    /// The problems reported by `validate` only.
    public var warnings: [LayoutProblem] { problems.filter { $0.severity == .warning } }
}
