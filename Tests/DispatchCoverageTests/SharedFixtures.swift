import DispatchHarness
import Foundation

// The corpus, as `DispatchHarnessTests` has it.

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let sharedCorpus = try! Corpus.load(from: repositoryRoot.appendingPathComponent("Fixtures").path)
