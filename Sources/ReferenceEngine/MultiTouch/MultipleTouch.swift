import DispatchModel

/// `isMultipleTouchEnabled` (MT-02, MT-03): a single-touch view is given only the first of the
/// touches it holds at once.
extension DispatchSession {
    /// Whether a new touch on `view` is withheld from its chain because the view is single-touch and
    /// holds another touch: one still down, bound to it, and not itself withheld from it. A touch a
    /// recognizer cancelled in the view is still the view's until the finger lifts (MT-02).
    func isWithheldAsFurtherTouch(newTouchOn view: Int) -> Bool {
        guard !tree[view].multipleTouchEnabled else { return false }
        return touchOrder.contains { other in
            guard let touch = touches[other] else { return false }
            return holdsItsView(touch) && touch.view == view
        }
    }

    /// Whether `touch` counts as its view's for MT-02 and MT-05: down and not withheld from the
    /// view; a touch a recognizer cancelled in the view counts until its finger lifts (MT-02,
    /// engine choice), or, with the alternative, no longer.
    func holdsItsView(_ touch: TouchRuntime) -> Bool {
        touch.isHeldByItsView && (choices.cancelledTouchHoldsItsViewUntilLift || !touch.cancelledForViews)
    }
}
