import DispatchModel

/// Events without a screen location and action messages (FR-*): first-responder status, shake
/// motion and remote-control events, nil-targeted actions and `target(forAction:withSender:)`.
///
/// **When it is called:** by the dispatcher, for the script's first-responder, motion,
/// remote-control and action steps, and when a view leaves or is hidden (FR-03); by controls
/// for nil-targeted actions (FR-05, FR-08).
/// **What it may change:** which responder is first responder, and the timeline.
/// **What it never changes:** touches, recognizers, controls, views or the responder chain.
struct FirstResponder {
    /// The first responder, by id (FR-01); changed only by the methods below.
    private(set) var current: String?
    /// The key window, where a motion starts without a first responder (FR-07).
    let keyWindowID: String
    /// Whether the app receives remote-control events at all (FR-06).
    let receivesRemoteControlEvents: Bool
    /// The engine choices it plays by.
    let choices: EngineChoices

    init(scene: Scene, choices: EngineChoices) {
        keyWindowID = scene.keyWindowID
        receivesRemoteControlEvents = scene.application.receivesRemoteControlEvents
        self.choices = choices
    }

    /// `becomeFirstResponder()` on `id` (FR-01): the receiver must be able to become first
    /// responder, and the current first responder (another object) must let go.
    mutating func becomeFirstResponder(_ id: String, responders: ResponderTable, timeline: inout Timeline) {
        let traits = responders.traits[id] ?? .plain
        var result = traits.canBecomeFirstResponder
        if result, let current = current, current != id {
            result = responders.traits[current]?.canResignFirstResponder ?? true
        }
        if result { current = id }
        timeline.emit(.becomeFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// `resignFirstResponder()` on `id` (FR-01): true unless the subclass refuses; a first
    /// responder that lets go leaves the app without one.
    mutating func resignFirstResponder(_ id: String, responders: ResponderTable, timeline: inout Timeline) {
        let result = responders.traits[id]?.canResignFirstResponder ?? true
        if result, current == id { current = nil }
        timeline.emit(.resignFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// FR-03: the view `id` is hidden; if it is the first responder it stops being one, and no
    /// other responder takes over (engine choice: there is no key-view loop to find a next one in).
    mutating func viewWasHidden(_ id: String) {
        if current == id { current = nil }
    }

    /// FR-03: the views `leaving` left their window; a first responder among them, or a view
    /// controller whose root view is among them, stops being first responder, and no other
    /// responder takes over.
    mutating func viewsLeftTheWindow(_ leaving: Set<Int>, responders: ResponderTable, tree: ViewTree) {
        if let current, let owner = responders.view(ofResponder: current, in: tree), leaving.contains(owner) { self.current = nil }
    }

    /// Where an event without a location starts (FR-04): the first responder; when there is none,
    /// the key window (FR-07, engine choice), or nobody with the alternative.
    private var motionStart: String? {
        current ?? (choices.motionWithoutFirstResponderStartsAtKeyWindow ? keyWindowID : nil)
    }

    /// A shake phase (FR-04, FR-05): from ``motionStart`` along the chain while responders pass it on.
    func deliverMotion(_ phase: MotionPhase, responders: ResponderTable, timeline: inout Timeline) {
        timeline.emit(.motionInput(phase: phase), because: "FR-05")
        let (called, handled) = walkChain(from: motionStart, \.motion, responders: responders)
        for id in called { timeline.emit(.motion(phase: phase, responder: id), because: "FR-04 FR-05") }
        if !handled { timeline.emit(.droppedMotion(phase: phase), because: "RC-12") }
    }

    /// A remote-control event (FR-06): delivered like a shake, and only once the app receives
    /// remote-control events at all.
    func deliverRemoteControl(_ subtype: RemoteControlSubtype, responders: ResponderTable, timeline: inout Timeline) {
        timeline.emit(.remoteControlInput(subtype: subtype), because: "FR-06")
        guard receivesRemoteControlEvents else { return }
        let (called, handled) = walkChain(from: motionStart, \.remoteControl, responders: responders)
        for id in called { timeline.emit(.remoteControl(responder: id, subtype: subtype), because: "FR-04 FR-06") }
        if !handled { timeline.emit(.droppedRemoteControl(subtype: subtype), because: "RC-12") }
    }

    /// The responders from `start` whose method `behaviour` names runs, in order, while each
    /// passes the message on; and whether one of them handled it without calling `super`.
    private func walkChain(
        from start: String?, _ behaviour: KeyPath<ResponderTraits, TouchOverride>, responders: ResponderTable
    ) -> (called: [String], handled: Bool) {
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
    func nilTargetedReceiver(of action: String, sender: String, responders: ResponderTable, tree: ViewTree) -> String? {
        var start = sender
        if let current = current {
            let senderWindow = responders.view(ofResponder: sender, in: tree).map(tree.window(of:))
            if senderWindow == nil || senderWindow == responders.view(ofResponder: current, in: tree).map(tree.window(of:)) {
                start = current
            }
        }
        return Self.target(forAction: action, from: start, responders: responders)
    }

    /// `target(forAction:withSender:)` (FR-10): the first responder from `responder` up the chain
    /// whose `canPerformAction` is true, that is, which implements `action`.
    static func target(forAction action: String, from responder: String, responders: ResponderTable) -> String? {
        responders.graph.chain(from: responder).first { responders.traits[$0]?.actionMethods.contains(action) == true }
    }
}
