/// A gesture recognizer attached to a view, with its configuration and the answers its delegate
/// and subclass give (`Specs/FIXTURE-FORMAT.md`, "Gesture recognizers").
public struct GestureRecognizerSpec: Sendable, Hashable {
    /// The built-in recognizer class and its kind-specific properties.
    public enum Kind: Sendable, Hashable {
        /// `UITapGestureRecognizer`. A nil `allowableMovement` keeps UIKit's default, an engine
        /// choice (`GR-TAP-02/allowable-movement`: the engine under test plays its own; 45 pt in
        /// the reference engine).
        case tap(taps: Int, touches: Int, allowableMovement: Double?)
        /// `UILongPressGestureRecognizer`; the duration is in milliseconds. Its defaults (500 ms,
        /// 10 pt) are documented (GR-LP-02), so a fixture that leaves them out means them.
        case longPress(taps: Int, touches: Int, minimumPressDuration: Int, allowableMovement: Double)
        /// `UIPanGestureRecognizer`; nil maximum means unlimited.
        case pan(minimumTouches: Int, maximumTouches: Int?)
        /// `UISwipeGestureRecognizer`.
        case swipe(directions: [SwipeDirection], touches: Int)
        /// `UIPinchGestureRecognizer`.
        case pinch
        /// `UIRotationGestureRecognizer`.
        case rotation
        /// `UIScreenEdgePanGestureRecognizer`.
        case screenEdgePan(edges: [ScreenEdge])
        /// A scroll view's private `UIScrollViewDelayedTouchesBeganGestureRecognizer` (SV-01),
        /// created by the scroll view, never written in a fixture; its delay is the engine's
        /// (SV-01, SV-05).
        case contentTouchDelay

        /// The `kind` name of the fixture format.
        public var name: String {
            switch self {
            case .tap: "tap"
            case .longPress: "longPress"
            case .pan: "pan"
            case .swipe: "swipe"
            case .pinch: "pinch"
            case .rotation: "rotation"
            case .screenEdgePan: "screenEdgePan"
            case .contentTouchDelay: "contentTouchDelay"
            }
        }

        /// Whether the recognizer is continuous (began, changed…, ended) rather than discrete.
        public var isContinuous: Bool {
            switch self {
            case .tap, .swipe, .contentTouchDelay: false
            case .longPress, .pan, .pinch, .rotation, .screenEdgePan: true
            }
        }

        /// The features an engine needs for a recognizer of this kind and configuration
        /// (`Specs/FEATURES.md`): a tap needs ``Feature/singleTap``, ``Feature/multiTap`` or
        /// ``Feature/multiFingerTap`` (or the last two) by its taps and fingers.
        public var features: [Feature] {
            switch self {
            case .tap(let taps, let touches, _):
                taps == 1 && touches == 1 ? [.singleTap] : (taps > 1 ? [.multiTap] : []) + (touches > 1 ? [.multiFingerTap] : [])
            case .longPress: [.longPress]
            case .pan: [.pan]
            case .swipe: [.swipe]
            case .pinch: [.pinch]
            case .rotation: [.rotation]
            case .screenEdgePan: [.screenEdgePan]
            case .contentTouchDelay: [.scrollViews]
            }
        }
    }

    /// Unique id in the scene.
    public var id: String
    /// Class and kind-specific properties.
    public var kind: Kind
    /// The target–action pairs, in registration order (GR-24).
    public var actions: [RecognizerAction]
    /// `isEnabled`.
    public var enabled: Bool
    /// `cancelsTouchesInView`.
    public var cancelsTouchesInView: Bool
    /// `delaysTouchesBegan`.
    public var delaysTouchesBegan: Bool
    /// `delaysTouchesEnded`.
    public var delaysTouchesEnded: Bool
    /// `require(toFail:)` targets.
    public var requireToFail: [String]
    /// Recognizers this one's `canPrevent(_:)` refuses.
    public var cannotPrevent: [String]
    /// Recognizers this one's `canBePrevented(by:)` refuses.
    public var cannotBePreventedBy: [String]
    /// The delegate's answers, or nil without a delegate.
    public var delegate: RecognizerDelegateSpec?
    /// `allowedTouchTypes` (TD-17): touches of other types never reach the recognizer. Nil keeps
    /// the class's default, an engine choice (`TD-17/allowed-touch-types-default`: UIKit's default
    /// is all four types or all but pencil, by class).
    public var allowedTouchTypes: [TouchType]?
    /// `requiresExclusiveTouchType` (GR-27): once it has a touch of one type, it ignores new
    /// touches of other types until reset.
    public var requiresExclusiveTouchType = true

    /// Creates a recognizer with UIKit's defaults.
    public init(
        id: String, kind: Kind, actions: [RecognizerAction]? = nil, enabled: Bool = true, cancelsTouchesInView: Bool = true,
        delaysTouchesBegan: Bool = false, delaysTouchesEnded: Bool = true, requireToFail: [String] = [], cannotPrevent: [String] = [],
        cannotBePreventedBy: [String] = [], delegate: RecognizerDelegateSpec? = nil
    ) {
        self.id = id
        self.kind = kind
        self.actions = actions ?? [RecognizerAction(name: id)]
        self.enabled = enabled
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.requireToFail = requireToFail
        self.cannotPrevent = cannotPrevent
        self.cannotBePreventedBy = cannotBePreventedBy
        self.delegate = delegate
    }

    /// Every recognizer id this one names.
    public var referencedRecognizers: [String] {
        var ids = requireToFail + cannotPrevent + cannotBePreventedBy
        if let delegate {
            ids += delegate.shouldRequireFailureOf
            if case .some(let others) = delegate.shouldRecognizeSimultaneouslyWith { ids += others }
            if case .some(let others) = delegate.shouldBeRequiredToFailBy { ids += others }
        }
        return ids
    }
}

/// A direction of `UISwipeGestureRecognizer.direction`.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    /// Towards increasing x.
    case right
    /// Towards decreasing x.
    case left
    /// Towards decreasing y.
    case up
    /// Towards increasing y.
    case down
}

/// An edge of `UIScreenEdgePanGestureRecognizer.edges`.
public enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The left edge.
    case left
    /// The bottom edge.
    case bottom
    /// The right edge.
    case right
}

extension GestureRecognizerSpec {
    /// The recognizers a scroll view has of its own, as a scene names them (``ScrollViewRecognizer``):
    /// `S_delay`, `S_pan`, and `S_pinch` for a zoomable one; none for other views. Fixtures may name
    /// them (a failure requirement, an expectation), so validation knows them. Each is described by
    /// its id, its class and its actions (none that the app sees); its other properties keep
    /// their defaults here, because how UIKit configures them — the delay, the phases they
    /// withhold, which recognize together — is the engine's, not the scene's.
    public static func scrollViewRecognizers(of view: ViewSpec) -> [GestureRecognizerSpec] {
        ScrollViewRecognizer.allCases.filter { $0.isPresent(on: view) }.map {
            GestureRecognizerSpec(id: $0.id(on: view.id), kind: $0.kind, actions: [])
        }
    }
}
