extension Sequence where Element: Hashable {
    /// The elements in order, each the first time it occurs.
    package func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
