import DispatchModel

/// The app changing a view while touches may be down (TD-13, TD-14, HT-01).
extension DispatchSession {
    /// Hiding a view or disabling its interaction changes only later hit tests: touches already
    /// bound to it stay bound (HT-01). Removing it from its superview cancels every touch still
    /// down that is bound to it or to a view below it, as the view leaves (TD-13): through the
    /// recognizers and along the chain it had, touch by touch in the order they began; their later
    /// phases reach nobody (engine choice). A first responder that is hidden, or that leaves the
    /// window, stops being first responder, and no other responder takes over (FR-03, engine
    /// choice: there is no key-view loop to find a next one in).
    mutating func mutateView(_ mutation: ViewMutation, _ id: String) throws {
        emit(.viewMutation(mutation, view: id))
        guard let view = tree.indexOfID[id] else { throw ReferenceEngineError.unknownView(id) }
        switch mutation {
        case .hide:
            tree.hide(view)
            if firstResponder == id { firstResponder = nil }
        case .disableInteraction:
            tree.disableInteraction(view)
        case .removeFromSuperview:
            let leaving = Set(tree.subtree(of: view))
            for touch in touchOrder {
                guard let runtime = touches[touch], runtime.isDown, let bound = runtime.view, leaving.contains(bound) else { continue }
                try handleTouches([TouchChange(id: touch, phase: .cancelled, point: runtime.point)], recordingInput: false)
                ignoredTouches.insert(touch)
            }
            if let current = firstResponder, let owner = self.view(ofResponder: current), leaving.contains(owner) { firstResponder = nil }
            tree.removeFromSuperview(view)
        }
    }
}
