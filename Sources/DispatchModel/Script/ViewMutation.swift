/// What the app does to a view during the script (TD-13, TD-14, HT-03); the script key and the
/// `input` line are the raw value followed by the view's id.
public enum ViewMutation: String, Sendable, Hashable, CaseIterable {
    /// `isHidden = true`: later touches skip the view; a touch already bound to it stays bound.
    case hide
    /// `isUserInteractionEnabled = false`: likewise.
    case disableInteraction
    /// `removeFromSuperview()`: the touches bound to the view or its subviews are cancelled (TD-13).
    case removeFromSuperview
}
