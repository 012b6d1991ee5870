/// A command a person types in a session, parsed. Words are case-insensitive.
public enum Command: Sendable, Equatable {
    /// `N`: select row N of the current screen (on a checkmark list whose
    /// options are numbers, the option titled N).
    case select(Int)
    /// `#N`: select row N by its position, whatever the titles.
    case selectPosition(Int)
    /// A row's title: exact match, else a unique prefix.
    case selectTitle(String)
    /// `back` / `..`: pop one screen.
    case back
    /// `top`: pop to the root.
    case top
    /// `show` / an empty line: draw the current screen again.
    case show
    /// `set KEY VALUE`.
    case set(key: String, value: String)
    /// `get KEY`.
    case get(key: String)
    /// `help`, `?`; `help N`, `N?`, `help TITLE`, `TITLE?`, `help KEY`.
    case help(row: RowName?)
    /// `changes`: list pending changes.
    case changes
    /// `changes --diff`: the diff that saving would write to the file,
    /// secure texts masked unless `--show-secrets` is added.
    case changesDiff(showingSecrets: Bool)
    /// `undo`: revert the last change.
    case undo
    /// `reset N` / `reset KEY`: back to the default.
    case reset(target: String)
    /// `find TEXT` / `/TEXT`.
    case find(String)
    /// `go N`: open the screen of find result N.
    case go(Int)
    /// `why N` / `why KEY`: what decides whether a row shows.
    case why(target: String)
    /// `done`: end edit mode, else save and leave.
    case done
    /// `cancel`: leave without saving.
    case cancel
    /// `edit`: enter a list's edit mode.
    case edit
    /// `delete N`: remove list entry N.
    case delete(Int)
    /// `move N M`: move list entry N to position M.
    case move(from: Int, to: Int)
    /// `add [VALUE]`: append to a list.
    case add(String?)
    /// `rename N NAME`: rename entry N of a map.
    case rename(Int, String)
}
