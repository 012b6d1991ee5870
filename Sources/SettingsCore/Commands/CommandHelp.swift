/// The one-line description of every command, shown by `help`.
public enum CommandHelp {
    public static let lines: [(usage: String, summary: String)] = [
        ("N", "select row N: toggle a switch, open a list or pane, edit a value"),
        ("TITLE", "select a row by its title (a unique beginning is enough)"),
        ("back, ..", "go back one screen"),
        ("top", "go back to the first screen"),
        ("show", "draw the screen again (also an empty line)"),
        ("set KEY VALUE", "set a value by key from anywhere"),
        ("get KEY", "print a value"),
        ("help, ?", "list these commands"),
        ("help N, N?", "explain row N: help, type, allowed values, default, key"),
        ("find TEXT, /TEXT", "search every screen; then go N opens result N"),
        ("changes", "list the changes not saved yet"),
        ("undo", "take back the last change"),
        ("reset N, reset KEY", "return a value to its default"),
        ("edit", "on a list: delete and move entries (done ends it)"),
        ("delete N", "on a list: remove entry N"),
        ("move N M", "on a list: move entry N to position M"),
        ("add [VALUE]", "on a list: add an entry"),
        ("done", "save the changes and leave (in edit mode: stop editing)"),
        ("cancel", "leave without saving"),
    ]

    /// The help text, aligned in two columns.
    public static var text: String {
        let width = lines.map { $0.usage.count }.max() ?? 0
        return (["Commands:"] + lines.map { "  " + $0.usage + String(repeating: " ", count: width - $0.usage.count + 2) + $0.summary })
            .joined(separator: "\n")
    }
}
