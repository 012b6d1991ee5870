/// Everything one screen shows, ready for the ``Renderer``: the navigation
/// bar and the sections with their rows.
public struct ScreenModel: Sendable, Equatable {
    public var title: String
    /// The parent screen's title, shown as the back button; nil on the root.
    public var backTitle: String?
    /// The navigation bar's button: `Done` on the root, `Edit`/`Done` on lists.
    public var barButton: String?
    public var sections: [Section]
    /// The row `go N` landed on, by its place (numbered or not): a long
    /// screen is drawn around it (see ``Renderer/neighbourhood``), so the
    /// found row is in view; `show` draws it whole.
    public var focus: RowPlace?

    /// Where a row is: its section's index and its index in that section.
    public struct RowPlace: Sendable, Equatable {
        public var section: Int
        public var row: Int
    }

    /// The place of the first row that `matches`, if any.
    public func place(where matches: (Row) -> Bool) -> RowPlace? {
        for (sectionIndex, section) in sections.enumerated() {
            if let rowIndex = section.rows.firstIndex(where: matches) { return RowPlace(section: sectionIndex, row: rowIndex) }
        }
        return nil
    }

    /// The selectable rows, in number order.
    public var numberedRows: [Row] {
        sections.flatMap { $0.rows.filter { $0.number != nil } }
    }

    /// The number of the last selectable row (0 when none): numbers run 1, 2, 3… down the screen.
    public var lastNumber: Int {
        for section in sections.reversed() {
            if let number = section.rows.last(where: { $0.number != nil })?.number { return number }
        }
        return 0
    }

    /// The row with a given number.
    public func row(numbered number: Int) -> Row? {
        for section in sections {
            for row in section.rows where row.number == number { return row }
        }
        return nil
    }
}
