import DispatchModel

/// The machine-readable results of a run (`--json`): suite and engine identity, the summary, and
/// per fixture its status, duration and first divergence (or, for UNSTABLE, the first lines at
/// which two repetitions differ). `compare` reads this format back.
public enum JSONResults {
    /// Every status, in the order of the `summary` object.
    public static let labels = ["PASS", "FAIL", "SKIP", "ERROR", "TIMEOUT", "UNSTABLE", "XFAIL", "XPASS"]

    /// The document for `summary`.
    public static func document(_ summary: RunSummary) -> JSONValue {
        return .object([
            JSONMember(
                "suite",
                .object([
                    JSONMember("version", .string(SuiteVersion.current)), JSONMember("contract", .number(Double(SuiteVersion.contract))),
                ])),
            JSONMember("engine", .string(summary.engineName)),
            JSONMember("corpus", .string(summary.corpusRoot)),
            JSONMember("repetitions", .number(Double(summary.repetitions))),
            JSONMember("summary", .object(labels.map { JSONMember($0, .number(Double(summary.count($0)))) })),
            JSONMember("problems", .array(summary.problems.map(JSONValue.string))),
            JSONMember("results", .array(summary.results.map(result))),
        ])
    }

    /// The document as one line of JSON text.
    public static func text(_ summary: RunSummary) -> String {
        JSONWriter.text(document(summary)) + "\n"
    }

    static func result(_ result: FixtureResult) -> JSONValue {
        var members = [
            JSONMember("id", .string(result.id)),
            JSONMember("path", .string(result.relativePath)),
            JSONMember("area", .string(result.relativePath.split(separator: "/").first.map(String.init) ?? ".")),
            JSONMember("status", .string(result.label)),
            JSONMember("durationMs", .number((result.durationMilliseconds * 1000).rounded() / 1000)),
        ]
        switch result.outcome {
        case .passed: break
        case .failed(let checks):
            if let check = checks.first(where: { !$0.passed }) { members.append(JSONMember("firstDivergence", divergence(check))) }
        case .error(let message), .timeout(let message):
            members.append(JSONMember("message", .string(message)))
        case .skipped(let missing):
            members.append(JSONMember("missingFeatures", .array(missing.map { .string($0.rawValue) })))
        case .unstable(let instability):
            members.append(JSONMember("instability", Self.instability(instability)))
        }
        return .object(members)
    }

    static func instability(_ instability: Instability) -> JSONValue {
        .object([
            JSONMember("repetition", .number(Double(instability.repetition))),
            JSONMember("firstStatus", .string(instability.firstLabel)),
            JSONMember("line", .number(Double(instability.firstDifference + 1))),
            JSONMember("first", .array(instability.differingLines(of: instability.first).map(JSONValue.string))),
            JSONMember("other", .array(instability.differingLines(of: instability.other).map(JSONValue.string))),
        ])
    }

    static func divergence(_ check: ExpectationCheck) -> JSONValue {
        var members = [JSONMember("expectation", .number(Double(check.index + 1)))]
        if let line = check.firstDivergence, let expected = check.expectation.trace?.entries {
            members.append(JSONMember("line", .number(Double(line + 1))))
            members.append(JSONMember("expected", line < expected.count ? .string(TextReport.line(expected[line])) : .null))
            members.append(
                JSONMember("actual", line < check.actual.entries.count ? .string(TextReport.line(check.actual.entries[line])) : .null))
        }
        if let present = check.presentAbsentLines.first {
            members.append(JSONMember("presentButAbsent", .string(TextReport.line(present))))
        }
        return .object(members)
    }
}
