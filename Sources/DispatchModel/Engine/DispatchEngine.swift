/// An implementation of UIKit's touch dispatch that the suite can check.
///
/// The harness calls an engine once per fixture, possibly from several threads at once, so a
/// conforming type must be safe to share (`Sendable`) and must not keep state between runs. A
/// fixture whose `features` are not all in ``features``, or whose iOS range does not contain
/// ``iOS``, is reported SKIP without calling ``run(_:)``.
/// The contract is versioned in `Specs/RUNNING.md`.
public protocol DispatchEngine: Sendable {
    /// A name and version shown in reports, e.g. `reference 0.1.0`.
    var name: String { get }

    /// The features this engine implements (`Specs/FEATURES.md`). Declare only what is complete:
    /// a declared feature makes every fixture that needs it count.
    var features: Set<Feature> { get }

    /// The iOS release whose behaviour this engine models (`Specs/RUNNING.md`, "iOS versions"):
    /// fixtures whose `ios` range does not contain it are reported SKIP and never sent. An engine
    /// that does not say models ``IOSVersion/latestCovered``.
    var iOS: IOSVersion { get }

    /// Builds the scene, plays the script in virtual time, and returns every observable event.
    ///
    /// Called once per fixture, with a scenario that has passed validation. Must be deterministic:
    /// the same scenario gives the same trace on every call, on any thread, in any order. Time is
    /// virtual (the script's milliseconds), never the wall clock. Throwing reports the fixture as
    /// ERROR with the error's description; the run goes on.
    func run(_ scenario: Scenario) throws -> Trace

    /// Runs a request: the harness calls this, with the fixture's id and the keys it wrote beside
    /// the scenario. The default implementation runs `request.scenario`; an engine that wants the
    /// rest (an out-of-process engine sends it on) implements this too. The same rules as for
    /// `run(_ scenario:)` apply: the trace must depend on the scenario alone.
    func run(_ request: EngineRequest) throws -> Trace
}

extension DispatchEngine {
    /// The newest release the corpus covers, for an engine that does not say.
    public var iOS: IOSVersion { .latestCovered }

    /// Runs `request.scenario`.
    public func run(_ request: EngineRequest) throws -> Trace {
        try run(request.scenario)
    }
}
