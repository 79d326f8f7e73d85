/// Deliberate deviations from UIKit, reachable only through `@testable import`. The harness tests
/// switch one on at a time to prove that the corpus catches it (mutation testing); the public
/// engine never enables any.
enum EngineFault: Hashable, CaseIterable {
    /// Subviews are asked first to last (back to front) instead of last to first (HT-08).
    case subviewsBackToFront
    /// Alpha is compared as the written double, not as UIKit's 32-bit float, so `alpha = 0.01`
    /// stays hittable (HT-04).
    case alphaComparedAsDouble
    /// `point(inside:)` includes the max-x and max-y edges (HT-06).
    case closedBounds
    /// Points are passed to subviews without the superview's bounds origin (HT-10).
    case ignoresBoundsOrigin
    /// No responder passes a touch message on to its next responder: neither UIResponder's
    /// default implementation nor UIControl's when it does not track (RC-06).
    case noForwardingToNextResponder
    /// Windows are asked back to front (HT-17, HT-18).
    case windowsBackToFront
    /// A touch that a recognizer with `cancelsTouchesInView` receives is cancelled for its view at
    /// touch-down: the view gets `touchesCancelled` and never `touchesBegan` (GR-15).
    case cancelsViewTouchesAtTouchDown
    /// Recognizers of ancestors get touches before those of deeper views (GR-14, GA-13).
    case ancestorRecognizersFirst
    /// Ended touches are released to views after a fixed 0.15 s, whatever the recognizers (GR-19).
    case releasesEndedTouchesAfterFixedDelay
    /// Every touch reaches its view, as if every view had `isMultipleTouchEnabled` (MT-02).
    case ignoresMultipleTouchEnabled
    /// A nil-targeted action starts its search at the sender even when a first responder
    /// exists (FR-08).
    case nilTargetedActionsStartAtSender
    /// A button does not veto single-tap recognizers of other views, so a parent's tap beats it
    /// (GA-08).
    case buttonsDoNotVetoTaps
    /// A scroll view gives its content touchesBegan at once instead of after 150 ms (SV-01).
    case contentTouchesDeliveredImmediately
    /// A control sends touchUpInside whenever its touch ends, inside or not (CT-07).
    case touchUpInsideWhereverTheTouchEnds
    /// Every touch has a tap count of 1 (TD-09).
    case tapCountAlwaysOne

    /// The rules the fault breaks: a fixture that catches it cites one of them.
    var rules: [String] {
        switch self {
        case .subviewsBackToFront: ["HT-08"]
        case .alphaComparedAsDouble: ["HT-04"]
        case .closedBounds: ["HT-06"]
        case .ignoresBoundsOrigin: ["HT-10"]
        case .noForwardingToNextResponder: ["RC-06"]
        case .windowsBackToFront: ["HT-17", "HT-18"]
        case .cancelsViewTouchesAtTouchDown: ["GR-15"]
        case .ancestorRecognizersFirst: ["GR-14", "GA-13"]
        case .releasesEndedTouchesAfterFixedDelay: ["GR-19"]
        case .ignoresMultipleTouchEnabled: ["MT-02"]
        case .nilTargetedActionsStartAtSender: ["FR-08"]
        case .buttonsDoNotVetoTaps: ["GA-08"]
        case .contentTouchesDeliveredImmediately: ["SV-01"]
        case .touchUpInsideWhereverTheTouchEnds: ["CT-07"]
        case .tapCountAlwaysOne: ["TD-09"]
        }
    }

    /// Whether what the fault changes is only an *engine choice* of its rules, where UIKit is
    /// unspecified: then only `implementation-defined` fixtures can catch it, and a `required`
    /// fixture that did would be claiming more than UIKit documents. The order in which
    /// recognizers of nested views receive a touch is such a choice (GR-14, GA-13).
    var breaksOnlyAnEngineChoice: Bool { self == .ancestorRecognizersFirst }
}
