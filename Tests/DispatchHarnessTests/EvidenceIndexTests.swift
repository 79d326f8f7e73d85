import DispatchHarness
import DispatchModel
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

@Test func everyKindOfTheClosedSetIsReadAndAnyOtherIsALedgerProblem() {
    let index = EvidenceIndex.parse(
        sources: "",
        observations: """
            #### OBS-061 A printed recognizer

            - **Kind**: debugger print. **Source**: OBS-SVGR.
            - **iOS**: 13 or later — prints UIWindowScene.
            - **Verbatim**:

              ```text
              <UIScrollViewPanGestureRecognizer: 0x7f; state = Possible>
              ```

            #### OBS-034 A test of a button

            - **Kind**: test assertion. **Source**: OBS-HAMMER.
            - **iOS**: unknown — not stated; posted 2016.

            #### OBS-090 Something else

            - **Kind**: anecdote. **Source**: OBS-QJT.

            #### OBS-091 A log without its lines

            - **Kind**: log. **Source**: OBS-QJT.
            - **iOS**: 14.2 — stated.

            #### OBS-092 A log without its iOS

            - **Kind**: log. **Source**: OBS-QJT.
            - **Verbatim**: `touchesBegan`

            #### OBS-093 A log with a guessed iOS

            - **Kind**: log. **Source**: OBS-QJT.
            - **iOS**: about 14 — posted in 2020.
            - **Verbatim**: `touchesBegan`
            """)
    #expect(
        index.observations == [
            "OBS-061": .debuggerPrint, "OBS-034": .testAssertion, "OBS-091": .log, "OBS-092": .log, "OBS-093": .log,
        ])
    #expect(index.observationIOS == ["OBS-061": .orLater(IOSVersion(13)), "OBS-034": .unknown, "OBS-091": .exactly(IOSVersion(14, 2))])
    let missingIOS = "the iOS it was printed on: `14.2`, `13 or later`, `10 or earlier` or `unknown`, then ` — ` and how that is known"
    #expect(
        index.problems == [
            "Specs/OBSERVATIONS.md: OBS-090 has no kind of the closed set (log, measurement, debugger print, test assertion, report); its **Kind** line reads \"anecdote. **Source**: OBS-QJT.\"",
            "Specs/OBSERVATIONS.md: OBS-091 is printed output (log) without a **Verbatim** block quoting the lines it rests on",
            "Specs/OBSERVATIONS.md: OBS-092 has no **iOS** line giving \(missingIOS)",
            "Specs/OBSERVATIONS.md: OBS-093 has an **iOS** line whose value \"about 14\" is not \(missingIOS)",
        ])
    #expect(EvidenceIndex.ObservationKind.allCases.filter(\.isPrintedOutput) == [.log, .measurement, .debuggerPrint])
}

@Test func anEntrysRulesLeaveOutTheClausesThatContradictThem() {
    let index = EvidenceIndex.parse(
        sources: "",
        observations: """
            #### OBS-003 Tap on C

            - **Kind**: report. **Source**: SEED-002.
            - **Rules**: HT-08, RC-01 (the chain), GR-15 (action first, as the rule's engine
              choice says); **contradicts** GR-19's example; GR-TAP-01.
            - **Fixture**: yes.
            """)
    #expect(index.observationRules["OBS-003"] == ["HT-08", "RC-01", "GR-15", "GR-TAP-01"])
    #expect(index.observationContradictions["OBS-003"] == ["GR-19"])
    #expect(index.printedObservations(among: ["OBS-003"], bearingOn: ["HT-08"]).isEmpty, "a report is not printed output")
}

@Test func theLedgerHasNoProblemsAndItsPrintedEntriesNameTheirRules() {
    let index = sharedRules.evidence
    #expect(index.problems.isEmpty, "\(index.problems)")
    for (id, kind) in index.observations where kind.isPrintedOutput {
        let named = (index.observationRules[id] ?? []) + (index.observationContradictions[id] ?? [])
        #expect(!named.isEmpty, "\(id) names no rule it confirms or contradicts in its **Rules** field")
    }
}

@Test func aLedgerAndSourceListWithCRLFLineEndsReadAsWithLF() throws {
    let specs = repositoryRoot.appendingPathComponent("Specs")
    let sources = try String(contentsOf: specs.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    let ledger = try String(contentsOf: specs.appendingPathComponent("OBSERVATIONS.md"), encoding: .utf8)
    let crlf = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
    let index = EvidenceIndex.parse(sources: sources, observations: ledger)
    #expect(index.observations.count > 100 && index.problems.isEmpty)
    #expect(EvidenceIndex.parse(sources: crlf(sources), observations: crlf(ledger)) == index)
}

@Test func aMarkerIsFoundAnywhereInALineWithWhateverComesBeforeIt() {
    let index = EvidenceIndex.parse(
        sources: "",
        observations: """
            #### OBS-001 — a log
            - Ünïcödé before it — **Kind**: log (printed by NSLog)
            - **iOS**: unknown — not said
            - Then the **Rules**: HT-01; contradicts HT-02
            - **Verbatim**:
            """)
    #expect(index.observations == ["OBS-001": .log])
    #expect(index.observationRules["OBS-001"] == ["HT-01"])
    #expect(index.observationContradictions["OBS-001"] == ["HT-02"])
}
