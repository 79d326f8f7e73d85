/// The gesture features a fixture needs by the recognizers of its scene (`Specs/FEATURES.md`):
/// the state machine for any recognizer, the kind features by kind and configuration, and the
/// parts an engine may implement one without the other (delegates, failure requirements, touch
/// delays, arbitration) by what the recognizers are set to do.
extension FeatureUsage {
    /// A recognizer the app added, with the view it is attached to.
    struct AttachedRecognizer {
        let recognizer: GestureRecognizerSpec
        let view: String
    }

    /// Adds to `reasons` the gesture features the scene's recognizers need.
    static func addGestureReasons(
        scene: Scene, comparesDelivery: Bool, to reasons: inout [Feature: String]
    ) {
        func need(_ feature: Feature, _ reason: @autoclosure () -> String) {
            if reasons[feature] == nil { reasons[feature] = reason() }
        }
        var superviews: [String: String] = [:]
        var scrollViews: Set<String> = []
        var attached: [AttachedRecognizer] = []
        scene.forEachView { view, superview in
            if let superview { superviews[view.id] = superview }
            if view.kind.isScrollView { scrollViews.insert(view.id) }
            if view.gestureRecognizerShouldBegin != .allow {
                need(.gestureDelegates, "\"\(view.id)\" overrides gestureRecognizerShouldBegin")
            }
            attached += view.gestureRecognizers.map { AttachedRecognizer(recognizer: $0, view: view.id) }
        }
        let anyBeRequiredToFail = attached.contains { ($0.recognizer.delegate?.shouldBeRequiredToFailBy ?? .some([])) != .some([]) }
        for entry in attached {
            let recognizer = entry.recognizer
            need(.gestureRecognizers, "\"\(recognizer.id)\" is a gesture recognizer")
            for feature in recognizer.kind.features {
                need(feature, "\"\(recognizer.id)\" is a \(describe(recognizer.kind))")
            }
            let delegate = recognizer.delegate ?? RecognizerDelegateSpec()
            if delegate != RecognizerDelegateSpec() { need(.gestureDelegates, "\"\(recognizer.id)\" has a delegate that answers") }
            let waits = !recognizer.requireToFail.isEmpty || !delegate.shouldRequireFailureOf.isEmpty
            if waits || delegate.shouldBeRequiredToFailBy != .some([]) {
                need(.failureRequirements, "\"\(recognizer.id)\" has a failure requirement")
            }
            if !recognizer.cannotPrevent.isEmpty || !recognizer.cannotBePreventedBy.isEmpty
                || delegate.shouldRecognizeSimultaneouslyWith != .some([])
            {
                need(.gestureArbitration, "\"\(recognizer.id)\" changes how it competes with other recognizers")
            }
            if recognizer.delaysTouchesBegan { need(.touchDelays, "\"\(recognizer.id)\" delays touchesBegan") }
            if !recognizer.delaysTouchesEnded { need(.touchDelays, "\"\(recognizer.id)\" does not delay touchesEnded") }
            // GR-19: an end is held only while the recognizer is undecided after it, which a
            // single-tap, single-finger recognizer without a failure requirement never is.
            if recognizer.delaysTouchesEnded, comparesDelivery, waits || anyBeRequiredToFail || staysUndecidedAfterAnEnd(recognizer.kind) {
                need(
                    .touchDelays,
                    "\"\(recognizer.id)\" may hold a touch's end while it is undecided (GR-19), and an expectation compares what views receive"
                )
            }
            var ancestor = superviews[entry.view]
            var chain = [entry.view]
            while let id = ancestor {
                chain.append(id)
                ancestor = superviews[id]
            }
            if let scroll = chain.first(where: scrollViews.contains) {
                need(.gestureArbitration, "\"\(recognizer.id)\" competes with the recognizers of scroll view \"\(scroll)\" (GA-16)")
            }
            // GA-01: recognizers compete when they receive the same touches, which happens when one
            // is attached to the other's view or to an ancestor of it (GR-11).
            if let other = attached.first(where: { $0.recognizer.id != recognizer.id && chain.contains($0.view) }) {
                need(.gestureArbitration, "\"\(recognizer.id)\" and \"\(other.recognizer.id)\" can receive the same touch")
            }
        }
    }

    /// Whether a recognizer of `kind` can still be undecided after one of its touches ended: it
    /// waits for another tap or another finger.
    static func staysUndecidedAfterAnEnd(_ kind: GestureRecognizerSpec.Kind) -> Bool {
        switch kind {
        case .tap(let taps, let touches, _): taps > 1 || touches > 1
        case .longPress(let taps, let touches, _, _): taps > 0 || touches > 1
        case .pan, .swipe, .pinch, .rotation, .screenEdgePan, .contentTouchDelay: false
        }
    }

    /// `pan recognizer`, `single-tap recognizer`, `tap recognizer needing 2 taps and 2 fingers`.
    static func describe(_ kind: GestureRecognizerSpec.Kind) -> String {
        guard case .tap(let taps, let touches, _) = kind else { return "\(kind.name) recognizer" }
        var needs: [String] = []
        if taps > 1 { needs.append("\(taps) taps") }
        if touches > 1 { needs.append("\(touches) fingers") }
        return needs.isEmpty ? "single-tap recognizer" : "tap recognizer needing \(needs.joined(separator: " and "))"
    }
}
