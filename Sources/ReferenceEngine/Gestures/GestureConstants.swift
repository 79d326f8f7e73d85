/// Every timing and distance the built-in recognizers use, in one place (`Specs/rules/GR.md`).
/// Times are milliseconds, distances points (in window coordinates).
enum GestureConstants {
    /// GR-TAP-02: a tap fails when a touch moves farther than this from where its tap began.
    static let tapAllowableMovement = 45.0
    /// GR-TAP-03: the next tap must touch down within this time after the previous tap lifted.
    static let maximumIntervalBetweenTaps = 350
    /// GR-TAP-04 (engine choice): each tap must lift within this time of touching down.
    static let maximumTapDuration = 750
    /// GR-LP-01: the default press duration.
    static let minimumPressDuration = 500
    /// GR-LP-01: a long press fails when a touch moves farther than this before it begins.
    static let longPressAllowableMovement = 10.0
    /// GR-PAN-01: a pan begins once the centroid has moved at least this far.
    static let panHysteresis = 10.0
    /// SV-06: a scroll view lets go of held content touches once a touch has moved more than
    /// this along an axis it cannot scroll on.
    static let scrollHysteresis = 10.0
    /// GR-SWP-02 (engine choice): the minimum displacement along a permitted direction.
    static let swipeMinimumDistance = 50.0
    /// GR-SWP-02 (engine choice): a swipe must be recognized within this time of touching down.
    static let swipeMaximumDuration = 500
    /// GR-PIN-01 (engine choice): a pinch begins once the finger distance changed by this much.
    static let pinchHysteresis = 10.0
    /// GR-PIN-01 (engine choice): a rotation begins once the finger angle changed by this many radians.
    static let rotationHysteresis = 0.1
    /// GR-EDG-01 (engine choice): a screen-edge pan must start within this distance of the edge.
    static let screenEdgeZone = 20.0
}
