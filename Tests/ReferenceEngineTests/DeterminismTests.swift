import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

let corpusForDeterminism = try! Corpus.load(
    from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path)

@Test func sameScenarioSameTraceInAnyOrderInParallel() async throws {
    let scenarios = corpusForDeterminism.fixtures.map(\.scenario)
    let engine = ReferenceEngine()
    let first = try scenarios.map { try engine.run($0) }
    let shuffled = try await withThrowingTaskGroup(of: (Int, Trace).self) { group in
        for index in scenarios.indices.reversed() {
            group.addTask { (index, try engine.run(scenarios[index])) }
        }
        var traces = [Trace?](repeating: nil, count: scenarios.count)
        for try await (index, trace) in group { traces[index] = trace }
        return traces
    }
    #expect(shuffled == first.map(Optional.some))
}
