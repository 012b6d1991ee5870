/// What builds a layout's unbuilt panes (``UnbuiltPane``): a pure function
/// of the layout's source, so the same pane built twice is the same.
package protocol PaneBuilding: Sendable {
    /// Builds pane `id` of `layout` from `pane`: sets its groups, and adds
    /// the panes and settings inside it after those there are (new panes
    /// may be unbuilt in turn).
    func build(_ pane: UnbuiltPane, id: Int, in layout: inout Layout)
}
