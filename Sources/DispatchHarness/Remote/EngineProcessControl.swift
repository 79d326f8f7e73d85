/// What the runner asks of an engine that runs in a process of its own, beyond `DispatchEngine`:
/// a fresh process for each repetition of a run, and the violations that belong to a scenario
/// other than the one being run (`Specs/RUNNING.md`).
public protocol EngineProcessControl: EngineLogSource {
    /// Ends the current process; the next scenario starts a fresh one. Between the repetitions of
    /// `run --repeat`, so that what differs from process to process (a hash seed, a cache) shows.
    func restartProcess()

    /// A protocol violation found while running the latest scenario that belongs to the scenario
    /// before it (a second response to that request, a line written after it), or nil. The runner
    /// makes that scenario's fixture an ERROR.
    func takeFailureOfPreviousScenario() -> EngineFailure?

    /// Lets the current process end (closes its input and waits for it) and returns a violation
    /// of the last scenario it answered (output written after the answer), or nil. At the end of
    /// each pass over the corpus.
    func finishAndTakeFailureOfLastScenario() -> EngineFailure?
}
