import DispatchHarness
import DispatchModel
import ReferenceEngine
import Testing

/// The engine choices of `Specs/rules/` and the reference engine's alternatives agree both ways:
/// every choice has an alternative or a listed reason, and every alternative or reason names a
/// choice that exists.
@Test func everyEngineChoiceHasAnAlternativeOrAReason() {
    let documented = Set(rules.engineChoices.map(\.id))
    let varied = Set(EngineChoiceAlternative.all.flatMap(\.choiceIDs))
    let reasoned = EngineChoiceWithoutAlternative.all.map(\.choiceID)
    let missing = documented.subtracting(varied).subtracting(reasoned).sorted()
    #expect(missing.isEmpty, "engine choices with neither an alternative nor a reason: \(missing)")
    let unknown = varied.union(reasoned).subtracting(documented).sorted()
    #expect(unknown.isEmpty, "ids that name no engine choice of Specs/rules/: \(unknown)")
    let both = varied.intersection(reasoned).sorted()
    #expect(both.isEmpty, "choices with an alternative and a reason for having none: \(both)")
    #expect(Set(reasoned).count == reasoned.count, "a choice listed twice without an alternative")
    #expect(EngineChoiceWithoutAlternative.all.allSatisfy { !$0.reason.isEmpty })
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
