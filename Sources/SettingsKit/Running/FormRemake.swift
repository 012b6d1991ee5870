import SettingsCore

/// A program's form made again after one of its actions ran: the layout
/// the session takes (its rows added or taken out, its values and screen
/// kept), with the form's actions and checks; or, when the new form has
/// errors, their lines, and the form shown stays as it was.
package enum FormRemake {
    case made(Layout, action: (String) -> ActionHandler?, check: Session.ValueCheck?)
    case failed([String])
}
