import DispatchHarness
import Testing

@Test func sourceKeysAreReadWithTheirSectionAndHeadersAreSkipped() {
    let index = EvidenceIndex.parse(
        sources: """
            # Sources

            ## Apple documentation

            | Key | Title | Where |
            |---|---|---|
            | A-GR | `UIGestureRecognizer` | `uigesturerecognizer` |

            ## Observation sources

            | Key | Title | Where |
            |---|---|---|
            | OBS-RADAR-20350412 | a radar | openradar |
            | not a key | prose in a table | nowhere |
            """,
        observations: "")
    #expect(index.sourceSections == ["A-GR": "Apple documentation", "OBS-RADAR-20350412": "Observation sources"])
}

@Test func observationsAreReadWithTheKindTheirKindLineStartsWith() {
    let index = EvidenceIndex.parse(
        sources: "",
        observations: """
            #### OBS-001 Tap on A

            - **Kind**: log. **Source**: SEED-002.

            #### OBS-019 Both respond

            - **Kind**: report ("经测试"). **Source**: OBS-QJT.

            #### OBS-078 Touches near the bottom edge

            - **Kind**: log (timing) and report. **Source**: OBS-SO-19799961.

            ### C-1 A contradiction, not an entry

            - **Kind**: measurement.
            """)
    #expect(index.observations == ["OBS-001": .log, "OBS-019": .report, "OBS-078": .log])
}

@Test func theSpecificationIndexHasEveryLedgerEntryAndTheAppleKeys() {
    let index = sharedRules.evidence
    #expect(index.observations.count >= 83)
    #expect(index.observations["OBS-081"] == .log)
    #expect(index.observations["OBS-052"] == .report)
    #expect(index.sourceSections["A-GR"] == "Apple documentation")
    #expect(index.sourceSections["SEED-002"] == "Seed articles")
    #expect(index.sourceSections["OBS-QJT"] == "Observation sources")
}
