import DispatchModel

extension FixtureResult {
    /// For a FAIL, the rules the engine broke: the `rules` of each expectation that did not hold,
    /// in the fixture's order, each once. They are the fixture's claim about what the failing lines
    /// check, and come before ``divergenceRules``, which only say which rules of the reference
    /// engine emitted its version of the first differing line. Empty for any other outcome.
    public var brokenRules: [String] {
        guard case .failed(let checks) = outcome else { return [] }
        return checks.filter { !$0.passed }.flatMap(\.expectation.rules).uniqued()
    }
}
