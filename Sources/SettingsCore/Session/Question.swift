/// A question the session asks a person before it loses or overwrites
/// anything: the next line answers it with one letter.
///
/// Only a session with a person at a terminal asks; a script gets the
/// answer a script needs without being asked (see ``Session/Mode``).
public enum Question: Sendable, Equatable {
    /// Input ended with changes pending.
    case saveChanges(pending: Int)
    /// `cancel` with changes pending.
    case discardChanges(pending: Int)
    /// `done` found that someone else changed the file since it was loaded.
    case fileChanged(file: String)
    /// `done` found that the config would fail its JSON Schema in ways it
    /// did not when opened (the problems are listed above the question).
    case saveInvalid(problems: Int)

    /// What an answer means.
    enum Choice: Sendable, Equatable {
        /// Save the pending changes and leave.
        case save
        /// Leave without saving.
        case discard
        /// Go back to the session with everything as it was: what Ctrl-C
        /// and end of input mean at every question.
        case keepEditing
        /// Read the file again and re-apply the pending changes.
        case reload
        /// Save over the other writer's changes.
        case overwrite
    }

    /// The question as asked, ready for the answer after it.
    public var text: String { wording.text }

    private var wording: Message {
        switch self {
        case .saveChanges:
            return "Save changes? [y/n/c] "
        case .discardChanges(let pending):
            return "Discard \(pending) unsaved \(pending == 1 ? "change" : "changes")? [y/n] "
        case .fileChanged(let file):
            return "\(file) changed on disk since it was loaded. [r]eload and re-apply your changes, [o]verwrite it, or [c]ancel? "
        case .saveInvalid:
            return "Save anyway? [y/n] "
        }
    }

    /// The choice a typed answer makes (its first letter, in any case), or
    /// nil when it makes none and the question is asked again.
    func choice(for answer: String) -> Choice? {
        guard let letter = answer.trimmingWhitespace.lowercased().first else { return nil }
        switch (self, letter) {
        case (.saveChanges, "y"), (.saveInvalid, "y"): return .save
        case (.saveChanges, "n"), (.discardChanges, "y"): return .discard
        case (.saveChanges, "c"), (.discardChanges, "n"), (.fileChanged, "c"), (.saveInvalid, "n"): return .keepEditing
        case (.fileChanged, "r"): return .reload
        case (.fileChanged, "o"): return .overwrite
        default: return nil
        }
    }
}
