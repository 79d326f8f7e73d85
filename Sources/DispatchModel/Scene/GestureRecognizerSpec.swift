/// A gesture recognizer attached to a view, with its configuration and the answers its delegate
/// and subclass give (`Specs/FIXTURE-FORMAT.md`, "Gesture recognizers").
public struct GestureRecognizerSpec: Sendable, Hashable {
    /// The built-in recognizer class and its kind-specific properties.
    public enum Kind: Sendable, Hashable {
        /// `UITapGestureRecognizer`.
        case tap(taps: Int, touches: Int, allowableMovement: Double)
        /// `UILongPressGestureRecognizer`; the duration is in milliseconds.
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
        /// created by the scroll view, never written in a fixture.
        case contentTouchDelay(milliseconds: Int)

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
    /// The delay of a scroll view's content touches (SV-01): 150 ms.
    public static let contentTouchDelayMilliseconds = 150

    /// The recognizers a scroll view has of its own, as the fixture format declares them (SV-01…SV-07,
    /// SV-13): `S_delay`, `S_pan`, and `S_pinch` for a zoomable one; none for other views. Fixtures
    /// may name them (a failure requirement, an expectation), so validation knows them; what they
    /// do is an engine's business.
    public static func scrollViewRecognizers(of view: ViewSpec) -> [GestureRecognizerSpec] {
        ScrollViewRecognizer.allCases.compactMap { scrollViewRecognizer($0, of: view) }
    }

    /// One of the scroll view's own recognizers, nil when the view has none of that role. Their
    /// flags are those UIKit prints for its own (OBS-061, OBS-062): `S_delay` withholds content
    /// touches (delaysTouchesBegan, the default delaysTouchesEnded, no actions, it never prevents
    /// another recognizer), `S_pan` turns `delaysTouchesEnded` off, and the zoom pinch recognizes
    /// together with the pan, as UIScrollView lets its own two do.
    public static func scrollViewRecognizer(_ role: ScrollViewRecognizer, of view: ViewSpec) -> GestureRecognizerSpec? {
        guard let scroll = view.scrollView else { return nil }
        switch role {
        case .contentTouchDelay:
            return GestureRecognizerSpec(
                // SV-05: with delaysContentTouches false the delay is zero, so touches go at once.
                id: "\(view.id)_delay",
                kind: .contentTouchDelay(milliseconds: scroll.delaysContentTouches ? contentTouchDelayMilliseconds : 0),
                actions: [], delaysTouchesBegan: true, delaysTouchesEnded: true)
        case .pan:
            return GestureRecognizerSpec(
                id: "\(view.id)_pan", kind: .pan(minimumTouches: 1, maximumTouches: nil), actions: [], delaysTouchesEnded: false)
        case .zoom:
            guard scroll.zoomable else { return nil }
            return GestureRecognizerSpec(
                id: "\(view.id)_pinch", kind: .pinch, actions: [],
                delegate: RecognizerDelegateSpec(shouldRecognizeSimultaneouslyWith: .some(["\(view.id)_pan"])))
        }
    }
}
