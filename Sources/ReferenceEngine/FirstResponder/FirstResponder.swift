import DispatchModel

/// Events without a screen location and action messages (FR-*): first-responder status, shake
/// motion and remote-control events, nil-targeted actions and `target(forAction:withSender:)`.
extension DispatchSession {
    /// `becomeFirstResponder()` on `id` (FR-01): the receiver must be able to become first
    /// responder, and the current first responder (another object) must let go.
    mutating func becomeFirstResponder(_ id: String) {
        let traits = responders.traits[id] ?? .plain
        var result = traits.canBecomeFirstResponder
        if result, let current = firstResponder, current != id {
            result = responders.traits[current]?.canResignFirstResponder ?? true
        }
        if result { firstResponder = id }
        emit(.becomeFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// `resignFirstResponder()` on `id` (FR-01): true unless the subclass refuses; a first
    /// responder that lets go leaves the app without one.
    mutating func resignFirstResponder(_ id: String) {
        let result = responders.traits[id]?.canResignFirstResponder ?? true
        if result, firstResponder == id { firstResponder = nil }
        emit(.resignFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// Where an event without a location starts (FR-04): the first responder; when there is none,
    /// the key window (FR-07, engine choice), or nobody with the alternative.
    private var motionStart: String? {
        firstResponder ?? (choices.motionWithoutFirstResponderStartsAtKeyWindow ? scene.keyWindowID : nil)
    }

    /// A shake phase (FR-04, FR-05): from ``motionStart`` along the chain while responders pass it on.
    mutating func deliverMotion(_ phase: MotionPhase) {
        emit(.motionInput(phase: phase), because: "FR-04")
        let (called, handled) = walkChain(from: motionStart, \.motion)
        for id in called { emit(.motion(phase: phase, responder: id), because: "FR-04") }
        if !handled { emit(.droppedMotion(phase: phase), because: "FR-04") }
    }

    /// A remote-control event (FR-06): delivered like a shake, and only once the app receives
    /// remote-control events at all.
    mutating func deliverRemoteControl(_ subtype: RemoteControlSubtype) {
        emit(.remoteControlInput(subtype: subtype), because: "FR-04")
        guard scene.application.receivesRemoteControlEvents else { return }
        let (called, handled) = walkChain(from: motionStart, \.remoteControl)
        for id in called { emit(.remoteControl(responder: id, subtype: subtype), because: "FR-04") }
        if !handled { emit(.droppedRemoteControl(subtype: subtype), because: "FR-04") }
    }

    /// The responders from `start` whose method `behaviour` names runs, in order, while each
    /// passes the message on; and whether one of them handled it without calling `super`.
    private func walkChain(from start: String?, _ behaviour: KeyPath<ResponderTraits, TouchOverride>) -> (called: [String], handled: Bool) {
        var called: [String] = []
        guard let start else { return (called, false) }
        for id in responders.graph.chain(from: start) {
            let override = responders.traits[id]?[keyPath: behaviour] ?? .inherit
            if override.isOverridden { called.append(id) }
            if !override.forwards { return (called, true) }
        }
        return (called, false)
    }

    /// The object a nil-targeted action from `sender` reaches (FR-08): the search starts at the
    /// first responder when it is in the sender's window (or the sender has none), otherwise at
    /// the sender, and returns the first responder of the chain that implements `action`.
    func nilTargetedReceiver(of action: String, sender: String) -> String? {
        var start = sender
        if let current = firstResponder {
            let senderWindow = view(ofResponder: sender).map(tree.window(of:))
            if senderWindow == nil || senderWindow == view(ofResponder: current).map(tree.window(of:)) { start = current }
        }
        return target(forAction: action, from: start)
    }

    /// `target(forAction:withSender:)` (FR-10): the first responder from `responder` up the chain
    /// whose `canPerformAction` is true, that is, which implements `action`.
    func target(forAction action: String, from responder: String) -> String? {
        responders.graph.chain(from: responder).first { responders.traits[$0]?.actionMethods.contains(action) == true }
    }
}
