import DispatchModel

/// `isExclusiveTouch` (MT-05): which new touches are kept from their view's chain.
extension DispatchSession {
    /// Whether a new touch on `view` is withheld from its chain: the view is exclusive and another
    /// view of its window holds a touch, or an exclusive view of its window holds one.
    func isWithheldByExclusiveTouch(newTouchOn view: Int) -> Bool {
        guard tree.hasExclusiveTouchViews else { return false }
        let window = tree.window(of: view)
        for other in touchOrder {
            guard let touch = touches[other], holdsItsView(touch), let holder = touch.view, holder != view,
                tree.window(of: holder) == window
            else { continue }
            if tree[view].exclusiveTouch || tree[holder].exclusiveTouch { return true }
        }
        return false
    }
}
