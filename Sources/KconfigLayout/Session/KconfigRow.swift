/// One row of a Kconfig menu screen, as menuconfig draws the entry.
package struct KconfigRow: Sendable, Equatable {
    /// What the row is and what choosing it does.
    package enum Kind: Sendable, Equatable {
        /// A `menu`, a `menuconfig` or a `choice`: choosing it goes in.
        case submenu
        /// A bool: a switch.
        case toggle
        /// A tristate: `y`, `m` or `n`.
        case threeWay
        /// A string, int or hex: a field.
        case field
        /// A member of the choice on screen: choosing it moves the checkmark.
        case choiceMember
        /// A `comment`: shown, not chosen.
        case comment
    }

    package var kind: Kind
    /// The menu entry.
    package var menu: Int
    /// Its symbol (nil for a `menu` or a comment).
    package var symbol: Int?
    package var title: String
    /// The value as shown at the row's end (`[on]`, `[m]`, `4096`, `✓`), with `>` for a submenu.
    package var value: String
    /// Depth below the screen's menu, for entries menuconfig indents under the symbol they depend on.
    package var indent: Int

    /// Whether the row has a number (a comment has none).
    package var isNumbered: Bool { kind != .comment }
}
