import Foundation

/// What the stability check found for every selected fixture (`run --stability`).
public struct StabilitySummary: Sendable {
    /// The engine's name.
    public var engineName: String
    /// The corpus directory.
    public var corpusRoot: String
    /// How many times each scenario was played.
    public var plays: Int
    /// The seed of the shuffled orders.
    public var seed: UInt64
    /// One result per selected file, in path order.
    public var results: [StabilityResult]
    /// Problems of the check itself (stale entries of an expectations file, a check stopped
    /// early); any fails it.
    public var problems: [String] = []
    /// Warnings that do not fail it.
    public var warnings: [String] = []

    /// Creates a summary.
    public init(engineName: String, corpusRoot: String, plays: Int, seed: UInt64, results: [StabilityResult]) {
        self.engineName = engineName
        self.corpusRoot = corpusRoot
        self.plays = plays
        self.seed = seed
        self.results = results
    }

    /// How many results have `label`, leaving out known-unstable fixtures found unstable.
    public func count(_ label: String) -> Int { results.filter { $0.label == label && !($0.knownUnstable && label == "UNSTABLE") }.count }

    /// Known-unstable fixtures that were found unstable.
    public var knownUnstableFound: Int { results.filter { $0.knownUnstable && $0.label == "UNSTABLE" }.count }

    /// Whether the check found nothing wrong: no fixture unstable (unless listed as known to be),
    /// none unchecked, no problem.
    public var succeeded: Bool { count("UNSTABLE") == 0 && count("UNCHECKED") == 0 && problems.isEmpty }

    /// `stability: N stable, N unstable, N unchecked (P plays of each fixture, seed S)`, with
    /// `, N known unstable` when an expectations file listed fixtures that were found unstable.
    public var closingLine: String {
        var line = "stability: \(count("STABLE")) stable, \(count("UNSTABLE")) unstable, \(count("UNCHECKED")) unchecked"
        if knownUnstableFound > 0 { line += ", \(knownUnstableFound) known unstable" }
        return line + " (\(plays) plays of each fixture, seed \(seed))"
    }
}

/// The human report of a stability check: what was played, each fixture that is not stable with
/// its first differing lines, its repro line and standard error, then the closing line.
public struct StabilityReport: Sendable {
    /// Prints a line for every fixture, stable ones included.
    public var verbose = false
    /// The command that replays the check.
    public var reproLine: @Sendable () -> String

    /// Creates a report.
    public init(verbose: Bool = false, reproLine: @escaping @Sendable () -> String) {
        self.verbose = verbose
        self.reproLine = reproLine
    }

    /// The whole report.
    public func render(_ summary: StabilitySummary) -> String {
        var out = [
            "stability of \(summary.engineName): each fixture played \(summary.plays) times, whatever the engine declares; "
                + "play 1 alone in a fresh process, each later play in a fresh process in an order shuffled with seed \(summary.seed). "
                + "Answers are compared with each other, never with the fixtures' expectations."
        ]
        for result in summary.results {
            switch result.verdict {
            case .stable:
                if verbose { out.append("STABLE \(result.id)" + (result.answeredErrorEveryTime ? " (answered error every time)" : "")) }
            case .unstable(let difference):
                out.append("UNSTABLE \(result.id) (\(result.relativePath))" + (result.knownUnstable ? ": listed as known unstable" : ""))
                out += difference.lines.map { "  " + $0 }
                out.append("  repro: \(reproLine())")
                out += Self.logLines(result.engineLog)
            case .unchecked(let message):
                out.append("UNCHECKED \(result.id) (\(result.relativePath))")
                out += message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                out += Self.logLines(result.engineLog)
            }
        }
        out += summary.warnings.map { "warning: \($0)" }
        out += summary.problems.map { "problem: \($0)" }
        out.append(summary.closingLine)
        return out.joined(separator: "\n")
    }

    private static func logLines(_ log: String) -> [String] {
        let trimmed = log.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        return ["  standard error:"] + trimmed.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }
}
