import DispatchModel
import ReferenceEngine

/// The reference engine against the class-based baseline on one scenario, measured in the same
/// run: the agreement check first, then rounds in alternation (reference, baseline, reference,
/// baseline…), each round building the scene afresh and playing the whole script, as
/// ``ReferenceEngine/run(_:)`` does.
struct BaselineComparison {
    /// The script's touch events.
    var events: Int
    /// Median seconds of a reference round.
    var referenceSeconds: Double
    /// Median seconds of a baseline round.
    var baselineSeconds: Double

    /// The reference engine's touch events per second.
    var referencePerSecond: Double { Double(events) / referenceSeconds }
    /// The baseline's touch events per second.
    var baselinePerSecond: Double { Double(events) / baselineSeconds }
    /// Reference throughput over baseline throughput: 1 or more when the reference is at least as
    /// fast.
    var ratio: Double { baselineSeconds / referenceSeconds }

    /// The line a series prints under its table when every row agreed.
    static let agreementNote =
        "baseline checked before timing on every row: the same hit view for every touch, as many calls of the app's touch "
        + "methods of each phase as touches lines, as many taps as action lines; each round builds the scene and plays the "
        + "script, for both"

    /// What measuring a scenario gave.
    enum Outcome {
        /// Both agree and were timed.
        case measured(BaselineComparison)
        /// The reference engine refused the scenario.
        case invalid(String)
        /// The baseline does not do the reference's work (or cannot model the scenario): no ratio.
        case disagreement(String)
    }

    /// Checks agreement, then times `runs` rounds of each in alternation.
    static func measure(_ scenario: Scenario, engine: ReferenceEngine, runs: Int) -> Outcome {
        let trace: Trace
        do { trace = try engine.run(scenario) } catch { return .invalid("the generated scene is invalid: \(error)") }
        if let disagreement = BaselineAgreement.disagreement(scenario, reference: trace) { return .disagreement(disagreement) }
        let tapsPerRound = BaselineApplication.play(scenario).actions
        var taps = 0
        let (reference, baseline) = Stopwatch.alternatingMedians(
            runs: runs, { _ = try? engine.run(scenario) }, { taps += BaselineApplication.play(scenario).actions })
        // The baseline's counts are read, so its rounds cannot be optimized away.
        guard taps == tapsPerRound * runs else {
            return .disagreement("the baseline recognized \(taps) taps in \(runs) rounds, \(tapsPerRound) in one")
        }
        return .measured(BaselineComparison(events: scenario.script.count, referenceSeconds: reference, baselineSeconds: baseline))
    }
}
