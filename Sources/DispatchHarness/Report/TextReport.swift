import DispatchModel

/// The human-readable report of a run: details for each fixture that did not pass, then the
/// closing line `N passed, N failed, N skipped`.
public struct TextReport: Sendable {
    /// Lines of unchanged context shown around each difference.
    public var context = 3
    /// Whether passing and skipped fixtures get a line each.
    public var verbose = false
    /// The command that reruns one fixture, given its id.
    public var reproCommand: @Sendable (String) -> String

    /// Creates a report.
    public init(verbose: Bool = false, reproCommand: @escaping @Sendable (String) -> String) {
        self.verbose = verbose
        self.reproCommand = reproCommand
    }

    /// The whole report.
    public func render(_ summary: RunSummary) -> String {
        var out: [String] = ["engine: \(summary.engineName)", "corpus: \(summary.corpusRoot)", ""]
        for result in summary.results {
            if result.label == "XFAIL" {
                if verbose { out.append("XFAIL \(result.id)") }
                continue
            }
            switch result.outcome {
            case .passed where result.expectedToFail:
                out.append("XPASS \(result.id): listed as a known failure, but passes; remove it from the expectations file")
            case .passed:
                if verbose { out.append("PASS \(result.id)") }
            case .skipped(let missing):
                if verbose { out.append("SKIP \(result.id) (engine lacks \(missing.map(\.rawValue).joined(separator: ", ")))") }
            case .error(let message), .timeout(let message):
                out.append("\(result.outcome.label) \(result.id) (\(result.relativePath))")
                out += message.split(separator: "\n").map { "  \($0)" }
                out.append("  repro: \(reproCommand(result.id))")
                out.append("")
            case .unstable(let instability):
                out.append("UNSTABLE \(result.id) (\(result.relativePath))")
                out += instability.lines.map { "  \($0)" }
                out.append("  repro: \(reproCommand(result.id))")
                out.append("")
            case .failed(let checks):
                out.append("FAIL \(result.id) (\(result.relativePath))")
                if let title = result.fixture?.title { out.append("  \(title)") }
                if let rules = result.fixture?.rules { out.append("  rules: \(rules.joined(separator: ", "))") }
                for check in checks where !check.passed {
                    out += describe(check, of: checks.count)
                }
                if !result.engineLog.isEmpty {
                    out.append("  engine log:")
                    out += result.engineLog.split(separator: "\n").map { "    \($0)" }
                }
                out.append("  repro: \(reproCommand(result.id))")
                out.append("")
            }
        }
        let skipped = summary.results.filter { if case .skipped = $0.outcome { true } else { false } }
        if !skipped.isEmpty && !verbose {
            var byFeature: [String: Int] = [:]
            for result in skipped {
                if case .skipped(let missing) = result.outcome {
                    for feature in missing { byFeature[feature.rawValue, default: 0] += 1 }
                }
            }
            out.append(
                "skipped for missing features: "
                    + byFeature.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
        out += summary.problems.map { "problem: \($0)" }
        out.append(summary.closingLine)
        return out.joined(separator: "\n")
    }

    /// The explanation of one failed expectation: what was compared, the first divergence, and a
    /// diff with a legend and context.
    public func describe(_ check: ExpectationCheck, of total: Int) -> [String] {
        let expectation = check.expectation
        let objects = expectation.objects.map { $0.sorted().joined(separator: ", ") } ?? "all"
        var out = [
            "  expectation \(check.index + 1) of \(total): channels \(expectation.channels.sorted().map(\.rawValue).joined(separator: ", ")); objects \(objects)"
        ]
        if let expected = expectation.trace?.entries, let divergence = check.firstDivergence {
            let actual = check.actual.entries
            out.append("  first divergence at line \(divergence + 1):")
            out.append("    expected: \(divergence < expected.count ? Self.line(expected[divergence]) : "(end of trace)")")
            out.append("    actual:   \(divergence < actual.count ? Self.line(actual[divergence]) : "(end of trace)")")
            out.append("  diff (- expected, + actual, ' ' both):")
            out += diffLines(expected: expected, actual: actual).map { "    \($0)" }
        }
        for entry in check.presentAbsentLines {
            out.append("  present but expected absent: \(Self.line(entry))")
        }
        return out
    }

    /// A diff of two traces, unchanged runs longer than twice the context collapsed to `…`.
    func diffLines(expected: [TraceEntry], actual: [TraceEntry]) -> [String] {
        let changes = LineDiff(expected: expected, actual: actual).changes
        // Which lines lie within `context` of a change, marked in one pass (asking every changed
        // line about every line was quadratic: minutes for a trace of 50,000 lines).
        var near = [Bool](repeating: false, count: changes.count)
        for index in changes.indices {
            if case .same = changes[index] { continue }
            for marked in max(0, index - context)...min(changes.count - 1, index + context) { near[marked] = true }
        }
        var lines: [String] = []
        var skipping = false
        for (index, change) in changes.enumerated() {
            guard near[index] else {
                if !skipping { lines.append("  …") }
                skipping = true
                continue
            }
            skipping = false
            switch change {
            case .same(let entry): lines.append("  \(Self.line(entry))")
            case .removed(let entry): lines.append("- \(Self.line(entry))")
            case .added(let entry): lines.append("+ \(Self.line(entry))")
            }
        }
        // An engine's trace can have hundreds of thousands of lines; the report shows the start.
        guard lines.count > Self.maximumDiffLines else { return lines }
        return lines.prefix(Self.maximumDiffLines) + ["  … \(lines.count - Self.maximumDiffLines) more lines of the diff"]
    }

    /// The most lines of one diff the report shows.
    public static let maximumDiffLines = 200

    /// One entry with its time in a fixed-width column: `@0     hitTest B`.
    public static func line(_ entry: TraceEntry) -> String {
        let time = "@\(entry.time)"
        return time + String(repeating: " ", count: max(1, 7 - time.count)) + entry.event.description
    }
}
