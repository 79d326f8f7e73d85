import DispatchHarness
import Testing

/// Two rules and a small specification: one documented by Apple and observed in a printed log, one
/// resting on decompiled code alone, and one whose cited page does not say it.
let confidenceSample: RuleCatalogue = {
    var catalogue = RuleCatalogue.parse([
        (
            "rules/HT.md",
            """
            ### HT-01 A documented and observed rule

            **Rule.** Something.

            **Sources.** A-HIT (the page says it); OBS-QJT.

            **Confidence.** D — documented (A-HIT).

            ### HT-02 A rule read from decompiled code

            **Rule.** Something else.

            **Sources.** DEC `UIView`.

            **Confidence.** I — inferred (DEC).

            ### HT-03 A rule a cited page does not support

            **Rule.** A third thing.

            **Sources.** A-HIT (about something else).

            **Confidence.** D — not documented by Apple: A-HIT is about something else.
            """
        )
    ])
    catalogue.evidence = EvidenceIndex.parse(
        sources: """
            ## Apple documentation

            | Key | Title | Where |
            |---|---|---|
            | A-HIT | hitTest | `uiview/hittest(_:with:)` |

            ## Decompiled code

            | Key | Title | Where |
            |---|---|---|
            | DEC | UIKitCore | a disassembler |
            """,
        observations: """
            #### OBS-001 A log

            - **Kind**: log. **Source**: SEED-002.
            - **Verbatim**:

              ```text
              hitTest
              ```
            - **Rules**: HT-01; **contradicts** HT-02.
            """)
    return catalogue
}()

@Test func lettersFollowFromSourcesAndLedger() {
    let letters = confidenceSample.rules.map { DerivedConfidence(of: $0, evidence: confidenceSample.evidence).letters }
    #expect(letters == ["D+O", "I", "I"])
}

@Test func writtenLettersThatDifferFromTheEvidenceAreProblems() {
    #expect(
        confidenceSample.confidenceProblems == [
            "rules/HT.md: HT-01's confidence is written D, but its evidence makes it D+O: documented (A-HIT); printed observations name it (OBS-001)",
            "rules/HT.md: HT-03's confidence is written D, but its evidence makes it I: no Apple document supports it; no printed observation names it; something is inferred (decompiled code cited, \"inferred\" said, or nothing else)",
        ])
}
