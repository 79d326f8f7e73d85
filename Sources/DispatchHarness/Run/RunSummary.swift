/// The results of running a corpus against one engine.
public struct RunSummary: Sendable {
    /// The engine's name.
    public var engineName: String
    /// The corpus directory.
    public var corpusRoot: String
    /// One result per selected file, in path order.
    public var results: [FixtureResult]

    /// Count of results with each label.
    public func count(_ label: String) -> Int { results.filter { $0.outcome.label == label }.count }

    /// Whether the run succeeded: nothing failed, errored or timed out.
    public var succeeded: Bool { count("FAIL") == 0 && count("ERROR") == 0 && count("TIMEOUT") == 0 }

    /// `N passed, N failed, N skipped`, with `, N errors` and `, N timeouts` appended when there are any.
    public var closingLine: String {
        var line = "\(count("PASS")) passed, \(count("FAIL")) failed, \(count("SKIP")) skipped"
        if count("ERROR") > 0 { line += ", \(count("ERROR")) errors" }
        if count("TIMEOUT") > 0 { line += ", \(count("TIMEOUT")) timeouts" }
        return line
    }
}
