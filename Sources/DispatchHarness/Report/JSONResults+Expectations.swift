import DispatchModel

extension JSONResults {
    /// Every expectation's check of a result that has them: the failed checks of a FAIL, or for a
    /// fixture that passed, its checks made again from the trace (they all hold). Nil otherwise.
    static func checks(of result: FixtureResult) -> [ExpectationCheck]? {
        switch result.outcome {
        case .failed(let checks): return checks
        case .passed:
            guard let fixture = result.fixture, let trace = result.trace else { return nil }
            return fixture.expectations.enumerated().map { ExpectationCheck(index: $0, expectation: $1, trace: trace) }
        case .error, .timeout, .skipped, .unstable: return nil
        }
    }

    /// One expectation: its number, the rules it checks, whether it holds, and each assertion's
    /// verdict with, for one that does not hold, where it parts from the trace.
    static func expectation(_ check: ExpectationCheck) -> JSONValue {
        .object([
            JSONMember("expectation", .number(Double(check.index + 1))),
            JSONMember("rules", .array(check.expectation.rules.map(JSONValue.string))),
            JSONMember("holds", .bool(check.passed)),
            JSONMember(
                "assertions",
                .array(
                    check.verdicts.map { verdict in
                        var members = [JSONMember("mode", .string(verdict.mode.rawValue)), JSONMember("holds", .bool(verdict.holds))]
                        if !verdict.holds { members.append(JSONMember("divergence", divergence(check, verdict))) }
                        return .object(members)
                    })),
        ])
    }
}
