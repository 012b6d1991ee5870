/// A value the session is waiting for: the next line answers it.
public struct ValuePrompt: Sendable, Equatable {
    /// What the answer becomes.
    public enum Target: Sendable, Equatable {
        /// The value of a text or number setting.
        case setting(key: String)
        /// The text of entry `index` of a list.
        case listEntry(key: String, index: Int)
        /// A new entry appended to a list.
        case listAddition(key: String)
        /// A part of a container value (a map's entry, a record's field).
        case part(key: String, part: ValuePart)
        /// The name of a new entry of a map.
        case entryName(key: String)
        /// The value of a new entry of a map, named already.
        case newEntry(key: String, name: String)
        /// The value of a setting of several kinds, as its kind `index`.
        case variant(key: String, index: Int)

        /// Whether the answer replaces a value that is there already (its
        /// prefill): not a name, nor something new being added.
        var editsAValue: Bool {
            switch self {
            case .setting, .listEntry, .part, .variant: return true
            case .listAddition, .entryName, .newEntry: return false
            }
        }
    }

    public var target: Target
    /// The question, e.g. `Ringer Volume (0 to 100, step 5, %)`; inert.
    public let label: String
    /// The current value, offered for editing on a terminal; after a refused
    /// answer, that answer, to be corrected rather than typed again. Empty
    /// when it is withheld (see ``prefillWithheld``).
    public private(set) var prefill: String
    /// The text offered holds characters a terminal can't show as they are
    /// (control characters, bidirectional overrides), so it is not put on the
    /// line. Raw, it would act on the terminal; escaped, the person would
    /// submit the escapes as the new value. The line starts empty instead,
    /// where Enter keeps the value.
    public private(set) var prefillWithheld: Bool
    /// Read without echo and never shown.
    public var secure: Bool
    /// The current value's text once ``prefill`` offers a refused answer
    /// instead (nil until then): answered with it, the value stays.
    public private(set) var unchanged: String?

    /// A prompt asking `label`, offering `prefill` for editing unless it
    /// holds text a terminal can't show as it is.
    public init(target: Target, label: Message, prefill: String, secure: Bool) {
        self.target = target
        self.label = label.text
        prefillWithheld = !InertText.isInert(prefill)
        self.prefill = prefillWithheld ? "" : prefill
        self.secure = secure
    }

    /// Asked again after `refused` was refused: the line offers it to be
    /// corrected (under the same rule as the first offer), and answering
    /// with the value offered first still keeps the value.
    mutating func offer(refused: String) {
        unchanged = unchanged ?? prefill
        prefillWithheld = !InertText.isInert(refused)
        prefill = prefillWithheld ? "" : refused
    }

    /// What a terminal says before the prompt when the value is withheld.
    public var withheldNote: Message? {
        guard prefillWithheld else { return nil }
        return target.editsAValue
            ? "The value holds characters a terminal can't show as they are, so it is not put on the line to edit: type a new value, or press Enter to keep it."
            : "The value offered holds characters a terminal can't show as they are, so it is not put on the line: type the value."
    }
}
