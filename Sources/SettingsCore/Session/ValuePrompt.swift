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
    /// The question, e.g. `Ringer Volume (0 to 100, step 5, %)`.
    public var label: String
    /// The current value, offered for editing on a terminal; after a refused
    /// answer, that answer, to be corrected rather than typed again.
    public var prefill: String
    /// Read without echo and never shown.
    public var secure: Bool
    /// The current value's text once ``prefill`` offers a refused answer
    /// instead (nil until then): answered with it, the value stays.
    public var unchanged: String?
}
