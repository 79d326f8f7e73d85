import DispatchModel

/// One gesture recognizer during a run: its configuration, its state, its built-in logic, and the
/// touches it is receiving.
struct RecognizerRuntime {
    let spec: GestureRecognizerSpec
    /// The view it is attached to (an index into the view tree).
    let view: Int
    var state: GestureState = .possible
    var machine: any RecognizerMachine
    var enabled: Bool
    /// The touches it receives, in the order they began (GR-11); its own set (MT-07).
    var touches: [Int] = []
    /// Whether it received a touch since its last reset: only such recognizers are waited for
    /// (GA-03, engine choice) and arbitrate with others.
    var participating = false
    /// The type of the touches it has received since its last reset (GR-27).
    var touchType: TouchType?
    /// A transition it asked for that waits for other recognizers to fail (GA-03).
    var pending: GestureState?
    /// Its running timers: its machine's timer → clock sequence.
    var timers: [RecognizerTimer: Int] = [:]
    /// A scroll view's own recognizer (its content-touch delay, its pan or its zoom), or an app's.
    let role: Role

    /// The rules of its own logic, which annotate the transitions it asks for.
    var ownRules: StaticString {
        switch (role, spec.kind) {
        case (.contentDelay, _): "SV-01 SV-04"
        case (.scrollPan, _): "SV-03 SV-06"
        case (.scrollZoom, _): "SV-13 GR-PIN-01"
        case (_, .tap): "GR-TAP-01 GR-TAP-02 GR-TAP-04 GR-TAP-05"
        case (_, .longPress): "GR-LP-01 GR-LP-02 GR-LP-03"
        case (_, .pan): "GR-PAN-01 GR-PAN-02"
        case (_, .swipe): "GR-SWP-01 GR-SWP-02"
        case (_, .pinch), (_, .rotation): "GR-PIN-01"
        case (_, .screenEdgePan): "GR-EDG-01"
        case (_, .contentTouchDelay): "SV-01"
        }
    }

    /// Who made the recognizer.
    enum Role: Equatable {
        /// The app added it.
        case app
        /// The scroll view withholds its content's touches with it (SV-01).
        case contentDelay
        /// The scroll view's pan (SV-03, SV-06, SV-07).
        case scrollPan
        /// The pinch of a zoomable scroll view (SV-13).
        case scrollZoom
    }

    /// Creates the runtime of a recognizer with its built-in logic.
    init(spec: GestureRecognizerSpec, view: Int, role: Role, machine: any RecognizerMachine) {
        self.spec = spec
        self.view = view
        self.enabled = spec.enabled
        self.role = role
        self.machine = machine
    }

    /// A recognizer the app added, with the logic of its kind; `screen` is its window's frame
    /// (GR-EDG-01).
    init(appRecognizer spec: GestureRecognizerSpec, view: Int, screen: Rect, limits: RecognizerLimits) {
        self.init(spec: spec, view: view, role: .app, machine: Self.machine(for: spec.kind, screen: screen, limits: limits))
    }

    static func machine(for kind: GestureRecognizerSpec.Kind, screen: Rect, limits: RecognizerLimits) -> any RecognizerMachine {
        switch kind {
        // GR-TAP-02, engine choice `GR-TAP-02/allowable-movement`: UIKit's default when the
        // fixture leaves it out.
        case .tap(let taps, let touches, let movement):
            TapMachine(
                tapsRequired: taps, touchesRequired: touches, allowableMovement: movement ?? limits.tapAllowableMovement, limits: limits)
        case .longPress(let taps, let touches, let duration, let movement):
            LongPressMachine(
                tapsRequired: taps, touchesRequired: touches, minimumPressDuration: duration, allowableMovement: movement, limits: limits)
        case .pan(let minimum, let maximum):
            PanMachine(minimumTouches: minimum, maximumTouches: maximum, hysteresis: limits.panHysteresis)
        case .swipe(let directions, let touches):
            SwipeMachine(directions: directions, touchesRequired: touches, limits: limits)
        case .pinch:
            PinchRotationMachine(measure: .distance, limits: limits)
        case .rotation:
            PinchRotationMachine(measure: .angle, limits: limits)
        case .screenEdgePan(let edges):
            ScreenEdgePanMachine(edges: edges, screen: screen, limits: limits)
        case .contentTouchDelay:
            ContentTouchDelayMachine(milliseconds: ScrollViewRecognizers.contentTouchDelayMilliseconds)
        }
    }
}
