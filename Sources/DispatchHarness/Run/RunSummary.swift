/// The results of running a corpus against one engine.
public struct RunSummary: Sendable {
    /// The engine's name.
    public var engineName: String
    /// The corpus directory.
    public var corpusRoot: String
    /// One result per selected file, in path order.
    public var results: [FixtureResult]

    /// Count of results with each label.
    public func count(_ label: String) -> Int { results.filter { $0.label == label }.count }

    /// Problems of the run itself, such as stale entries of an expectations file; any fails the run.
    public var problems: [String] = []

    /// Whether the run succeeded: nothing failed, errored, timed out or passed unexpectedly, and
    /// the run has no problems.
    public var succeeded: Bool {
        ["FAIL", "ERROR", "TIMEOUT", "XPASS"].allSatisfy { count($0) == 0 } && problems.isEmpty
    }

    /// `N passed, N failed, N skipped`, with `, N errors` and `, N timeouts` appended when there are any.
    public var closingLine: String {
        var line = "\(count("PASS")) passed, \(count("FAIL")) failed, \(count("SKIP")) skipped"
        if count("ERROR") > 0 { line += ", \(count("ERROR")) errors" }
        if count("TIMEOUT") > 0 { line += ", \(count("TIMEOUT")) timeouts" }
        if count("XFAIL") > 0 { line += ", \(count("XFAIL")) expected failures" }
        if count("XPASS") > 0 { line += ", \(count("XPASS")) unexpected passes" }
        return line
    }
}
