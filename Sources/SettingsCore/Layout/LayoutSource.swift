import LosslessJSON

/// Where a layout comes from: one reader per format, and everything else —
/// the checks, the screens, the commands, saving — shared by all of them.
///
/// A layout is the panes a person walks through (``Pane``), their groups
/// (``Group``) and items (``Item``) — shown as screens, sections and rows —
/// and the settings those items hold (``Setting``, each under a key, with
/// its kind, rules and default).
/// A source reads its own format into that model and reports what is wrong
/// with the format itself; it does not check the layout.
///
/// A source is the reading half of a layout format: the format itself is a
/// ``SettingsFormat`` in its own module, which recognises its input and
/// opens it through its source. To add one (a Settings.bundle, a JSON
/// Schema, …):
///
/// 1. Write a type that conforms to `LayoutSource`, holding what it reads
///    (parsed files; a source is pure: the caller reads the files and
///    hands them over).
/// 2. In ``read()``, make a ``LayoutBuilder`` with `LayoutBuilder(for: self)`
///    and walk your format depth first, in the order a person reads it:
///    `addPane` for each pane (the root first), `addSetting` for each
///    setting as you meet it (it returns the setting's index for its item,
///    or nil when the setting was refused), `noteCondition` for each
///    visibility condition as written, then `setGroups` with the pane's
///    groups. Titles may be plain strings (`JSONText("Wi-Fi")`). Give
///    every part an ``Origin`` you can spell later. Report problems of your
///    format with `report(_:at:)` as ``LayoutProblem/Reason/format(_:)``
///    reasons of a ``FormatReason`` type of your own, worded beside it in
///    your module. If your format holds values too, pass them with
///    `store(_:tooLarge:)`; if they live in a separate values file, the
///    caller loads that file.
/// 3. In ``describe(_:)``, spell a place for messages: a JSON path, a plist
///    and a specifier, a JSON pointer.
/// 4. Open it from your ``SettingsFormat``'s ``SettingsFormat/open(_:)``,
///    and add the format to the app's list of formats (`LayoutFormats`).
///
/// ``load()`` then runs the checks every layout gets (``LayoutChecks``):
/// keys used twice, options missing, defaults and stored values against
/// their rules, conditions naming unknown keys or themselves. The result's
/// ``Layout`` drives sessions, `get`/`set`/`list`/`validate` and saving
/// exactly as for any other source.
package protocol LayoutSource {
    /// Reads the layout into a builder, reporting problems of the format.
    func read() -> LayoutBuilder

    /// A place spelled for a message, e.g. `groups[1].items[3]`; empty for
    /// the source as a whole.
    func describe(_ place: ProblemPlace) -> String
}

extension LayoutSource {
    /// Reads and checks the layout: the schema (when there are no errors),
    /// the stored values, and every problem found, in reading order.
    package func load() -> LayoutResult {
        var builder = read()
        return builder.finish()
    }
}
