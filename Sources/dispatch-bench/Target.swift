/// A figure of issue 19 and the target it is held to; the summary prints each with its ratio.
struct Target {
    /// What is measured, as the summary names it.
    var series: String
    /// The measured value, in `unit`.
    var measured: Double
    /// The target value, in `unit`.
    var target: Double
    /// The unit, e.g. "events/s".
    var unit: String
    /// Whether more is better (throughput) or less (time, ratio to a baseline).
    var higherIsBetter: Bool

    /// Whether the target is met.
    var met: Bool { higherIsBetter ? measured >= target : measured <= target }

    /// How far from the target: "met" or "missed by ×N" (the factor the measure must improve by).
    var verdict: String {
        if met { return "met" }
        let factor = higherIsBetter ? target / measured : measured / target
        return "missed by ×" + format(factor, 2)
    }
}

/// Targets measured so far in this run, for the closing summary.
nonisolated(unsafe) var targets: [Target] = []

/// Records a figure against its target and returns its verdict, for the series' own table.
@discardableResult
func hold(_ series: String, _ measured: Double, to target: Double, _ unit: String, higherIsBetter: Bool) -> String {
    let entry = Target(series: series, measured: measured, target: target, unit: unit, higherIsBetter: higherIsBetter)
    targets.append(entry)
    return entry.verdict
}
