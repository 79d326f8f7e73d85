/// One pass of a run over the corpus, as the engine sees it: which fixture it ran last, so that a
/// protocol violation found later (a second response to a request, output after the last
/// answer) is blamed on the fixture whose scenario caused it, not on the one that happened to
/// come next.
struct RunPass {
    /// The engine's process control, when it runs in a process of its own.
    let control: (any EngineProcessControl)?
    /// Which repetition this pass is (1 for the first).
    let repetition: Int
    private var lastExecuted: Int?
    /// The positions of the results this pass made an ERROR.
    private(set) var blamed: [Int] = []

    /// Creates a pass.
    init(control: (any EngineProcessControl)?, repetition: Int) {
        self.control = control
        self.repetition = repetition
    }

    /// Notes that the engine just ran the fixture whose result is (or will be) at `position`; a
    /// violation it found that belongs to the scenario before makes that fixture an ERROR.
    mutating func executed(_ position: Int, in results: inout [FixtureResult]) {
        if let failure = control?.takeFailureOfPreviousScenario(), let previous = lastExecuted {
            blame(previous, failure, in: &results)
        }
        lastExecuted = position
    }

    /// Ends the pass: lets the engine's process end, and blames output written after the last
    /// answer on the last fixture run.
    mutating func finish(_ results: inout [FixtureResult]) {
        if let failure = control?.finishAndTakeFailureOfLastScenario(), let last = lastExecuted {
            blame(last, failure, in: &results)
        }
    }

    private mutating func blame(_ position: Int, _ failure: EngineFailure, in results: inout [FixtureResult]) {
        Self.blame(position, failure, repetition: repetition, in: &results)
        blamed.append(position)
    }

    /// Makes the result at `position` an ERROR for a violation found after it was answered.
    static func blame(_ position: Int, _ failure: EngineFailure, repetition: Int, in results: inout [FixtureResult]) {
        let sentence = (repetition > 1 ? "repetition \(repetition): " : "") + "after answering this fixture's scenario, \(failure)"
        if case .error(let message) = results[position].outcome {
            results[position].outcome = .error(message + "\n" + sentence)
        } else {
            results[position].outcome = .error(sentence)
        }
    }
}
