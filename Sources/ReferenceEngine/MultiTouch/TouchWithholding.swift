import DispatchModel

/// `isMultipleTouchEnabled` (MT-02, MT-03) and `isExclusiveTouch` (MT-05): which new touches are
/// kept from their view's chain. Read when a touch is bound (``TouchTable/bind(_:to:recognizers:at:type:tree:)``);
/// these predicates change nothing.
extension TouchTable {
    /// Whether a new touch on `view` is withheld from its chain because the view is single-touch and
    /// holds another touch: one still down, bound to it, and not itself withheld from it. A touch a
    /// recognizer cancelled in the view is still the view's until the finger lifts (MT-02).
    func isWithheldAsFurtherTouch(newTouchOn view: Int, tree: ViewTree) -> Bool {
        guard !tree.isMultipleTouchEnabled(view) else { return false }
        return order.contains { other in
            guard let touch = self[other] else { return false }
            return holdsItsView(touch) && touch.view == view
        }
    }

    /// Whether a new touch on `view` is withheld from its chain: the view is exclusive and another
    /// view of its window holds a touch, or an exclusive view of its window holds one (MT-05).
    func isWithheldByExclusiveTouch(newTouchOn view: Int, tree: ViewTree) -> Bool {
        guard tree.hasExclusiveTouchViews else { return false }
        let window = tree.window(of: view)
        for other in order {
            guard let touch = self[other], holdsItsView(touch), let holder = touch.view, holder != view,
                tree.window(of: holder) == window
            else { continue }
            if tree.isExclusiveTouch(view) || tree.isExclusiveTouch(holder) { return true }
        }
        return false
    }

    /// Whether `touch` counts as its view's for MT-02 and MT-05: down and not withheld from the
    /// view; a touch a recognizer cancelled in the view counts until its finger lifts (MT-02,
    /// engine choice), or, with the alternative, no longer.
    func holdsItsView(_ touch: TouchRuntime) -> Bool {
        touch.holdsItsView(cancelledTouchHoldsItsViewUntilLift: choices.cancelledTouchHoldsItsViewUntilLift)
    }
}
