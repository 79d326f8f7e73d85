import DispatchModel

/// A rule's confidence letters as its evidence makes them, so that the letters written in
/// `Specs/rules/` are checked, not trusted (`Specs/rules/README.md`, "Confidence"):
///
/// - **D** when its `**Sources.**` cite a document of an Apple section of `SOURCES.md`, unless its
///   confidence line says the rule is `not documented` (a cited page that does not say it);
/// - **O** when an entry of the ledger of printed output (log, measurement, debugger print) names
///   the rule in its `**Rules**` field, not as contradicted;
/// - **I** when its sources cite decompiled code, its confidence line says what is `inferred`, or
///   it has neither D nor O.
public struct DerivedConfidence: Sendable, Hashable {
    /// The Apple documents its sources cite (empty when not documented).
    public var documents: [String]
    /// The printed observations that name it.
    public var observations: [String]
    /// Whether something of it is inferred.
    public var inferred: Bool

    /// The letters, `D+O+I` or a part of it.
    public var letters: String {
        [("D", !documents.isEmpty), ("O", !observations.isEmpty), ("I", inferred)].filter(\.1).map(\.0).joined(separator: "+")
    }

    /// The confidence `rule` has by its sources, its confidence line and the ledger in `evidence`.
    public init(of rule: RuleCatalogue.Rule, evidence: EvidenceIndex) {
        let keys = rule.sources.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init).uniqued()
        let sections = keys.compactMap { key in evidence.sourceSections[key].map { (key, $0) } }
        documents =
            rule.evidence.contains("not documented")
            ? [] : sections.filter { EvidenceIndex.appleSections.contains($0.1) }.map(\.0)
        observations = evidence.observationRules.keys.sorted().filter { id in
            evidence.observations[id]?.isPrintedOutput == true && evidence.observationRules[id]?.contains(rule.id) == true
        }
        inferred =
            sections.contains { $0.1 == EvidenceIndex.decompiledSection } || rule.evidence.contains("inferred")
            || (documents.isEmpty && observations.isEmpty)
    }
}

extension RuleCatalogue {
    /// A problem for each rule whose written confidence letters differ from ``DerivedConfidence``.
    public var confidenceProblems: [String] {
        rules.compactMap { rule in
            guard !rule.confidence.isEmpty else { return nil }
            let derived = DerivedConfidence(of: rule, evidence: evidence)
            guard derived.letters != rule.confidence else { return nil }
            var why: [String] = []
            why.append(
                derived.documents.isEmpty ? "no Apple document supports it" : "documented (\(derived.documents.joined(separator: ", ")))")
            why.append(
                derived.observations.isEmpty
                    ? "no printed observation names it" : "printed observations name it (\(derived.observations.joined(separator: ", ")))")
            if derived.inferred { why.append("something is inferred (decompiled code cited, \"inferred\" said, or nothing else)") }
            return
                "\(rule.file): \(rule.id)'s confidence is written \(rule.confidence), but its evidence makes it \(derived.letters): "
                + why.joined(separator: "; ")
        }
    }
}
