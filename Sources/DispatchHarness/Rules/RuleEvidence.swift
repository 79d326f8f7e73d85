import DispatchModel

/// What a rule rests on, as `coverage` and the site show it: its confidence line (letters, then
/// the documents, observations and inferences after them), and the fixtures that cite the rule and
/// rest on a log observed on real UIKit (`observed-log` provenance), with what each one cites.
public struct RuleEvidence: Sendable {
    /// A fixture citing the rule with `observed-log` provenance.
    public struct ObservedFixture: Sendable, Hashable {
        /// The fixture id.
        public var id: String
        /// The fixture's title.
        public var title: String
        /// The refs of its `observed-log` provenance, in order (`OBS-012`, `SEED-002`).
        public var observations: [String]
    }

    /// The rule.
    public var rule: RuleCatalogue.Rule
    /// The fixtures citing the rule that rest on observed logs, in corpus order.
    public var observedFixtures: [ObservedFixture]

    /// The evidence of `rule` among `fixtures` (each fixture once, in the order given).
    public init(rule: RuleCatalogue.Rule, fixtures: [Fixture]) {
        self.rule = rule
        observedFixtures = fixtures.compactMap { fixture in
            guard fixture.rules.contains(rule.id) else { return nil }
            let refs = fixture.provenance.filter { $0.kind == .observedLog }.map(\.ref)
            guard !refs.isEmpty else { return nil }
            return ObservedFixture(id: fixture.id, title: fixture.title, observations: refs.uniqued())
        }
    }

    /// The confidence line as written after its label: `D+O — documented (A-GR); …`, or the
    /// letters alone, or `not stated`.
    public var confidenceLine: String {
        if rule.confidence.isEmpty { return "not stated" }
        return rule.evidence.isEmpty ? rule.confidence : "\(rule.confidence) — \(rule.evidence)"
    }

    /// The lines `coverage` prints under the rule's heading line: the confidence line, then the
    /// observed-log fixtures, one per line, with the observations they cite.
    public var coverageLines: [String] {
        var lines = ["  confidence: \(confidenceLine)"]
        if observedFixtures.isEmpty {
            lines.append("  observed-log fixtures: none")
        } else {
            lines.append("  observed-log fixtures (\(observedFixtures.count)):")
            lines += observedFixtures.map { "    \($0.id) (\($0.observations.joined(separator: ", ")))" }
        }
        return lines
    }
}
