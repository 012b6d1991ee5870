/// A line a session refused, and why.
public struct RefusedLine: Sendable, Equatable {
    /// The line's number among the lines read (answers to questions not counted).
    public var number: Int
    /// Why it was refused, as the session said it.
    public var message: String

    /// Line `number`, refused for `message`.
    public init(number: Int, message: String) {
        self.number = number
        self.message = message
    }
}
