/// What builds a layout's unbuilt panes (``UnbuiltPane``): a pure function
/// of the layout's source, so the same pane built twice is the same.
package protocol PaneBuilding: Sendable {
    /// Builds pane `id` of `layout` from `pane`: sets its groups, and adds
    /// the panes and settings inside it after those there are (new panes
    /// may be unbuilt in turn).
    func build(_ pane: UnbuiltPane, id: Int, in layout: inout Layout)

    /// The rows `pane` will show, read without building it (see
    /// ``UnbuiltRow``), but those whose identity is `known` already.
    func rows(of pane: UnbuiltPane, unless known: (RowIdentity) -> Bool) -> [UnbuiltRow]

    /// The identities of the rows the layout was read with (its root
    /// screen's): a row of an unbuilt pane with one of them is not listed again.
    var builtIdentities: Set<RowIdentity> { get }

    /// An identity equal for unbuilt panes that show the same rows (a
    /// screen of a schema inside itself, reached again deeper down), in the
    /// source's own numbers as a row's is: `find` reads such a pane once.
    /// Nil when the source can't say.
    func sameRows(as pane: UnbuiltPane) -> RowIdentity?
}

extension PaneBuilding {
    package func rows(of pane: UnbuiltPane, unless known: (RowIdentity) -> Bool) -> [UnbuiltRow] { [] }

    package var builtIdentities: Set<RowIdentity> { [] }

    package func sameRows(as pane: UnbuiltPane) -> RowIdentity? { nil }
}
