import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

/// The engine choices of `Specs/rules/` and the reference engine's alternatives agree both ways:
/// every choice has an alternative a real engine could make (there is no list of choices without
/// one any more: a choice either has an alternative or is not a choice), and every alternative
/// names a choice that exists.
@Test func everyEngineChoiceHasAnAlternative() {
    let documented = Set(rules.engineChoices.map(\.id))
    let varied = Set(EngineChoiceAlternative.all.flatMap(\.choiceIDs))
    let missing = documented.subtracting(varied).sorted()
    #expect(missing.isEmpty, "engine choices without an alternative: \(missing)")
    let unknown = varied.subtracting(documented).sorted()
    #expect(unknown.isEmpty, "ids that name no engine choice of Specs/rules/: \(unknown)")
}

/// Choices no fixture of the corpus observes at the edges of what the rules allow: `required`
/// fixtures keep 20 pt from the 70 pt drag margin and 80 pt from the 20 pt edge zone, and no
/// `implementation-defined` fixture sits between those bounds yet. Shrinks as fixtures arrive.
let choicesTheCorpusDoesNotObserve: Set<String> = ["CT-06/drag-margin", "GR-EDG-01/edge-zone"]

/// Each alternative changes what the engine does: some fixture of the corpus gets another trace,
/// unless its choice is one the corpus does not observe (and then none does).
@Test(arguments: EngineChoiceAlternative.all.indices)
func alternativeChangesSomeTrace(_ index: Int) throws {
    let alternative = EngineChoiceAlternative.all[index]
    let reference = ReferenceEngine()
    let varied = ReferenceEngine(choices: alternative.choices)
    let changed = try corpus.fixtures.contains { fixture in
        try reference.run(fixture.scenario) != varied.run(fixture.scenario)
    }
    let unobserved = !choicesTheCorpusDoesNotObserve.isDisjoint(with: alternative.choiceIDs)
    #expect(changed != unobserved, "\(alternative.summary) (\(alternative.choiceIDs)) changes a trace: \(changed)")
}

/// `lint` reports a `required` fixture whose expectation fails under an
/// alternative, naming the choice and its rule file, and leaves the same fixture alone when it
/// is `implementation-defined`.
@Test func engineChoiceLintNamesTheChoiceARequiredFixtureReliesOn() throws {
    let alternative = try #require(EngineChoiceAlternative.all.first { $0.choiceIDs.contains("HT-18/equal-level-order") })
    let variant = EngineChoiceLint.Variant(
        choiceIDs: alternative.choiceIDs, summary: alternative.summary, engine: ReferenceEngine(choices: alternative.choices))
    let reliant = try #require(
        corpus.files.first { file in
            guard let fixture = file.fixture, fixture.conformance == .implementationDefined else { return false }
            return ConformanceRunner(engine: variant.engine).run(fixture).outcome.label == "FAIL"
        }, "no implementation-defined fixture shows HT-18's choice")
    let asDefined = Corpus(root: corpus.root, files: [reliant])
    #expect(EngineChoiceLint.lint(LintedCorpus(asDefined, rules: rules), rules: rules, variants: [variant]).isEmpty)
    var fixture = try #require(reliant.fixture)
    fixture.conformance = .required
    let asRequired = Corpus(
        root: corpus.root, files: [CorpusFile(relativePath: reliant.relativePath, fileID: reliant.fileID, result: .success(fixture))])
    let diagnostics = EngineChoiceLint.lint(LintedCorpus(asRequired, rules: rules), rules: rules, variants: [variant])
    let first = try #require(diagnostics.first)
    #expect(first.path.hasPrefix("$.expectations["))
    #expect(
        first.message.hasPrefix(
            "relies on engine choice HT-18/equal-level-order (Specs/rules/HT.md): with the earlier of two windows of equal level in front, its "
        ))
}

