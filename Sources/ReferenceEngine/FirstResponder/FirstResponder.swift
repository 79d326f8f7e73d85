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
    /// The first responders by holder, changed only by the methods below (FR-01): one holder, the
    /// app (``appHolder``), under engine choice `FR-08/single-first-responder`; with its
    /// alternative, one per window, by the window's id.
    private(set) var holders: [String: String] = [:]
    /// The key window, where a motion starts without a first responder (FR-07).
    let keyWindowID: String
    /// Whether the app receives remote-control events at all (FR-06).
    let receivesRemoteControlEvents: Bool
    /// The engine choices it plays by.
    let choices: EngineChoices

    /// The one holder when the app has a single first responder (no window id is empty).
    private static let appHolder = ""

    init(scene: Scene, choices: EngineChoices) {
        keyWindowID = scene.keyWindowID
        receivesRemoteControlEvents = scene.application.receivesRemoteControlEvents
        self.choices = choices
    }

    /// FR-08, engine choice `FR-08/single-first-responder`: whose first responder `id` would be:
    /// the app's, or, with a first responder per window, its window's (the key window's for an
    /// object in no window: the application, its delegate, the window scene).
    private func holder(of id: String, responders: ResponderTable, tree: ViewTree) -> String {
        guard !choices.singleFirstResponderForTheApp else { return Self.appHolder }
        guard let view = responders.view(ofResponder: id, in: tree) else { return keyWindowID }
        return tree.id(of: tree.window(of: view))
    }

    /// The first responder events without a location start at (FR-04, FR-07): the app's, or the
    /// key window's.
    private var keyFirstResponder: String? {
        holders[choices.singleFirstResponderForTheApp ? Self.appHolder : keyWindowID]
    }

    /// `becomeFirstResponder()` on `id` (FR-01): the receiver must be able to become first
    /// responder, and the current first responder (another object) must let go: the app's, or,
    /// with a first responder per window, that of the receiver's window (FR-08's engine choice).
    mutating func becomeFirstResponder(_ id: String, responders: ResponderTable, tree: ViewTree, timeline: inout Timeline) {
        let traits = responders.traits[id] ?? .plain
        let holder = holder(of: id, responders: responders, tree: tree)
        var result = traits.canBecomeFirstResponder
        if result, let current = holders[holder], current != id {
            result = responders.traits[current]?.canResignFirstResponder ?? true
        }
        if result {
            // An object is first responder for one holder at a time.
            holders = holders.filter { $0.value != id }
            holders[holder] = id
        }
        timeline.emit(.becomeFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// `resignFirstResponder()` on `id` (FR-01): true unless the subclass refuses; a first
    /// responder that lets go leaves its holder without one.
    mutating func resignFirstResponder(_ id: String, responders: ResponderTable, timeline: inout Timeline) {
        let result = responders.traits[id]?.canResignFirstResponder ?? true
        if result { holders = holders.filter { $0.value != id } }
        timeline.emit(.resignFirstResponder(responder: id, result: result), because: "FR-01")
    }

    /// FR-03: the view `id` is hidden; if it is a first responder it stops being one, and, under
    /// engine choice `FR-03/no-successor`, nobody takes over (there is no key-view loop to find a
    /// next one in); with the alternative, the nearest responder up its chain that can take over
    /// does (``successor(after:responders:tree:leaving:)``).
    mutating func viewWasHidden(_ id: String, responders: ResponderTable, tree: ViewTree) {
        for (holder, current) in holders where current == id {
            holders[holder] = successor(after: id, responders: responders, tree: tree, leaving: [])
        }
    }

    /// FR-03: the views `leaving` left their window; a first responder among them, or a view
    /// controller whose root view is among them, stops being first responder, and nobody takes
    /// over, or, with the alternative of `FR-03/no-successor`, the nearest responder up its former
    /// chain that stays. `responders` is the responder table from before the removal.
    mutating func viewsLeftTheWindow(_ leaving: Set<Int>, responders: ResponderTable, tree: ViewTree) {
        for (holder, current) in holders {
            guard let owner = responders.view(ofResponder: current, in: tree), leaving.contains(owner) else { continue }
            holders[holder] = successor(after: current, responders: responders, tree: tree, leaving: leaving)
        }
    }

    /// FR-03, engine choice `FR-03/no-successor`: who takes over from a first responder that is
    /// hidden or leaves its window. Nobody (reference); with the alternative, the nearest
    /// responder after it along its chain, up to and including its window, that can become first
    /// responder (FR-01) and stays in a window, shown: a view, a view controller (by its root view)
    /// or the window itself, standing for the next valid key view that A-HID names.
    private func successor(after id: String, responders: ResponderTable, tree: ViewTree, leaving: Set<Int>) -> String? {
        guard !choices.firstResponderHasNoSuccessor else { return nil }
        let windows = Set(tree.windows)
        for candidate in responders.graph.chain(from: id).dropFirst() {
            guard let view = responders.view(ofResponder: candidate, in: tree) else { return nil }
            if leaving.contains(view) { continue }
            let shown = tree.ancestry(of: view).allSatisfy { !tree.flags(of: $0).hidden }
            if shown, windows.contains(tree.window(of: view)), responders.traits[candidate]?.canBecomeFirstResponder == true {
                return candidate
            }
            if windows.contains(view) { return nil }
        }
        return nil
    }

    /// Where an event without a location starts (FR-04): the first responder (the key window's,
    /// with a first responder per window); when there is none, the key window (FR-07, engine
    /// choice), or nobody with the alternative.
    private var motionStart: String? {
        keyFirstResponder ?? (choices.motionWithoutFirstResponderStartsAtKeyWindow ? keyWindowID : nil)
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
    /// first responder of the sender's window, otherwise at the sender, and returns the first
    /// responder of the chain that implements `action`. Engine choice
    /// `FR-08/single-first-responder`: the app's one first responder counts when it is in the
    /// sender's window (or the sender has none); with the alternative, the sender's window's own
    /// first responder (the key window's for a sender in no window).
    func nilTargetedReceiver(of action: String, sender: String, responders: ResponderTable, tree: ViewTree) -> String? {
        var start = sender
        if !choices.singleFirstResponderForTheApp {
            start = holders[holder(of: sender, responders: responders, tree: tree)] ?? sender
        } else if let current = holders[Self.appHolder] {
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
