import DispatchModel

/// The machine-readable results of a run (`--json`, `Specs/results.schema.json`): suite and engine
/// identity, the summary, and per fixture its status, duration, rules, conformance level, area
/// path, every expectation's verdict with its first divergence, the engine's full trace and log
/// (or, for UNSTABLE, the first lines at which two repetitions differ). `compare` reads it back.
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
            JSONMember("ios", .string(summary.engineIOS.description)),
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
        let folders = result.relativePath.split(separator: "/").dropLast()
        var members = [
            JSONMember("id", .string(result.id)),
            JSONMember("path", .string(result.relativePath)),
            JSONMember("area", .string(folders.first.map(String.init) ?? ".")),
            JSONMember("areaPath", .string(folders.isEmpty ? "." : folders.joined(separator: "/"))),
            JSONMember("status", .string(result.label)),
            JSONMember("durationMs", .number((result.durationMilliseconds * 1000).rounded() / 1000)),
        ]
        if let fixture = result.fixture {
            members += [
                JSONMember("title", .string(fixture.title)), JSONMember("rules", .array(fixture.rules.map(JSONValue.string))),
                JSONMember("conformance", .string(fixture.conformance.rawValue)),
            ]
        }
        if let checks = checks(of: result) { members.append(JSONMember("expectations", .array(checks.map(expectation)))) }
        if let trace = result.trace { members.append(JSONMember("trace", .array(trace.lines.map(JSONValue.string)))) }
        if !result.engineLog.isEmpty { members.append(JSONMember("engineLog", .string(result.engineLog))) }
        switch result.outcome {
        case .passed: break
        case .failed(let checks):
            if let check = checks.first(where: { !$0.passed }) {
                var first = divergence(check)
                if case .object(let divergenceMembers) = first, !result.divergenceRules.isEmpty {
                    first = .object(
                        divergenceMembers + [JSONMember("referenceRules", .array(result.divergenceRules.map(JSONValue.string)))])
                }
                members.append(JSONMember("brokenRules", .array(result.brokenRules.map(JSONValue.string))))
                if let evidence = result.evidence { members.append(JSONMember("evidence", Self.evidence(evidence))) }
                members.append(JSONMember("firstDivergence", first))
            }
        case .error(let message), .timeout(let message):
            members.append(JSONMember("message", .string(message)))
        case .skipped(let reason):
            members.append(JSONMember("missingFeatures", .array(reason.missing.map { .string($0.rawValue) })))
            if let needs = reason.needs { members.append(JSONMember("needsIOS", needs.jsonValue)) }
            members.append(JSONMember("skipReason", .string(reason.description)))
        case .unstable(let instability):
            members.append(JSONMember("instability", Self.instability(instability)))
        }
        return .object(members)
    }

    /// `{"grade": "printed", "references": ["OBS-003"], "text": "printed by real UIKit (OBS-003)"}`.
    static func evidence(_ grade: EvidenceGrade) -> JSONValue {
        .object([
            JSONMember("grade", .string(grade.level.rawValue)),
            JSONMember("references", .array(grade.references.map(JSONValue.string))),
            JSONMember("text", .string(grade.sentence)),
        ])
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
        guard let verdict = check.failures.first else { return .object([JSONMember("expectation", .number(Double(check.index + 1)))]) }
        return divergence(check, verdict)
    }

    /// Where `verdict`, an assertion of `check` that does not hold, parts from the trace.
    static func divergence(_ check: ExpectationCheck, _ verdict: AssertionVerdict) -> JSONValue {
        var members = [JSONMember("expectation", .number(Double(check.index + 1)))]
        guard let failure = verdict.failure else { return .object(members) }
        members.append(JSONMember("mode", .string(verdict.mode.rawValue)))
        let actual = Array(check.actual.entries)
        func traced(_ position: Int?) -> JSONValue {
            guard let position, position < actual.count else { return .null }
            return .string(CheckDescription.plainLine(actual[position]))
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
            let lines = check.expectation.exact ?? []
            var diff = ExactDiff(context: TextReport { $0 }.context)
            diff.padded = false
            diff.maximumLines = nil
            let text = diff.lines(expected: lines, shownTimes: CheckDescription.writtenTimes(of: lines), actual: actual)
            members.append(JSONMember("diff", .array(text.map(JSONValue.string))))
        case .notFoundInOrder(let line, let after):
            members += [
                JSONMember("line", .number(Double(line + 1))), JSONMember("expected", written(check.expectation.contains ?? [], line)),
                JSONMember("after", traced(after)),
            ]
            // The filtered trace around where the line was looked for, each written line's match marked.
            var marks: [Int: String] = [:]
            for (number, position) in verdict.matchedPositions.enumerated() { marks[position, default: ""] += " ◀ line \(number + 1)" }
            let center = after ?? 0
            let window = max(0, center - 10)..<min(actual.count, center + 11)
            var context = window.lowerBound > 0 ? ["… \(window.lowerBound) lines"] : []
            context += window.map { CheckDescription.plainLine(actual[$0]) + (marks[$0] ?? "") }
            if window.upperBound < actual.count { context.append("… \(actual.count - window.upperBound) lines") }
            members.append(JSONMember("context", .array(context.map(JSONValue.string))))
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
