import DispatchModel

/// What happened when one fixture was run against an engine.
public enum FixtureOutcome: Sendable {
    /// Every expectation held.
    case passed
    /// At least one expectation did not hold; every check is kept for the report.
    case failed([ExpectationCheck])
    /// The fixture could not be run: it is invalid, or the engine threw or broke the protocol.
    case error(String)
    /// The engine did not answer in time.
    case timeout(String)
    /// The engine lacks features the fixture needs, or models an iOS version the fixture does not
    /// hold for: it was never sent.
    case skipped(SkipReason)
    /// Repetitions of the scenario (`run --repeat`) gave different traces.
    case unstable(Instability)

    /// `PASS`, `FAIL`, `ERROR`, `TIMEOUT`, `SKIP` or `UNSTABLE`.
    public var label: String {
        switch self {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .error: "ERROR"
        case .timeout: "TIMEOUT"
        case .skipped: "SKIP"
        case .unstable: "UNSTABLE"
        }
    }
}

/// One fixture's result in a run.
public struct FixtureResult: Sendable {
    /// The fixture id (the file name when the file did not decode).
    public var id: String
    /// The file, relative to the corpus root.
    public var relativePath: String
    /// The fixture, when it decoded.
    public var fixture: Fixture?
    /// What happened.
    public var outcome: FixtureOutcome
    /// The engine's full trace, when it ran.
    public var trace: Trace?
    /// What the engine logged while running this fixture (out-of-process engines' standard error).
    public var engineLog = ""
    /// Whether the engine's process could not be started again for this fixture (after a crash, a
    /// timeout or a violation): the run stops after it.
    var engineCouldNotRestart = false
    /// Whether an expectations file lists this fixture as a known failure of the engine.
    public var expectedToFail = false
    /// Whether the expectations file lists it as known to be unstable (`ID unstable`): then a pass
    /// is PASS, not XPASS, and an instability is XFAIL.
    public var knownUnstable = false
    /// Wall-clock time the engine took, in milliseconds (reported, never compared).
    public var durationMilliseconds = 0.0
    /// For a FAIL, the rules that produced the expected line of the first divergence, as the
    /// runner's annotation oracle says (empty without one, or when it names none).
    public var divergenceRules: [String] = []
    /// For a FAIL, the strongest evidence behind the expectations that failed (``EvidenceGrade``);
    /// nil for other outcomes, or when the runner had no rule catalogue.
    public var evidence: EvidenceGrade?

    /// The result's status: the outcome's label, except that a listed known failure is `XFAIL`
    /// when it fails, errs or times out and `XPASS` when it passes; a known-unstable one is `PASS`
    /// when it passes and `XFAIL` otherwise. An instability is `UNSTABLE` unless the fixture is
    /// listed as known to be unstable.
    public var label: String {
        guard expectedToFail else { return outcome.label }
        switch outcome {
        case .passed: return knownUnstable ? "PASS" : "XPASS"
        case .failed, .error, .timeout: return "XFAIL"
        case .unstable: return knownUnstable ? "XFAIL" : "UNSTABLE"
        case .skipped: return "SKIP"
        }
    }
}

extension FixtureResult {
    /// Adds what the engine logged during a later repetition, under a line naming it.
    mutating func appendLog(_ log: String, repetition: Int) {
        guard !log.isEmpty else { return }
        engineLog += (engineLog.isEmpty ? "" : "\n") + "[repetition \(repetition)]\n" + log
    }
}
