/// What one step of a session prints, and what it asks the shell to do.
public struct Reply: Sendable, Equatable {
    /// Something to print.
    public enum Output: Sendable, Equatable {
        /// Draw this screen.
        case screen(ScreenModel)
        /// A message for the person, wrapped to the screen's width.
        case message(Message)
        /// A value asked for (`get`): data, printed as it is, never wrapped.
        case value(String)
        /// Something went wrong: in a script this is `line N: …` and exit 1.
        case error(Message)
        /// A value is being asked for; the next line answers it.
        case prompt(ValuePrompt)
    }

    /// What the shell around the session must do next. The result of
    /// saving or reloading comes back to the session as a ``Session/Input``.
    public enum Effect: Sendable, Equatable {
        /// Save the pending changes, if the file is unchanged since it was loaded.
        case save
        /// Save the pending changes over the file as it is now.
        case overwrite
        /// Read the file again (it changed on disk), to re-apply the pending changes.
        case reload
        /// Work out the diff that saving the pending changes would write;
        /// it comes back as ``Session/Input/previewed(diff:)``. Nothing is
        /// written. Secure texts are masked in it unless `showingSecrets`.
        case preview(showingSecrets: Bool)
        /// Run the program's action of this name (a row of a layout declared
        /// in a program); what it says comes back as
        /// ``Session/Input/actionRan(message:)``.
        case runAction(String)
        /// The session is over.
        case end(Ending)

        /// Leave after a session that went well.
        public static var leave: Effect { .end(.success) }
    }

    /// Lines for standard error that are not about the line just read (a
    /// failed save, a warning, changes left unsaved at the end of a script):
    /// printed as they are, before ``output``.
    public var problems: [Message]
    public var output: [Output]
    public var effect: Effect?
    /// The person typed `show`: its screen is what the command prints, so
    /// it is drawn even where screens are left out (`--quiet`).
    public var screenAsked = false

    public init(_ output: [Output] = [], problems: [Message] = [], effect: Effect? = nil) {
        self.output = output
        self.problems = problems
        self.effect = effect
    }

    /// Whether the step failed.
    public var isError: Bool {
        output.contains { if case .error = $0 { return true } else { return false } }
    }

    static func error(_ text: Message) -> Reply { Reply([.error(text)]) }
    static func message(_ text: Message) -> Reply { Reply([.message(text)]) }
}
