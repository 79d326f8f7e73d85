import DispatchModel

/// A table view selects the cell a touch ended on, when the touch reached the cell uncancelled
/// (its delegate's `didSelectRow`; the mechanism of article 003's table-versus-tap conflict,
/// SV-11). Called by the dispatcher as the view phase delivers a lift (SV-15); it changes nothing
/// but the timeline.
enum TableSelection {
    /// Writes the selection when `view` is in a cell of a table.
    static func select(under view: Int, tree: ViewTree, timeline: inout Timeline) {
        let ancestry = tree.ancestry(of: view)
        guard let cell = ancestry.first(where: { tree.kind(of: $0) == .tableCell }),
            let table = ancestry.first(where: { tree.kind(of: $0) == .tableView })
        else { return }
        timeline.emit(.select(table: tree.id(of: table), cell: tree.id(of: cell)), because: "SV-11 SV-15")
    }
}
