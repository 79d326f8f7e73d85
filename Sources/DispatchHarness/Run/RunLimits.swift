/// When a run stops before every selected fixture has run (`run --max-failures`,
/// `--max-timeouts`): so that a broken engine, or one that hangs at every scenario, does not cost
/// an hour to find out. Only the first pass stops early; the fixtures it did not reach get no
/// result, and the run has a problem saying how many, so that it cannot pass.
public struct RunLimits: Sendable {
    /// Stop after this many fixtures that did not pass (FAIL, ERROR, TIMEOUT); nil: never.
    public var maximumFailures: Int?
    /// Stop after this many TIMEOUTs in a row; nil: never.
    public var maximumConsecutiveTimeouts: Int?
    /// Fixtures listed as known failures (`--expectations`): they do not count as failures.
    public var knownFailures: Set<String>

    /// Creates limits; the default never stops a run.
    public init(maximumFailures: Int? = nil, maximumConsecutiveTimeouts: Int? = nil, knownFailures: Set<String> = []) {
        self.maximumFailures = maximumFailures
        self.maximumConsecutiveTimeouts = maximumConsecutiveTimeouts
        self.knownFailures = knownFailures
    }

    /// Counts results as they come and says when the run must stop.
    struct Tally {
        let limits: RunLimits
        private(set) var failures = 0
        private(set) var consecutiveTimeouts = 0

        init(_ limits: RunLimits) { self.limits = limits }

        /// Counts `result`; returns why the run stops after it, or nil to go on.
        mutating func count(_ result: FixtureResult) -> String? {
            let label = result.outcome.label
            consecutiveTimeouts = label == "TIMEOUT" ? consecutiveTimeouts + 1 : (label == "SKIP" ? consecutiveTimeouts : 0)
            if ["FAIL", "ERROR", "TIMEOUT"].contains(label) && !limits.knownFailures.contains(result.id) { failures += 1 }
            if let maximum = limits.maximumConsecutiveTimeouts, consecutiveTimeouts >= maximum {
                return "\(consecutiveTimeouts) consecutive timeouts (--max-timeouts \(maximum))"
            }
            if let maximum = limits.maximumFailures, failures >= maximum {
                return "\(failures) fixtures did not pass (--max-failures \(maximum))"
            }
            return nil
        }
    }
}

/// How far a run has come, reported after each fixture of its first pass (`run` shows it on a
/// terminal).
public struct RunProgress: Sendable {
    /// Fixtures run so far (skipped ones included).
    public var done: Int
    /// Fixtures selected.
    public var total: Int
    /// Of those run, how many did not pass or skip.
    public var notPassed: Int
    /// The result just made.
    public var latestID: String
    /// Its status.
    public var latestLabel: String
}

extension RunLimits {
    /// How many TIMEOUTs in a row stop a run unless `--max-timeouts` says otherwise: an engine that
    /// hangs at every scenario is found out in a minute at the default timeout, not an hour.
    public static let defaultConsecutiveTimeouts = 5
}
