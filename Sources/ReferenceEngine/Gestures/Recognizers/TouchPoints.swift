import DispatchModel

/// A point per touch, kept in the order of the touch ids, so that anything computed from all of
/// them (a centroid) adds the same numbers in the same order in every process. A `Dictionary`
/// would iterate in an order Swift randomises per process, and floating-point sums depend on
/// their order: a three-finger pan's translation differed between runs (issue 14).
struct TouchPoints {
    /// The touches and their points, by increasing touch id.
    private var entries: [(id: Int, point: Point)] = []

    /// The point of touch `id`, if it is held; setting nil removes the touch.
    subscript(id: Int) -> Point? {
        get { position(of: id).map { entries[$0].point } }
        set {
            let index = insertionIndex(of: id)
            let present = index < entries.count && entries[index].id == id
            switch (present, newValue) {
            case (true, let point?): entries[index].point = point
            case (true, nil): entries.remove(at: index)
            case (false, let point?): entries.insert((id, point), at: index)
            case (false, nil): break
            }
        }
    }

    /// How many touches are held.
    var count: Int { entries.count }

    /// Whether no touch is held.
    var isEmpty: Bool { entries.isEmpty }

    /// The points, by increasing touch id.
    var points: [Point] { entries.map(\.point) }

    /// The centroid of the points, summed by increasing touch id; the origin when there are none.
    var centroid: Point {
        // Summed in place, in the same order as `TouchGeometry.centroid(points)`, without building
        // the array of points: it runs for every tap and long press at every move.
        guard !entries.isEmpty else { return .zero }
        var (x, y) = (0.0, 0.0)
        for entry in entries { x += entry.point.x }
        for entry in entries { y += entry.point.y }
        let count = Double(entries.count)
        return Point(x: x / count, y: y / count)
    }

    /// How far the centroid of the touches of `starts` has travelled (GR-TAP-02, GR-LP-02): from
    /// the centroid of their points in `starts` to the centroid of their points here (a touch
    /// missing here counts where it started). Fingers that arrive or lift do not move it.
    /// The mean displacement is summed by increasing touch id, without building arrays: it runs
    /// for every recognizer at every move.
    func centroidTravel(from starts: TouchPoints) -> Double {
        guard !starts.entries.isEmpty else { return 0 }
        var (dx, dy) = (0.0, 0.0)
        for entry in starts.entries {
            let now = self[entry.id] ?? entry.point
            dx += now.x - entry.point.x
            dy += now.y - entry.point.y
        }
        let count = Double(starts.entries.count)
        return ((dx / count) * (dx / count) + (dy / count) * (dy / count)).squareRoot()
    }

    private func position(of id: Int) -> Int? {
        let index = insertionIndex(of: id)
        return index < entries.count && entries[index].id == id ? index : nil
    }

    /// The first index whose id is not below `id` (binary search: recognizers hold few touches,
    /// but a scene may hold many).
    private func insertionIndex(of id: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
