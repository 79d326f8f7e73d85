import DispatchModel

/// A scroll view's `isTracking` and `isDragging` (SV-10), written in `scroll` lines when they
/// change.
///
/// **When it is called:** `isTracking` by the dispatcher, as touches begin on a scroll view's
/// content and as they end; `isDragging` by the arena, when a scroll view's pan changes state.
/// **What it may change:** the touches it counts per scroll view, and the timeline.
/// **What it never changes:** touches, recognizers or views.
struct ScrollFlags {
    /// The touches down on each scroll view's content, by view index.
    private var touchesOnContent: [Int: [Int]] = [:]

    /// `isTracking` becomes true when a touch begins on the content of a scroll view that had
    /// none: for each scroll view around the touch's view, innermost first.
    mutating func track(newTouch id: Int, on view: Int, tree: ViewTree, timeline: inout Timeline) {
        guard tree.hasScrollViews else { return }
        for node in tree.ancestry(of: view) where tree.scroll(of: node) != nil {
            if touchesOnContent[node, default: []].isEmpty { Self.emit(.tracking, true, of: node, tree: tree, timeline: &timeline) }
            touchesOnContent[node, default: []].append(id)
        }
    }

    /// `isTracking` becomes false when the last touch on the content of a scroll view ends or is
    /// cancelled (engine choice: after the event's view phase, or as the ending event arrives).
    mutating func stopTracking(touch id: Int, tree: ViewTree, timeline: inout Timeline) {
        guard !touchesOnContent.isEmpty else { return }
        for node in touchesOnContent.keys.sorted() where touchesOnContent[node]?.contains(id) == true {
            touchesOnContent[node]!.removeAll { $0 == id }
            if touchesOnContent[node]!.isEmpty { Self.emit(.tracking, false, of: node, tree: tree, timeline: &timeline) }
        }
    }

    /// `isDragging` follows the scroll view's pan: true when it begins, false when it ends or is
    /// cancelled (engine choice: written right after the pan's `gesture` line).
    static func panChanged(
        _ recognizer: RecognizerRuntime, from old: GestureState, to new: GestureState, tree: ViewTree, timeline: inout Timeline
    ) {
        guard recognizer.role == .scrollPan else { return }
        if old == .possible && new.isActive {
            emit(.dragging, true, of: recognizer.view, tree: tree, timeline: &timeline)
        } else if old.isActive && (new == .ended || new == .cancelled) {
            emit(.dragging, false, of: recognizer.view, tree: tree, timeline: &timeline)
        }
    }

    private static func emit(_ flag: ScrollFlag, _ value: Bool, of view: Int, tree: ViewTree, timeline: inout Timeline) {
        timeline.emit(.scrollFlag(scrollView: tree.id(of: view), flag: flag, value: value), because: "SV-10")
    }
}
