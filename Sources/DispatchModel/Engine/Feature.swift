/// A part of UIKit's behaviour that an engine may implement (`Specs/FEATURES.md`).
///
/// Engines declare the features they implement; fixtures list the features they need; a fixture
/// that needs an undeclared feature is skipped, never passed.
public struct Feature: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The feature's name, e.g. `hit-testing`.
    public var rawValue: String

    /// Creates a feature from its name; whether the name is known is checked by ``isKnown``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Default hit testing of views in one window.
    public static let hitTesting = Feature(rawValue: "hit-testing")
    /// Hit testing through view transforms.
    public static let transforms = Feature(rawValue: "transforms")
    /// The `hitTest` / `pointInside` override vocabulary.
    public static let hitTestOverrides = Feature(rawValue: "hit-test-overrides")
    /// Several windows, levels and hidden windows.
    public static let windows = Feature(rawValue: "windows")
    /// Touch delivery along the responder chain.
    public static let responderChain = Feature(rawValue: "responder-chain")

    /// The gesture-recognizer state machine: states, targets and actions, reset, enabling, the
    /// phases recognizers get before views, and `cancelsTouchesInView`.
    public static let gestureRecognizers = Feature(rawValue: "gesture-recognizers")
    /// The answers of recognizer delegates and `UIView.gestureRecognizerShouldBegin(_:)` (GR-07…GR-09).
    public static let gestureDelegates = Feature(rawValue: "gesture-delegates")
    /// `require(toFail:)` and the delegate's dynamic failure requirements (GA-03, GA-04, GA-14).
    public static let failureRequirements = Feature(rawValue: "failure-requirements")
    /// `delaysTouchesBegan` and `delaysTouchesEnded`: phases withheld from views (GR-18, GR-19).
    public static let touchDelays = Feature(rawValue: "touch-delays")
    /// Recognizers that receive the same touches competing: exclusion, simultaneous recognition,
    /// one-way prevention (GA-01, GA-02, GA-05, GA-06, GA-13, GA-16).
    public static let gestureArbitration = Feature(rawValue: "gesture-arbitration")
    /// `UITapGestureRecognizer` for one tap of one finger.
    public static let singleTap = Feature(rawValue: "single-tap")
    /// `UITapGestureRecognizer` needing two or more taps (GR-TAP-03, GR-TAP-07).
    public static let multiTap = Feature(rawValue: "multi-tap")
    /// `UITapGestureRecognizer` needing two or more fingers (GR-TAP-05, MT-08).
    public static let multiFingerTap = Feature(rawValue: "multi-finger-tap")
    /// `UILongPressGestureRecognizer`.
    public static let longPress = Feature(rawValue: "long-press")
    /// `UIPanGestureRecognizer`.
    public static let pan = Feature(rawValue: "pan")
    /// `UISwipeGestureRecognizer`.
    public static let swipe = Feature(rawValue: "swipe")
    /// `UIPinchGestureRecognizer`, and the zooming of scroll views.
    public static let pinch = Feature(rawValue: "pinch")
    /// `UIRotationGestureRecognizer`.
    public static let rotation = Feature(rawValue: "rotation")
    /// `UIScreenEdgePanGestureRecognizer`.
    public static let screenEdgePan = Feature(rawValue: "screen-edge-pan")

    /// `UIControl` tracking, control events and target–action; `UIButton`'s veto.
    public static let controls = Feature(rawValue: "controls")
    /// `UIScrollView`'s content-touch delay and cancellation, and table-view selection.
    public static let scrollViews = Feature(rawValue: "scroll-views")
    /// `UITouch.tapCount` and the controls' `touchDownRepeat`.
    public static let tapCounts = Feature(rawValue: "tap-counts")
    /// `sendEvent(_:)` overrides of the application and windows, and app-wide ignoring of
    /// interaction events.
    public static let eventInterception = Feature(rawValue: "event-interception")
    /// `isExclusiveTouch` of views (MT-05).
    public static let exclusiveTouch = Feature(rawValue: "exclusive-touch")
    /// Several fingers down at once reaching views: `isMultipleTouchEnabled` (MT-02…MT-04, CT-10).
    public static let multiTouch = Feature(rawValue: "multi-touch")
    /// First responder, shake motion and remote-control events, nil-targeted actions (FR-*).
    public static let firstResponder = Feature(rawValue: "first-responder")
    /// `location(in:)` and `previousLocation(in:)` of the touches passed to responders (TD-07).
    public static let touchLocations = Feature(rawValue: "touch-locations")
    /// The app hiding, disabling or removing views while touches are down (TD-13, HT-01).
    public static let viewChanges = Feature(rawValue: "view-changes")
    /// Touch types other than a finger, `allowedTouchTypes` and `requiresExclusiveTouchType`
    /// (TD-17, GR-27).
    public static let touchTypes = Feature(rawValue: "touch-types")
    /// A control's `state` during tracking, `isSelected`, and the minimum highlight (CT-02, CT-15).
    public static let controlState = Feature(rawValue: "control-state")
    /// A scroll view's `isTracking` and `isDragging` (SV-10).
    public static let scrollFlags = Feature(rawValue: "scroll-flags")
    /// Scroll views that scroll along one axis only, and the early release of held touches by
    /// movement along the other (SV-06).
    public static let scrollableAxes = Feature(rawValue: "scrollable-axes")
    /// `UISwitch` and `UISlider`, the controls that send valueChanged (CT-17, CT-18).
    public static let valueControls = Feature(rawValue: "value-controls")
    /// The app's `UIWindowScene` in the responder chain, from iOS 13 (RC-15).
    public static let windowScenes = Feature(rawValue: "window-scenes")
    /// A delegate's answer to `gestureRecognizer(_:shouldReceive:)` for the event, asked from
    /// iOS 13.4 (GR-28).
    public static let eventDelegates = Feature(rawValue: "event-delegates")

    /// Every feature of this format version, in the order of `Specs/FEATURES.md`.
    public static let catalogue: [Feature] = [
        .hitTesting, .transforms, .hitTestOverrides, .windows, .responderChain, .gestureRecognizers, .gestureDelegates,
        .failureRequirements, .touchDelays, .gestureArbitration, .singleTap, .multiTap, .multiFingerTap, .longPress, .pan, .swipe,
        .pinch, .rotation, .screenEdgePan, .controls, .scrollViews, .tapCounts, .eventInterception, .exclusiveTouch, .multiTouch,
        .firstResponder,
        .touchLocations, .viewChanges, .touchTypes,
        .controlState, .scrollFlags, .scrollableAxes, .valueControls, .windowScenes, .eventDelegates,
    ]

    /// Whether this feature is in the ``catalogue``.
    public var isKnown: Bool { Self.catalogue.contains(self) }

    /// The name.
    public var description: String { rawValue }

    /// Alphabetical by name.
    public static func < (lhs: Feature, rhs: Feature) -> Bool { lhs.rawValue < rhs.rawValue }
}
