import DispatchModel

/// The app changing a view or window while touches may be down (TD-13, TD-14, HT-01): the
/// dispatcher changes the tree and the responders, and cancels the touches a change takes away.
extension EventDispatcher {
    /// Hiding or showing a view or window, and changing its interaction, alpha or clipping, change
    /// only later hit tests: touches already bound stay bound and go on being delivered (HT-01). Removing it from its superview cancels every touch still
    /// down that is bound to it or to a view below it, as the view leaves (TD-13): through the
    /// recognizers and along the chain it had, touch by touch in the order they began; their later
    /// phases reach nobody (engine choice). A first responder that is hidden, or that leaves the
    /// window, stops being first responder, and no other responder takes over (FR-03, engine
    /// choice `FR-03/no-successor`: there is no key-view loop to find a next one in), or, with the
    /// alternative, the nearest one up its former chain that can.
    mutating func mutateView(_ mutation: ViewMutation, _ id: String) throws {
        timeline.emit(.viewMutation(mutation, view: id), because: Self.rules(of: mutation))
        guard let view = tree.indexOfID[id] else { throw ReferenceEngineError.unknownView(id) }
        switch mutation {
        case .hide:
            tree.setHidden(view, true)
            firstResponder.viewWasHidden(id, responders: responders, tree: tree)
            try stopBoundTouchesIfRefused(by: view)
        case .show:
            tree.setHidden(view, false)
        case .disableInteraction:
            tree.setInteractionEnabled(view, false)
            try stopBoundTouchesIfRefused(by: view)
        case .enableInteraction:
            tree.setInteractionEnabled(view, true)
        case .removeFromSuperview:
            let leaving = Set(tree.subtree(of: view))
            // FR-03: a first responder leaving passes its status up the chain it had (alternative).
            let formerResponders = responders
            // TD-13, engine choice: the touches are cancelled as the view leaves, or once it has left.
            if !choices.removedViewCancelsBeforeLeaving { detach(view, id) }
            try cancelBoundTouches(under: view)
            // TD-13, engine choice `TD-13/recognizers-of-a-removed-view`: the removed views' own
            // recognizers keep their state and timers (reference), or are cancelled or reset now.
            if !choices.removedViewsRecognizersKeepRunning {
                arena.stopRecognizers(onViews: leaving, table: &touches, tree: tree, timeline: &timeline)
                finishEvent()
            }
            firstResponder.viewsLeftTheWindow(leaving, responders: formerResponders, tree: tree)
            if choices.removedViewCancelsBeforeLeaving { detach(view, id) }
        }
    }

    /// The rules of a view-changing step's `input` line (`Specs/TRACE-FORMAT.md`, "Rules behind
    /// each kind of line"): what hiding or showing (HT-03) and disabling or enabling interaction
    /// (TD-14) change for later touches, and the cancellations a removal causes (TD-13).
    static func rules(of mutation: ViewMutation) -> StaticString {
        switch mutation {
        case .hide, .show: "HT-03"
        case .disableInteraction, .enableInteraction: "TD-14"
        case .removeFromSuperview: "TD-13"
        }
    }

    /// Cancels every touch still down that is bound to `view` or a view below it, through the
    /// recognizers and along the chain, touch by touch in the order they began; their later phases
    /// reach nobody (TD-13).
    private mutating func cancelBoundTouches(under view: Int) throws {
        let under = Set(tree.subtree(of: view))
        var lifted = false
        for touch in touches.order {
            guard let runtime = touches[touch], let bound = runtime.view, under.contains(bound) else { continue }
            guard runtime.isDown else {
                // TD-13: a lifted touch whose end a recognizer still withholds (GR-19) is cancelled
                // for its views now, once, and its withheld phases are never delivered.
                if runtime.viewAwaitsItsEnd {
                    touches.cancelForViews(touch)
                    lifted = true
                }
                continue
            }
            // TD-13, engine choice `TD-13/recognizers-of-a-cancelled-touch`: the recognizers get the
            // cancelled phase (reference), or stop receiving the touch as if they ignored it (GR-21).
            if !choices.recognizersReceiveRemovalCancels {
                for index in runtime.recognizers { arena.detach(index, from: touch, table: &touches) }
            }
            try handleTouches([TouchChange(id: touch, phase: .cancelled, point: runtime.point)], recordingInput: false)
            ignoring.ignore(touch)
        }
        if lifted { finishEvent() }
    }

    /// HT-01, engine choice: the reference goes on delivering a bound touch whatever happens to its
    /// view's flags; the alternative treats a view that no longer accepts touches (HT-03, HT-04) like
    /// a removed one, cancelling the touches bound to it or below it.
    private mutating func stopBoundTouchesIfRefused(by view: Int) throws {
        guard !choices.boundTouchesOutliveViewChanges, !tree.acceptsTouches(view) else { return }
        try cancelBoundTouches(under: view)
    }

    /// Takes the view out of the tree and out of its superview's responder chain.
    private mutating func detach(_ view: Int, _ id: String) {
        tree.removeFromSuperview(view)
        responders.removeFromSuperview(id)
    }

    /// `alpha` and `clipsToBounds` change later hit tests only (HT-01, HT-04, HT-12).
    mutating func setViewProperty(of id: String, alpha: Double? = nil, clipsToBounds: Bool? = nil) throws {
        guard let view = tree.indexOfID[id] else { throw ReferenceEngineError.unknownView(id) }
        if let alpha {
            timeline.emit(.setAlpha(view: id, alpha: alpha), because: "HT-04")
            tree.setAlpha(view, alpha)
            try stopBoundTouchesIfRefused(by: view)
        }
        if let clipsToBounds {
            timeline.emit(.setClipsToBounds(view: id, value: clipsToBounds), because: "HT-12")
            tree.setClipsToBounds(view, clipsToBounds)
        }
    }

    /// A control's `isEnabled` (CT-04, HT-16): a disabled control is skipped by later hit tests and
    /// does not start tracking; a touch it already tracks goes on being tracked (engine choice,
    /// CT-04).
    mutating func setControlEnabled(_ id: String, _ enabled: Bool) throws {
        guard let view = tree.indexOfID[id], tree.isControl(view) else { throw ReferenceEngineError.unknownView(id) }
        timeline.emit(.setControlEnabled(control: id, enabled: enabled), because: "CT-04")
        tree.setControlEnabled(view, enabled)
    }
}
