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
        var out: [String] = ["engine: \(summary.engineName), modelling iOS \(summary.engineIOS)", "corpus: \(summary.corpusRoot)", ""]
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
            case .skipped(let reason):
                if verbose { out.append("SKIP \(result.id) (\(reason))") }
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
                out += FailureHeadline.lines(for: result).map { "  \($0)" }
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
            var byRange: [String: Int] = [:]
            var modelled: IOSVersion?
            for result in skipped {
                if case .skipped(let reason) = result.outcome {
                    for feature in reason.missing { byFeature[feature.rawValue, default: 0] += 1 }
                    if let needs = reason.needs {
                        byRange[needs.description, default: 0] += 1
                        modelled = reason.modelled
                    }
                }
            }
            if !byFeature.isEmpty {
                out.append(
                    "skipped for missing features: "
                        + byFeature.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
            }
            if let modelled {
                out.append(
                    "skipped for the iOS version modelled (iOS \(modelled)): "
                        + byRange.sorted { $0.key < $1.key }.map { "needs \($0.key) (\($0.value))" }.joined(separator: ", "))
            }
        }
        if let tally = Self.evidenceTally(summary) { out.append(tally) }
        out += summary.warnings.map { "warning: \($0)" }
        out += summary.problems.map { "problem: \($0)" }
        out.append(summary.closingLine)
        // Engine output (logs, quoted answers) may hold escape codes: shown, never obeyed.
        return out.joined(separator: "\n").escapingControlCharacters
    }

    /// `failures by evidence: 2 printed by real UIKit, 5 documented, 0 tested, 1 inferred`: how
    /// sure the suite is of the failures that count (known failures aside); nil without one.
    static func evidenceTally(_ summary: RunSummary) -> String? {
        let graded = summary.results.filter { $0.label == "FAIL" }.compactMap(\.evidence)
        guard !graded.isEmpty else { return nil }
        let counts = EvidenceGrade.Level.allCases.map { level in (level, graded.filter { $0.level == level }.count) }
        let names: [EvidenceGrade.Level: String] = [
            .printed: "printed by real UIKit", .documented: "documented", .tested: "tested on UIKit", .inferred: "inferred",
        ]
        return "failures by evidence: " + counts.map { "\($0.1) \(names[$0.0]!)" }.joined(separator: ", ")
    }

    /// The explanation of one failed expectation: what was compared, and for each assertion that
    /// does not hold, the first divergence, a diff or the filtered trace.
    public func describe(_ check: ExpectationCheck, of total: Int) -> [String] {
        CheckDescription(context: context).lines(check, of: total)
    }

    /// The most lines of one diff the report shows.
    public static let maximumDiffLines = 200

    /// One entry with its time in a fixed-width column: `@0     hitTest B`.
    public static func line(_ entry: TraceEntry) -> String {
        let time = "@\(entry.time)"
        return time + String(repeating: " ", count: max(1, 7 - time.count)) + entry.event.description
    }
}
