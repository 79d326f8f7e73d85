import DispatchModel

/// A scroll view's `isTracking` and `isDragging` (SV-10), written in `scroll` lines when they
/// change.
extension DispatchSession {
    /// `isTracking` becomes true when a touch begins on the content of a scroll view that had
    /// none: for each scroll view around the touch's view, innermost first.
    mutating func scrollViewsTrack(newTouch id: Int) {
        guard tree.hasScrollViews, let view = touches[id]?.view else { return }
        for node in tree.ancestry(of: view) where tree.nodes[node].scroll != nil {
            if scrollTouches[node, default: []].isEmpty { emitScrollFlag(.tracking, true, of: node) }
            scrollTouches[node, default: []].append(id)
        }
    }

    /// `isTracking` becomes false when the last touch on the content of a scroll view ends or is
    /// cancelled (engine choice: after the event's view phase).
    mutating func scrollViewsStopTracking(touch id: Int) {
        guard !scrollTouches.isEmpty else { return }
        for node in scrollTouches.keys.sorted() where scrollTouches[node]?.contains(id) == true {
            scrollTouches[node]!.removeAll { $0 == id }
            if scrollTouches[node]!.isEmpty { emitScrollFlag(.tracking, false, of: node) }
        }
    }

    /// `isDragging` follows the scroll view's pan: true when it begins, false when it ends or is
    /// cancelled (engine choice: written right after the pan's `gesture` line).
    mutating func scrollPanChanged(_ index: Int, from old: GestureState, to new: GestureState) {
        guard recognizers[index].role == .scrollPan else { return }
        if old == .possible && new.isActive {
            emitScrollFlag(.dragging, true, of: recognizers[index].view)
        } else if old.isActive && (new == .ended || new == .cancelled) {
            emitScrollFlag(.dragging, false, of: recognizers[index].view)
        }
    }

    private mutating func emitScrollFlag(_ flag: ScrollFlag, _ value: Bool, of view: Int) {
        emit(.scrollFlag(scrollView: tree.nodes[view].id, flag: flag, value: value), because: "SV-10")
    }
}
