import DispatchModel

/// What a scroll view answers about its content when its own recognizers would leave `possible`
/// (SV-04, SV-06…SV-09, SV-13): `touchesShouldBegin`, `canCancelContentTouches` and
/// `touchesShouldCancel`. The gesture arena asks; these answers change nothing.
enum ScrollViewContent {
    /// SV-04: when a scroll view's content-touch delay lets go of the touches, the scroll view's
    /// `touchesShouldBegin` for the content view decides: yes releases them (the delay fails), no
    /// drops them (the delay recognizes, which cancels them for views and prevents nothing).
    static func decision(of recognizer: RecognizerRuntime, wants wanted: GestureState, table: TouchTable, tree: ViewTree) -> GestureState {
        guard recognizer.role == .contentDelay, wanted == .failed, let scroll = tree.scroll(of: recognizer.view) else {
            return wanted
        }
        let refused = recognizer.touches.contains { id in
            guard let view = table.view(of: id) else { return false }
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
    static func mayCancelContent(for recognizer: RecognizerRuntime, table: TouchTable, tree: ViewTree, choices: EngineChoices) -> Bool {
        let asks = recognizer.role == .scrollPan || (recognizer.role == .scrollZoom && !choices.zoomIgnoresContentAnswers)
        guard asks, let scroll = tree.scroll(of: recognizer.view) else { return true }
        for id in recognizer.touches {
            guard let touch = table[id], touch.viewIsReceivingIt, let view = touch.view else { continue }
            let isControl = tree.isControl(view)
            // SV-09: canCancelContentTouches false keeps the content's touches; SV-08: by default
            // touchesShouldCancel refuses for controls.
            if !scroll.canCancelContentTouches || !Self.answer(scroll.touchesShouldCancel, for: view, default: !isControl, tree: tree) {
                return false
            }
        }
        return true
    }
}
