import DispatchHarness
import DispatchModel
import Foundation

// The corpus, the rules and an engine of scripted behaviour, as `DispatchHarnessTests` has them.

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
let sharedRules = try! RuleCatalogue.load(specsDirectory: repositoryRoot.appendingPathComponent("Specs").path)

/// An engine that fails in a chosen way.
struct ScriptedEngine: DispatchEngine {
    var name = "scripted"
    var features: Set<Feature> = Set(Feature.catalogue)
    var behaviour: @Sendable (Scenario) throws -> Trace

    func run(_ scenario: Scenario) throws -> Trace { try behaviour(scenario) }
}

struct EngineExploded: Error, CustomStringConvertible {
    var description: String { "engine exploded" }
}
