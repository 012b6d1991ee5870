/// What builds a layout's unbuilt panes (``UnbuiltPane``): a pure function
/// of the layout's source, so the same pane built twice is the same.
public protocol PaneBuilding: Sendable {
    /// `layout` with pane `id` built from `pane`: its groups set, and the
    /// panes and settings inside it added after those there are (new panes
    /// may be unbuilt in turn).
    func build(_ pane: UnbuiltPane, id: Int, in layout: Layout) -> Layout
}
