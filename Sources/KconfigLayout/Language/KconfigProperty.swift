/// A property of a symbol or menu entry: a prompt, a default, a select,
/// an imply, a range, the choice it belongs to, or a menu or comment title.
package struct KconfigProperty: Sendable {
    /// What kind of property.
    package enum Kind: Sendable, Equatable {
        case prompt, menu, comment, `default`, choice, select, imply, range, symbol
    }

    package var kind: Kind
    /// Prompts, menus and comments: the text.
    package var text: String?
    /// The value (a default), the symbol (select, imply, symbol, choice) or nil.
    package var expr: KconfigExpr?
    /// A range's bounds.
    package var range: (low: Int, high: Int)?
    /// For the choice property of a choice: its members, in order.
    package var members: [Int] = []
    /// The condition (`if …`), with the enclosing dependencies once finalized.
    package var condition: KconfigExpr?
    /// The condition's last calculated value.
    package var conditionTri: Tristate = .no
    /// The menu entry that declared it.
    package var menu: Int
    package var file: String
    package var line: Int

    /// The one symbol a default, select, imply or choice property names.
    package var symbol: Int? {
        if case .symbol(let s) = expr { return s }
        return nil
    }
}
