import DispatchModel

/// The last finished tap of a view: where the series began, when its last touch lifted, and its
/// count.
struct TapSeries {
    let start: Point
    let endedAt: Int
    let count: Int
}

/// `UITouch.tapCount` (TD-09, engine choice): a new touch continues a view's series when the
/// previous touch of the series ended, not cancelled, at most 350 ms before, on the same view, and
/// the new touch begins within 45 pt of the series' first touch.
extension DispatchSession {
    /// Sets the tap count of a new touch and writes it.
    mutating func countTap(_ id: Int, on view: Int, at point: Point) {
        var count = 1
        var start = point
        if let series = tapSeries[view], clock.now - series.endedAt <= choices.tapSeries.maximumInterval,
            TouchGeometry.distance(point, series.start) <= choices.tapSeries.radius
        {
            count = series.count + 1
            start = series.start
        }
        touches[id]?.tapCount = count
        touches[id]?.tapSeriesStart = start
        emit(.tapCount(touch: id, count: count), because: "TD-09")
    }

    /// Records the end of a touch: a lift continues or starts the view's series, a cancel ends it.
    mutating func finishTap(_ id: Int, on view: Int, cancelled: Bool) {
        guard !cancelled, let touch = touches[id] else {
            tapSeries[view] = nil
            return
        }
        tapSeries[view] = TapSeries(start: touch.tapSeriesStart, endedAt: clock.now, count: touch.tapCount)
    }
}
