/// What the app does to a view or window during the script (TD-13, TD-14, HT-03, HT-17); the script
/// key and the `input` line are the raw value followed by the view's id.
public enum ViewMutation: String, Sendable, Hashable, CaseIterable {
    /// `isHidden = true`: later touches skip the view; a touch already bound to it stays bound.
    case hide
    /// `isHidden = false`: later touches may hit the view again; touches already down keep their
    /// views (HT-01).
    case show
    /// `isUserInteractionEnabled = false`: later touches skip the view and its subviews; a touch
    /// already bound stays bound (HT-01, TD-14).
    case disableInteraction
    /// `isUserInteractionEnabled = true`: later touches may hit the view again (TD-14).
    case enableInteraction
    /// `removeFromSuperview()`: the touches bound to the view or its subviews are cancelled (TD-13).
    case removeFromSuperview
}
