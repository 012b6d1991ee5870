/// What reads the rows of the panes a layout's source left in the source
/// (``Pane/rowsLeftInSource``): the groups are made when a pane is first
/// drawn, searched or checked rather than for every pane as the file is
/// read. A pure function of the source and the layout; the source checked
/// every row when it was read, so reading them again finds no problem.
package protocol PaneRowReading: Sendable {
    /// The groups of pane `id`, read from the source: `layout` knows where
    /// each key's setting is and which pane each row opens.
    func groups(ofPane id: Int, in layout: Layout) -> [Group]

    /// Whether a read-only row of a pane left in the source shows the
    /// stored value of `key` (known as the source was checked, so that a
    /// key no setting has does not make every pane's rows be read).
    func showsReadOnly(key: String) -> Bool
}
