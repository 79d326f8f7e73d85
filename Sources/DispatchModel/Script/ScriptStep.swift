/// One step of a fixture's input script, at a virtual time.
public struct ScriptStep: Sendable, Hashable {
    /// What happens at a step.
    public enum Action: Sendable, Hashable {
        /// A touch (finger) changes phase at a screen point.
        case touch(id: Int, phase: TouchPhase, point: Point)
        /// Several touches change in one event (TD-05, TD-06, MT-03), in the order listed; each
        /// touch at most once.
        case touches([TouchChange])
        /// No input: virtual time advances to the step's time and due timers fire.
        case wait
        /// The app sets `isEnabled` of a gesture recognizer (GR-12).
        case setRecognizerEnabled(id: String, enabled: Bool)
        /// The system interrupts the app (an incoming call): every touch still down is cancelled
        /// (TD-13).
        case systemCancel
        /// The app calls `beginIgnoringInteractionEvents()`: touches that arrive while the nesting
        /// count is above zero are dropped (TD-15).
        case beginIgnoringInteractionEvents
        /// The app calls `endIgnoringInteractionEvents()`, lowering the nesting count by one (TD-15).
        case endIgnoringInteractionEvents
        /// The app changes a view or window while touches may be down (TD-13, TD-14).
        case mutateView(ViewMutation, id: String)
        /// The app sets a view's or window's `alpha` (HT-03, HT-04).
        case setAlpha(id: String, alpha: Double)
        /// The app sets a view's `clipsToBounds` (HT-12).
        case setClipsToBounds(id: String, clips: Bool)
        /// The app sets a control's `isEnabled` (CT-04, HT-16).
        case setControlEnabled(id: String, enabled: Bool)
        /// The app calls `becomeFirstResponder()` on a responder (FR-01).
        case becomeFirstResponder(id: String)
        /// The app calls `resignFirstResponder()` on a responder (FR-01).
        case resignFirstResponder(id: String)
        /// The user shakes the device: a motion event of subtype `motionShake` in this phase (FR-05).
        case motion(MotionPhase)
        /// A remote-control event of this subtype arrives (FR-06).
        case remoteControl(RemoteControlSubtype)
        /// The app calls `UIApplication.sendAction(_:to: nil, from:for: nil)` with this sender (FR-08).
        case sendAction(action: String, from: String)
        /// The app calls `target(forAction:withSender: nil)` on a responder (FR-10).
        case targetForAction(action: String, from: String)
    }

    /// Virtual time in milliseconds; never less than the previous step's.
    public var at: Int
    /// What happens.
    public var action: Action
    /// The type of the touch a began touch step creates (TD-17); `.direct` otherwise.
    public var touchType: TouchType = .direct

    /// Creates a step.
    public init(at: Int, action: Action) {
        self.at = at
        self.action = action
    }

    /// The touch changes the step makes: one for a touch step, several for a touches step, none
    /// for the others.
    public var touchChanges: [TouchChange] {
        switch action {
        case .touch(let id, let phase, let point): [TouchChange(id: id, phase: phase, point: point, type: touchType)]
        case .touches(let changes): changes
        default: []
        }
    }

    /// A touch step.
    public static func touch(_ id: Int, _ phase: TouchPhase, _ point: Point, at time: Int) -> ScriptStep {
        ScriptStep(at: time, action: .touch(id: id, phase: phase, point: point))
    }
}
