import DispatchModel

/// Which rules produced the expected line an engine did not match: the annotation oracle (an
/// engine that passes the fixture and can annotate its trace, ``RuleAnnotatingEngine``) plays the
/// same scenario, the failing assertion is matched against the oracle's trace, and the rules of
/// the oracle's line that the written line matched are the answer (`expected by GA-08: …`).
enum DivergenceRules {
    /// `the reference engine emits @450 control B touchUpInside by GA-08`: the written line of
    /// `result`'s first divergence and the rules of the reference engine's code that emit it;
    /// nil when the result names no rules. Context for the reader, not the rule broken
    /// (``FixtureResult/brokenRules``): the line may come from a rule the fixture only relies on.
    static func sentence(for result: FixtureResult) -> String? {
        guard !result.divergenceRules.isEmpty, case .failed(let checks) = result.outcome,
            let check = checks.first(where: { !$0.passed }), let line = writtenLine(of: check)
        else { return nil }
        return "the reference engine emits \(line) by \(result.divergenceRules.joined(separator: ", "))"
    }

    /// The written line of `check`'s first failing assertion, as the fixture writes it.
    static func writtenLine(of check: ExpectationCheck) -> String? {
        guard let verdict = check.failures.first, let failure = verdict.failure else { return nil }
        let expectation = check.expectation
        func line(_ lines: [ExpectedLine]?, _ index: Int) -> String? {
            guard let lines, index < lines.count else { return nil }
            return lines[index].description
        }
        switch failure {
        case .divergence(let at): return line(expectation.exact, at)
        case .notFoundInOrder(let written, _): return line(expectation.contains, written)
        case .unmatched(let lines): return lines.first.flatMap { line(expectation.unordered, $0) }
        case .wrongCount:
            guard let number = verdict.countIndex, number < expectation.counts.count else { return nil }
            return expectation.counts[number].description
        case .present: return nil
        }
    }

    /// The rules of the first written line of `check`'s first failing assertion, as `oracle`
    /// annotates its own trace of the scenario; empty when the assertion names no single written
    /// line (an `absent` line that occurs), the oracle does not match that line, or its line has
    /// no annotation.
    static func rules(of check: ExpectationCheck, oracle: AnnotatedTrace) -> [String] {
        guard let verdict = check.failures.first, let failure = verdict.failure else { return [] }
        let reference = ExpectationCheck(index: check.index, expectation: check.expectation, trace: oracle.trace)
        let rules = oracle.rules(ofSubsequence: reference.actual)
        let written: Int
        switch failure {
        case .divergence(let at): written = at
        case .notFoundInOrder(let line, _): written = line
        case .unmatched(let lines):
            guard let first = lines.first else { return [] }
            written = first
        case .wrongCount:
            guard let number = verdict.countIndex, number < check.expectation.counts.count else { return [] }
            let line = check.expectation.counts[number].line
            guard let position = reference.actual.entries.firstIndex(where: { line.matches($0, previous: nil) }) else { return [] }
            return rules[position]
        case .present:
            return []
        }
        guard
            let matched = reference.verdicts.first(where: { $0.mode == verdict.mode && $0.countIndex == verdict.countIndex }),
            matched.holds, written < matched.matchedPositions.count
        else { return [] }
        let position = matched.matchedPositions[written]
        return position < rules.count ? rules[position] : []
    }
}