/// The five choices that had no alternative before issue 26, item 9, each with a fixture whose
/// trace every alternative of the choice changes: an alternative no trace can tell apart would be
/// no alternative.
let fixtureShowingEachNewAlternative: [(choice: String, fixture: String)] = [
    ("FR-03/no-successor", "fr-03-hidden-first-responder-passes-its-status-to-nobody-not-even-a-superview-that-could-take-it"),
    ("FR-08/single-first-responder", "fr-08-first-responder-taken-by-another-window-leaves-a-nil-targeted-action-to-start-at-its-sender"),
    ("GA-03/participating-requirements", "ga-03-tap-requiring-a-tap-that-never-gets-the-touches-fires-at-its-own-lift"),
    ("GR-TAP-02/allowable-movement", "ga-03-edge-pan-requiring-a-tap-to-fail-begins-only-when-the-drag-passes-the-tap-45-pt"),
    ("SV-06/pan-axes", "sv-06-move-100-pt-across-vertical-scroll-view-releases-content-at-once"),
]

@Test(arguments: fixtureShowingEachNewAlternative.indices)
func newAlternativeChangesItsFixturesTrace(_ index: Int) throws {
    let (choice, id) = fixtureShowingEachNewAlternative[index]
    let fixture = try #require(corpus.fixtures.first { $0.id == id })
    #expect(fixture.conformance == .implementationDefined, "\(id) shows an engine choice, so it cannot be required")
    let alternatives = EngineChoiceAlternative.all.filter { $0.choiceIDs.contains(choice) }
    #expect(!alternatives.isEmpty, "\(choice) has an alternative")
    let reference = try ReferenceEngine().run(fixture.scenario)
    for alternative in alternatives {
        #expect(try ReferenceEngine(choices: alternative.choices).run(fixture.scenario) != reference, "\(alternative.summary)")
    }
}

/// GA-03's alternative waits for a required recognizer that never receives the touches only until
/// the touch sequence ends: the tap that lifted @100 recognizes when the other finger lifts @300,
/// and is never left waiting.
@Test func waitingForARecognizerThatNeverGetsTheTouchesEndsWithTheSequence() throws {
    let fixture = try #require(
        corpus.fixtures.first { $0.id == "ga-03-tap-requiring-a-tap-that-never-gets-the-touches-fires-at-its-own-lift" })
    let alternative = try #require(EngineChoiceAlternative.all.first { $0.choiceIDs == ["GA-03/participating-requirements"] })
    let lines = try ReferenceEngine(choices: alternative.choices).run(fixture.scenario).lines
    let recognized = try #require(lines.firstIndex(of: "gesture tapA possible -> ended"), "\(lines)")
    let lastLift = try #require(lines.firstIndex(of: "@300 touch 1 ended (100,750)"))
    #expect(lastLift < recognized)
    #expect(!lines.contains { $0.hasPrefix("@100 gesture tapA") })
}

/// GR-TAP-02: a tap that keeps UIKit's default `allowableMovement` is written to an engine without
/// it, so the engine under test plays its own default; a limit the fixture sets is written out, and
/// no alternative of the choice changes what the tap does with it.
@Test func aTapLimitTheFixtureSetsIsNoEngineChoice() throws {
    let byDefault = try #require(corpus.fixtures.first { $0.id == "gr-tap-02-move-45-pt-still-recognizes" })
    #expect(!JSONWriter.text(byDefault.scenario.jsonValue).contains("\"allowableMovement\""))
    let set = try #require(corpus.fixtures.first { $0.id == "gr-tap-02-tap-allowing-20-pt-moved-21-pt-fails-at-the-move" })
    #expect(JSONWriter.text(set.scenario.jsonValue).contains("\"allowableMovement\":20"))
    let reference = try ReferenceEngine().run(set.scenario)
    for alternative in EngineChoiceAlternative.all where alternative.choiceIDs.contains("GR-TAP-02/allowable-movement") {
        #expect(try ReferenceEngine(choices: alternative.choices).run(set.scenario) == reference, "\(alternative.summary)")
    }
}
