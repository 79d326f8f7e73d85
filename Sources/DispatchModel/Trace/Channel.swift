/// A family of trace events that an expectation can select (`Specs/TRACE-FORMAT.md`).
public enum Channel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The script's input, as processed.
    case input
    /// `hitTest(_:with:)` entries and returns, and `point(inside:with:)` results.
    case hitTest
    /// The view a new touch is bound to.
    case hit
    /// Calls of overridden touch methods of responders.
    case touches
    /// Messages that left the end of the responder chain.
    case dropped
    /// Touches delivered to gesture recognizers.
    case recognizerTouches
    /// State changes of gesture recognizers.
    case gesture
    /// Actions sent by gesture recognizers.
    case action
    /// Values the actions read: location, translation, scale, rotation.
    case gestureValue
    /// Control events and table selections.
    case control
    /// The tap count of each new touch.
    case tapCount
    /// Calls of overridden `sendEvent(_:)` of the application and windows.
    case sendEvent
    /// The results of the app's `becomeFirstResponder()` and `resignFirstResponder()` calls.
    case firstResponder
    /// Calls of overridden motion methods (shake).
    case motion
    /// Calls of overridden `remoteControlReceived(with:)`.
    case remote
    /// Where each touch of a `touches` line is and was, in the receiving responder's coordinates.
    case location
    /// Changes of a control's `state` (highlighted, selected) during tracking (CT-02).
    case controlState
    /// Changes of a scroll view's `isTracking` and `isDragging` (SV-10).
    case scroll

    /// Declaration order.
    public static func < (lhs: Channel, rhs: Channel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
