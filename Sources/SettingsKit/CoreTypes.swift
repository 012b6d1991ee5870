import LosslessJSON
import SettingsCore
import SettingsTerminal

// The types SettingsKit's own declarations speak in, which are defined by
// the modules beneath it. Each is named here, deliberately, so that a program
// that imports SettingsKit alone can name every type a public signature uses
// (a store's `layout`, a check's value, a session's style) — and nothing else
// of those modules: the session engine, the formats and the files stay inside.

/// A screen tree and its settings, as every layout source becomes: a form,
/// a bound model, a settings file, a schema. See ``Form/layout(values:)``.
public typealias Layout = SettingsCore.Layout

/// A layout, or the problems that kept it from being one (each a ``LayoutProblem``).
public typealias LayoutResult = SettingsCore.LayoutResult

/// One problem with a layout: what is wrong, and where (a path of titles or keys).
public typealias LayoutProblem = SettingsCore.LayoutProblem

/// One setting of a layout: its key, title, kind and rules.
public typealias Setting = SettingsCore.Setting

/// The values of a session: those stored, and the changes pending until `done`.
public typealias ValueStore = SettingsCore.ValueStore

/// The members of a store's file no setting names, read when asked for
/// (a ``ValueStore``'s `unread`); a store of your own may give one.
public typealias StoredMembers = SettingsCore.StoredMembers

/// The whole-config check a store may bring (a JSON Schema's validator
/// over a config), run before a save.
public typealias ConfigChecker = SettingsCore.ConfigChecker

/// Text to print that is safe by construction: whatever is interpolated
/// into it is made inert (control characters shown as escapes).
public typealias Message = SettingsCore.Message

/// The symbols and colour of the screens.
public typealias RenderStyle = SettingsCore.RenderStyle

/// A program's own rule for a setting's values: the phrase that completes
/// a sentence starting with the setting's title, or nil to let the value through.
public typealias ValueCheck = SettingsCore.Session.ValueCheck

/// A JSON value as a store keeps it: numbers as their text (``JSONNumber``), members in order.
public typealias JSONValue = LosslessJSON.JSONValue

/// A JSON number as it was written, so that nothing is rounded on the way back.
public typealias JSONNumber = LosslessJSON.JSONNumber

/// Where a session's lines come from, for ``SessionInput/source(_:)``.
public typealias LineSource = SettingsTerminal.LineSource

/// What a ``LineSource`` is asked for: a command, an answer (with text to edit), a secret.
public typealias LineStyle = SettingsTerminal.LineStyle

/// What a ``LineSource`` read: a line, an interrupted one, or the end of its input.
public typealias LineRead = SettingsTerminal.LineRead
