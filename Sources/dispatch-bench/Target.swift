/// A figure of issue 19 or 29 and the target it is held to, if it has one; the summary prints
/// each with its verdict.
struct Target {
    /// What is measured, as the summary names it.
    var series: String
    /// The measured value, in `unit`.
    var measured: Double
    /// The target value, in `unit`; nil for a figure reported without a target.
    var target: Double?
    /// The unit, e.g. "events/s".
    var unit: String
    /// Whether more is better (throughput) or less (time, ratio to a baseline).
    var higherIsBetter: Bool

    /// Whether the target is met (false for a figure without a target).
    var met: Bool {
        guard let target else { return false }
        return higherIsBetter ? measured >= target : measured <= target
    }

    /// How far from the target: "met", "missed by ×N" (the factor the measure must improve by),
    /// or "no target".
    var verdict: String {
        guard let target else { return "no target" }
        if met { return "met" }
        let factor = higherIsBetter ? target / measured : measured / target
        return "missed by ×" + format(factor, 2)
    }
}

/// Targets and figures measured so far in this run, for the closing summary.
nonisolated(unsafe) var targets: [Target] = []

/// Records a figure against its target and returns its verdict, for the series' own table.
@discardableResult
func hold(_ series: String, _ measured: Double, to target: Double, _ unit: String, higherIsBetter: Bool) -> String {
    let entry = Target(series: series, measured: measured, target: target, unit: unit, higherIsBetter: higherIsBetter)
    targets.append(entry)
    return entry.verdict
}

/// Records a figure that has no target (the summary says "no target" rather than inventing one).
func record(_ series: String, _ measured: Double, _ unit: String) {
    targets.append(Target(series: series, measured: measured, target: nil, unit: unit, higherIsBetter: true))
}
