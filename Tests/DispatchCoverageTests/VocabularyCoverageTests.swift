import DispatchCoverage
import DispatchHarness
import DispatchModel
import Foundation
import Testing

@testable import ReferenceEngine

let vocabularySpecs = repositoryRoot.appendingPathComponent("Specs").path

@Test func everyItemIsExercisedByARequiredFixtureOrListedWithAReason() throws {
    let engine = ReferenceEngine()
    let coverage = try VocabularyCoverage(corpus: sharedCorpus, specsDirectory: vocabularySpecs) { try? engine.run($0.scenario) }
    #expect(coverage.problems.isEmpty, "\(coverage.problems)")
    #expect(coverage.items.count == Set(coverage.items).count, "an item is counted twice")
    #expect(coverage.coveredByRequired > 0)
}

@Test func aFixtureExercisesTheClassesItWrites() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vocabulary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = repositoryRoot.appendingPathComponent("Fixtures/hit-testing/ht-03-interaction-disabled-view-skips-point-inside.json")
    try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent(source.lastPathComponent))
    let corpus = try Corpus.load(from: directory.path)
    let coverage = try VocabularyCoverage(corpus: corpus, specsDirectory: vocabularySpecs) { _ in nil }
    let exercised = Set(coverage.requiredFixtures.keys.map(\.description))
    #expect(exercised.contains("view[view].userInteractionEnabled = false"))
    #expect(exercised.contains("view[view].userInteractionEnabled = true"), "the default counts as its class")
    #expect(exercised.contains("view[view].hidden = false (default)"))
    #expect(!exercised.contains("view[view].hidden = true"))
    #expect(exercised.contains("scriptStep[touch].phase = began"))
    #expect(coverage.gaps.contains { $0.description == "view[button].hidden = true" })
}
