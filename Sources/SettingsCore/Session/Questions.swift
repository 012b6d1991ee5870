/// The question awaiting an answer, if any, and what each answer does.
///
/// One rule covers every way of not answering: Ctrl-C and end of input
/// (Ctrl-D) at a question keep editing, with the session and its changes
/// as they were.
struct Questions: Sendable {
    /// The question being answered.
    private(set) var current: Question?

    /// Asks a question; the next line answers it.
    mutating func ask(_ question: Question) -> Reply {
        current = question
        return Reply()
    }

    /// The reply to a line typed at the question. A line that answers
    /// nothing leaves the question pending, to be asked again.
    /// - Parameter leaving: How the session ends if the answer ends it.
    mutating func apply(answer line: String, leaving: Ending) -> Reply {
        guard let question = current, let choice = question.choice(for: line) else { return Reply() }
        return decide(choice, leaving: leaving)
    }

    /// Ctrl-C or end of input at the question.
    mutating func cancel(leaving: Ending) -> Reply {
        decide(.keepEditing, leaving: leaving)
    }

    private mutating func decide(_ choice: Question.Choice, leaving: Ending) -> Reply {
        guard let question = current else { return Reply() }
        current = nil
        switch (question, choice) {
        case (.fileChanged, .keepEditing), (.saveInvalid, .keepEditing):
            return .message("Not saved; your changes are still pending.")
        case (_, .keepEditing):
            return Reply()
        case (.saveChanges(let pending), .discard):
            // Ending with Ctrl-D is not a failure, whatever went before.
            return Reply([.message("Changes were NOT saved (\(pending) \(pending == 1 ? "change" : "changes") discarded).")], effect: .end(.success))
        case (_, .discard):
            return Reply([.message("Changes were NOT saved.")], effect: .end(leaving))
        case (_, .save):
            return Reply(effect: .save)
        case (_, .reload):
            return Reply(effect: .reload)
        case (_, .overwrite):
            return Reply(effect: .overwrite)
        }
    }
}
