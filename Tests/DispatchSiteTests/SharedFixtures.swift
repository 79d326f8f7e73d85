import DispatchHarness
import Foundation

// The corpus and the rules, as `DispatchHarnessTests` has them.

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
let sharedRules = try! RuleCatalogue.load(specsDirectory: repositoryRoot.appendingPathComponent("Specs").path)
