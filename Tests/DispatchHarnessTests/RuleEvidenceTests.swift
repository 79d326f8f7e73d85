import DispatchHarness
import DispatchModel
import Testing

/// A one-rule catalogue whose confidence paragraph is `confidence`.
private func catalogue(confidence: String) -> RuleCatalogue {
    RuleCatalogue.parse([(name: "rules/XX.md", text: "### XX-01 A rule\n\n**Rule.** Something.\n\n**Confidence.** \(confidence)\n")])
}

@Test func aConfidenceLineIsItsLettersThenWhatTheRuleRestsOn() throws {
    let parsed = catalogue(confidence: "D+O — documented (A-GR);\nobserved twice (OBS-008, OBS-022).")
    let rule = try #require(parsed.rule("XX-01"))
    #expect(rule.confidence == "D+O")
    #expect(rule.evidence == "documented (A-GR); observed twice (OBS-008, OBS-022).")
    #expect(parsed.problems.isEmpty)
    #expect(catalogue(confidence: "I").rule("XX-01")?.evidence == "")
}

@Test func aConfidenceLineThatDoesNotStartWithTheLettersIsACatalogueProblem() {
    #expect(
        catalogue(confidence: "observed twice").problems == [
            "rules/XX.md: XX-01's **Confidence.** line must start with D, O or I joined by + (D+O), then ` — ` and what the rule rests on; found \"observed twice\""
        ])
    #expect(catalogue(confidence: "O+D — out of order").problems.count == 1)
}

@Test func everyRuleOfTheCatalogueSaysWhatItRestsOn() {
    #expect(sharedRules.problems.isEmpty)
    for rule in sharedRules.rules { #expect(!rule.evidence.isEmpty, "\(rule.id) gives only letters") }
}

@Test func theEvidenceOfARuleListsTheFixturesRestingOnObservedLogs() throws {
    let rule = try #require(sharedRules.rule("GR-19"))
    let evidence = RuleEvidence(rule: rule, fixtures: sharedCorpus.fixtures)
    let fixture = try #require(evidence.observedFixtures.first { $0.id == "gr-19-double-tap-view-gets-one-began-and-one-cancel" })
    #expect(fixture.observations == ["OBS-081", "OBS-082"])
    #expect(!evidence.observedFixtures.contains { $0.id == "gr-19-delays-ended-false-double-tap-ended-then-cancelled" })
    #expect(evidence.coverageLines.first == "  confidence: \(rule.confidence) — \(rule.evidence)")
    #expect(evidence.coverageLines.contains("    gr-19-double-tap-view-gets-one-began-and-one-cancel (OBS-081, OBS-082)"))
}
