/// The timings and thresholds of the built-in recognizers that the rules leave to the engine
/// (engine choices of `Specs/rules/GR.md`). Times are milliseconds, distances points in window
/// coordinates, angles radians.
public struct RecognizerLimits: Sendable, Hashable {
    /// `GR-TAP-02/allowable-movement`: how far a tap's fingers may move from the first tap's
    /// anchor when the fixture leaves the tap's `allowableMovement` at UIKit's default.
    public var tapAllowableMovement = 45.0
    /// `GR-TAP-04/maximum-tap-duration`: each tap must lift within this time of touching down.
    public var maximumTapDuration = 750
    /// `GR-TAP-03/maximum-interval`, `GR-LP-06/tap-interval`: the next tap must touch down within
    /// this time after the previous one lifted.
    public var maximumIntervalBetweenTaps = 350
    /// `GR-PAN-01/hysteresis`: a pan (and a scroll view's pan, SV-03) begins once the centroid has
    /// travelled this far from its start.
    public var panHysteresis = 10.0
    /// `GR-SWP-02/thresholds`: the minimum displacement along a permitted direction.
    public var swipeMinimumDistance = 50.0
    /// `GR-SWP-02/thresholds`: a swipe must be recognized within this time of touching down.
    public var swipeMaximumDuration = 500
    /// `GR-PIN-01/thresholds`: a pinch begins once the finger distance changed by this much.
    public var pinchHysteresis = 10.0
    /// `GR-PIN-01/thresholds`: a rotation begins once the finger angle changed by this much.
    public var rotationHysteresis = 0.1
    /// `GR-EDG-01/edge-zone`: a screen-edge pan must start within this distance of its edge.
    public var screenEdgeZone = 20.0
    /// `GR-TAP-05/arrival-window`, `MT-08/arrival-window`: how long after a tap's first finger the
    /// others of a multi-finger tap may still arrive. Nil, the reference's pick: no window of its
    /// own, only the tap's ``maximumTapDuration``.
    public var multiFingerArrivalWindow: Int? = nil

    /// The reference engine's values, as the rule files state them.
    public static let reference = RecognizerLimits()

    /// Creates the reference's values; change properties to vary them.
    public init() {}
}
