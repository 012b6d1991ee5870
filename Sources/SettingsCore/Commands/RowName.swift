/// How a command names a row of the current screen: `help N`, `help #N`,
/// `help TITLE` (and `N?`, `#N?`, `TITLE?`).
public enum RowName: Sendable, Equatable {
    /// `N`: row N — on a checkmark list whose options are numbers, the
    /// option titled N, so a number typed there is never taken as another row.
    case number(Int)
    /// `#N`: row N by its position, whatever the titles.
    case position(Int)
    /// A row's title, matched as titles are (read-only rows included),
    /// else a setting's key.
    case title(String)
}
