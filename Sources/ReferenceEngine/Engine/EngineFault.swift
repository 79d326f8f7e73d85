/// Deliberate deviations from UIKit, reachable only through `@testable import`. The harness tests
/// switch one on at a time to prove that the corpus catches it (mutation testing); the public
/// engine never enables any.
enum EngineFault: Hashable, CaseIterable {
    /// Subviews are asked first to last (back to front) instead of last to first (HT-08).
    case subviewsFrontToBack
    /// Alpha is compared as the written double, so `alpha = 0.01` stays hittable (HT-04).
    case alphaComparedAsDouble
    /// `point(inside:)` includes the max-x and max-y edges (HT-06).
    case closedBounds
    /// Points are passed to subviews without the superview's bounds origin (HT-10).
    case ignoresBoundsOrigin
    /// A responder that does not handle a touch does not pass it on (RC-06).
    case noForwardingToNextResponder
    /// Windows are asked back to front (HT-17, HT-18).
    case windowsBackToFront
    /// A cancelling recognizer cancels the view's touches as soon as they begin (GR-15).
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
}
