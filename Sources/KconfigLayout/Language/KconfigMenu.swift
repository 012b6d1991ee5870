/// One entry of the menu tree: a `config`/`menuconfig`/`choice` definition,
/// a `menu`, a `comment`, an `if` block, or the root (the main menu).
package struct KconfigMenu: Sendable {
    package var symbol: Int?
    /// Index of its prompt property (prompt, menu or comment title).
    package var prompt: Int?
    /// `depends on` (and after finalizing, those of the enclosing entries).
    package var dependency: KconfigExpr?
    /// `visible if`.
    package var visibility: KconfigExpr?
    package var parent: Int?
    /// Its first child entry and its next sibling (the kernel's links, kept
    /// so that the tree is reshaped exactly as the kernel reshapes it).
    package var list: Int?
    package var next: Int?
    package var help: String?
    package var file: String
    package var line: Int
    /// True for `menuconfig`.
    package var isMenuConfig = false

    package init(symbol: Int?, parent: Int?, file: String, line: Int) {
        self.symbol = symbol
        self.parent = parent
        self.file = file
        self.line = line
    }
}
