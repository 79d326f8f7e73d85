import DispatchModel
import Foundation

extension ConformanceRunner {
    /// One fixture of a first pass shared among engine processes (`run --jobs`): its result, and a
    /// protocol violation found while running it that belongs to the fixture the same process ran
    /// before (``EngineProcessControl/takeFailureOfPreviousScenario()``).
    struct SharedRun: Sendable {
        var result: FixtureResult
        var blame: (position: Int, failure: EngineFailure)?
    }

    /// The first pass's work, shared among `engine` and ``additionalEngines``, and the position each
    /// of them ran last.
    struct SharedFirstPass {
        let work: OrderedWork<SharedRun?>
        let lastPositions: WorkerSlots<Int>
    }

    /// Starts the first pass over the files at `indices` on every engine; results are read back with
    /// `work.result(at:)`, in order. A file that is not runnable gives nil.
    func sharedFirstPass(_ corpus: LintedCorpus, indices: [Int], runnable: @escaping @Sendable (Int) -> Fixture?) -> SharedFirstPass {
        let engines = [engine] + additionalEngines
        let lastPositions = WorkerSlots<Int>(count: engines.count)
        let work = OrderedWork<SharedRun?>(count: indices.count, workers: engines.count) { worker, position in
            guard cancellation?.cancellationReason == nil, let fixture = runnable(indices[position]) else { return nil }
            let engine = engines[worker]
            var result = timedRunForJobs(fixture, on: engine)
            if let source = engine as? any EngineLogSource { result.engineLog = source.takeStandardError() }
            guard result.label != "SKIP" else { return SharedRun(result: result) }
            let previous = lastPositions.swap(worker, position)
            let failure = (engine as? any EngineProcessControl)?.takeFailureOfPreviousScenario()
            return SharedRun(result: result, blame: zip(previous, failure).map { ($0, $1) })
        }
        return SharedFirstPass(work: work, lastPositions: lastPositions)
    }
}

/// Both values when both are present.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
