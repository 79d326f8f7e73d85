/// The timings and distances of the built-in recognizers that are not engine choices
/// (`Specs/rules/GR.md`); those that are live in ``RecognizerLimits``. Times are milliseconds,
/// distances points (in window coordinates).
enum GestureConstants {
    /// GR-TAP-02: a tap fails when the centroid of its fingers is farther than this from where the
    /// first tap of its sequence began.
    static let tapAllowableMovement = 45.0
    /// SV-06: a scroll view lets go of held content touches once a touch has moved more than
    /// this along an axis it cannot scroll on.
    static let scrollHysteresis = 10.0
}
