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

@Test func aHundredThousandNestedViewsDoNotOverflowTheStack() throws {
    let depth = 100_000
    let trace = try DeepSceneTestThread.run {
        var view = ViewSpec(id: "v\(depth - 1)", frame: Rect(x: 0, y: 0, width: 100, height: 100), touches: .init(all: .handle))
        for level in stride(from: depth - 2, through: 0, by: -1) {
            view = ViewSpec(id: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [view])
        }
        let scene = Scene(windows: [
            WindowSpec(view: ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [view]))
        ])
        let scenario = Scenario(
            scene: scene, script: [.touch(1, .began, Point(x: 5, y: 5), at: 0), .touch(1, .ended, Point(x: 5, y: 5), at: 10)])
        return try ReferenceEngine().run(scenario)
    }
    #expect(trace.entries.contains { $0.event == .hit(touch: 1, view: "v\(depth - 1)") })
    #expect(trace.entries.contains { $0.event == .touches(phase: .ended, responder: "v\(depth - 1)", touches: [1]) })
}

/// Builds and releases the deep scene itself on a large stack: constructing and destroying a
/// 100,000-level nested value recurses in the caller too, outside the engine.
enum DeepSceneTestThread {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) throws -> T {
        let box = DeepResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try work() }
            done.signal()
        }
        thread.stackSize = 512 << 20
        thread.start()
        done.wait()
        return try box.result!.get()
    }
}

final class DeepResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
