import DispatchModel

/// How sure the suite is of one expectation, from what it rests on: printed output of real UIKit,
/// Apple's documentation, a test suite's assertion run on UIKit, or inference alone
/// (`Specs/OBSERVATIONS.md`, "What counts"). A failure shows the grade of the expectation that
/// failed, so that an engine author can deal first with what real UIKit was seen to print.
public enum EvidenceGrade: Sendable, Hashable {
    /// The fixture cites ledger entries of printed output (log, measurement, debugger print)
    /// that bear on a rule the expectation checks.
    case printed(observations: [String])
    /// The fixture cites Apple documentation, or a rule the expectation checks is documented
    /// (its confidence has `D`); the keys of the documents.
    case documented(sources: [String])
    /// The fixture cites test assertions run on UIKit that bear on a rule the expectation checks.
    case tested(observations: [String])
    /// Nothing of the above: the rules rest on decompiled code, re-implementations, reports or
    /// reasoning.
    case inferred

    /// The grades from the strongest down, as `run --evidence` names them.
    public enum Level: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Printed by real UIKit.
        case printed
        /// Documented by Apple.
        case documented
        /// Asserted by a test suite run on UIKit.
        case tested
        /// Inferred.
        case inferred

        /// Stronger levels come first.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The grade's level.
    public var level: Level {
        switch self {
        case .printed: .printed
        case .documented: .documented
        case .tested: .tested
        case .inferred: .inferred
        }
    }

    /// The observation ids or document keys behind the grade; empty for ``inferred``.
    public var references: [String] {
        switch self {
        case .printed(let ids), .tested(let ids): ids
        case .documented(let keys): keys
        case .inferred: []
        }
    }

    /// `printed by real UIKit (OBS-012)`, `documented (A-GR)`, `asserted by a test on UIKit
    /// (OBS-036)`, `inferred`.
    public var sentence: String {
        let listed = references.isEmpty ? "" : " (\(references.joined(separator: ", ")))"
        switch self {
        case .printed: return "printed by real UIKit" + listed
        case .documented: return "documented" + listed
        case .tested: return "asserted by a test run on UIKit" + listed
        case .inferred: return "inferred (no printed output, document or test behind its rules)"
        }
    }

    /// The grade of `expectation` of `fixture`: the strongest evidence behind the rules it
    /// checks.
    public init(of expectation: Expectation, in fixture: Fixture, rules catalogue: RuleCatalogue) {
        let checked = Set(expectation.rules)
        let evidence = catalogue.evidence
        let cited = { (kind: Provenance.Kind) in fixture.provenance.filter { $0.kind == kind }.map(\.ref) }
        let printed = evidence.printedObservations(among: cited(.observedLog).uniqued(), bearingOn: checked)
        if !printed.isEmpty {
            self = .printed(observations: printed)
            return
        }
        let documents = cited(.appleDoc).uniqued()
        // The rules' own Apple documents, as their confidence derives them (D).
        let ruleDocuments = expectation.rules.compactMap(catalogue.rule).flatMap {
            DerivedConfidence(of: $0, evidence: evidence).documents
        }
        if !documents.isEmpty || !ruleDocuments.isEmpty {
            self = .documented(sources: documents.isEmpty ? ruleDocuments.uniqued() : documents)
            return
        }
        let tests = cited(.testAssertion).uniqued().filter { id in
            !(evidence.observationRules[id] ?? []).allSatisfy { !checked.contains($0) }
        }
        self = tests.isEmpty ? .inferred : .tested(observations: tests)
    }

    /// The strongest grade among `expectations` of `fixture`; nil when there is none.
    public static func strongest(of expectations: [Expectation], in fixture: Fixture, rules: RuleCatalogue) -> EvidenceGrade? {
        expectations.map { EvidenceGrade(of: $0, in: fixture, rules: rules) }.min { $0.level < $1.level }
    }
}
