import DispatchModel

/// The first lines of a failure, the same in the text report, JUnit and `explain`: which rules the
/// engine broke (the `rules` of the expectations that failed), how sure the suite is of them, and
/// then, as context only, which rules of the reference engine emit the first differing line.
enum FailureHeadline {
    /// `breaks GR-15, GR-TAP-01 (expectation 1 of 2)`, `evidence: printed by real UIKit (OBS-003)`
    /// and `context: …`; empty for a result that is not a FAIL.
    static func lines(for result: FixtureResult) -> [String] {
        guard case .failed(let checks) = result.outcome else { return [] }
        let failed = checks.filter { !$0.passed }.map { String($0.index + 1) }
        let which = "\(failed.count == 1 ? "expectation" : "expectations") \(failed.joined(separator: ", ")) of \(checks.count)"
        var lines = ["breaks \(result.brokenRules.joined(separator: ", ")) (the rules \(which) checks)"]
        if let evidence = result.evidence { lines.append("evidence: \(evidence.sentence)") }
        if let context = DivergenceRules.sentence(for: result) { lines.append("context: \(context)") }
        return lines
    }
}
