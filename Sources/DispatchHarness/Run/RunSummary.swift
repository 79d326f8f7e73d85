import DispatchModel

/// The results of running a corpus against one engine.
public struct RunSummary: Sendable {
    /// The engine's name.
    public var engineName: String
    /// The iOS release the engine models (``DispatchEngine/iOS``).
    public var engineIOS: IOSVersion = .latestCovered
    /// The corpus directory.
    public var corpusRoot: String
    /// One result per selected file, in path order.
    public var results: [FixtureResult]
    /// How many times each fixture was run (`run --repeat`); 1 for a plain run.
    public var repetitions = 1

    /// Creates a summary.
    public init(engineName: String, corpusRoot: String, results: [FixtureResult], repetitions: Int = 1) {
        self.engineName = engineName
        self.corpusRoot = corpusRoot
        self.results = results
        self.repetitions = repetitions
    }

    /// Count of results with each label.
    public func count(_ label: String) -> Int { results.filter { $0.label == label }.count }

    /// Problems of the run itself, such as stale entries of an expectations file or a run that
    /// executed no fixture; any fails the run.
    public var problems: [String] = []

    /// Warnings about the run that do not fail it, such as an engine declaring a retired feature
    /// name (`Specs/FEATURES.md`).
    public var warnings: [String] = []

    /// The statuses that fail a run.
    public static let failingLabels: Set<String> = ["FAIL", "ERROR", "TIMEOUT", "UNSTABLE", "XPASS"]

    /// Whether the run succeeded: nothing failed, errored, timed out, was unstable or passed
    /// unexpectedly, and the run has no problems.
    public var succeeded: Bool {
        Self.failingLabels.allSatisfy { count($0) == 0 } && problems.isEmpty
    }

    /// `N passed, N failed, N skipped`, with `, N errors`, `, N timeouts`, `, N unstable` and the
    /// expectations file's counts appended when there are any, and `, N known unstable` for the
    /// fixtures listed as known to be unstable that were found unstable: a run that found any
    /// instability says so in its last line.
    public var closingLine: String {
        var line = "\(count("PASS")) passed, \(count("FAIL")) failed, \(count("SKIP")) skipped"
        if count("ERROR") > 0 { line += ", \(count("ERROR")) errors" }
        if count("TIMEOUT") > 0 { line += ", \(count("TIMEOUT")) timeouts" }
        if count("UNSTABLE") > 0 { line += ", \(count("UNSTABLE")) unstable" }
        if count("XFAIL") > 0 { line += ", \(count("XFAIL")) expected failures" }
        if count("XPASS") > 0 { line += ", \(count("XPASS")) unexpected passes" }
        let knownUnstable = results.filter { $0.knownUnstable && $0.expectedToFail && $0.outcome.label == "UNSTABLE" }.count
        if knownUnstable > 0 { line += ", \(knownUnstable) known unstable" }
        return line
    }
}
