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
            if let check = checks.first(where: { !$0.passed }) {
                var first = divergence(check)
                if case .object(let divergenceMembers) = first, !result.divergenceRules.isEmpty {
                    first = .object(divergenceMembers + [JSONMember("rules", .array(result.divergenceRules.map(JSONValue.string)))])
                }
                members.append(JSONMember("firstDivergence", first))
            }
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

    /// The first assertion of `check` that does not hold: its mode, the written line and the trace
    /// line where they part (either may be null at the end of a list).
    static func divergence(_ check: ExpectationCheck) -> JSONValue {
        var members = [JSONMember("expectation", .number(Double(check.index + 1)))]
        guard let verdict = check.failures.first, let failure = verdict.failure else { return .object(members) }
        members.append(JSONMember("mode", .string(verdict.mode.rawValue)))
        let actual = check.actual.entries
        func traced(_ position: Int?) -> JSONValue {
            guard let position, position < actual.count else { return .null }
            return .string(CheckDescription.line(actual[position]))
        }
        func written(_ lines: [ExpectedLine], _ index: Int) -> JSONValue {
            index < lines.count ? .string(lines[index].description) : .null
        }
        switch failure {
        case .divergence(let at):
            members += [
                JSONMember("line", .number(Double(at + 1))), JSONMember("expected", written(check.expectation.exact ?? [], at)),
                JSONMember("actual", traced(at)),
            ]
        case .notFoundInOrder(let line, let after):
            members += [
                JSONMember("line", .number(Double(line + 1))), JSONMember("expected", written(check.expectation.contains ?? [], line)),
                JSONMember("after", traced(after)),
            ]
        case .unmatched(let lines):
            members.append(JSONMember("unmatched", .array(lines.map { written(check.expectation.unordered ?? [], $0) })))
        case .wrongCount(let found):
            let count = verdict.countIndex.flatMap { $0 < check.expectation.counts.count ? check.expectation.counts[$0] : nil }
            members += [
                JSONMember("expected", count.map { .string($0.description) } ?? .null), JSONMember("found", .number(Double(found))),
            ]
        case .present(let matches):
            members.append(JSONMember("presentButAbsent", matches.first.map { traced($0.entry) } ?? .null))
        }
        return .object(members)
    }
}
