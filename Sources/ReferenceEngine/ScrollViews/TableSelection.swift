import DispatchModel

/// A table view selects the cell a touch ended on, when the touch reached the cell uncancelled
/// (its delegate's `didSelectRow`; the mechanism of article 003's table-versus-tap conflict,
/// SV-11). Called by the dispatcher as the view phase delivers a lift (SV-15); it changes nothing
/// but the timeline.
enum TableSelection {
    /// Writes the selection when `view` is in a cell of a table.
    static func select(under view: Int, tree: ViewTree, timeline: inout Timeline) {
        let ancestry = tree.ancestry(of: view)
        guard let cell = ancestry.first(where: { tree.nodes[$0].kind == .tableCell }),
            let table = ancestry.first(where: { tree.nodes[$0].kind == .tableView })
        else { return }
        timeline.emit(.select(table: tree.nodes[table].id, cell: tree.nodes[cell].id), because: "SV-11 SV-15")
    }
}
