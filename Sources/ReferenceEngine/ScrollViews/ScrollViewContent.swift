import DispatchModel

/// What a scroll view's own recognizers decide about its content (SV-04, SV-06…SV-09, SV-13):
/// read by the arena when they would leave `possible`; these decisions change nothing.
extension GestureArena {
    /// SV-04: when a scroll view's content-touch delay lets go of the touches, the scroll view's
    /// `touchesShouldBegin` for the content view decides: yes releases them (the delay fails), no
    /// drops them (the delay recognizes, which cancels them for views and prevents nothing).
    func scrollViewDecision(_ index: Int, wants wanted: GestureState, table: TouchTable, tree: ViewTree) -> GestureState {
        guard recognizers[index].role == .contentDelay, wanted == .failed, let scroll = tree.nodes[recognizers[index].view].scroll else {
            return wanted
        }
        let refused = recognizers[index].touches.contains { id in
            guard let view = table[id]?.view else { return false }
            return !Self.answer(scroll.touchesShouldBegin, for: view, default: true, tree: tree)
        }
        return refused ? .ended : .failed
    }

    /// A scroll view's answer for a content view: `falseFor` names it or one of its superviews.
    static func answer(_ answer: ScrollViewSpec.ContentAnswer?, for view: Int, default fallback: Bool, tree: ViewTree) -> Bool {
        switch answer {
        case nil: return fallback
        case .always(let value)?: return value
        case .falseFor(let ids)?:
            let excluded = Set(ids.compactMap { tree.indexOfID[$0] })
            return excluded.isDisjoint(with: tree.ancestry(of: view))
        }
    }

    /// SV-06, SV-07: a scroll view's pan may begin over content that already has the touch only
    /// if the scroll view can cancel content touches and `touchesShouldCancel` agrees (by default
    /// it refuses for controls). Its zoom does not ask (SV-13, engine choice), or, with the
    /// alternative, asks the same.
    func scrollMayCancelContent(_ index: Int, table: TouchTable, tree: ViewTree) -> Bool {
        let asks = recognizers[index].role == .scrollPan || (recognizers[index].role == .scrollZoom && !choices.zoomIgnoresContentAnswers)
        guard asks, let scroll = tree.nodes[recognizers[index].view].scroll else { return true }
        for id in recognizers[index].touches {
            guard let touch = table[id], touch.viewBegan, !touch.viewFinished, let view = touch.view else { continue }
            let isControl = tree.nodes[view].control != nil
            // SV-09: canCancelContentTouches false keeps the content's touches; SV-08: by default
            // touchesShouldCancel refuses for controls.
            if !scroll.canCancelContentTouches || !Self.answer(scroll.touchesShouldCancel, for: view, default: !isControl, tree: tree) {
                return false
            }
        }
        return true
    }
}
