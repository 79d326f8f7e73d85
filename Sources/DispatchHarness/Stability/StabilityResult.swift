/// What the stability check (`run --stability`) found for one fixture: whether every play of its
/// scenario got the same answer. Never a conformance verdict: the answers are not compared with
/// the fixture's expectations.
public struct StabilityResult: Sendable {
    /// Whether the answers agreed.
    public enum Verdict: Sendable {
        /// Every play got the same answer.
        case stable
        /// A play got another answer than the first.
        case unstable(StabilityDifference)
        /// A play got no answer (the engine crashed, timed out or broke the protocol), so the
        /// answers could not all be compared; the message says which play and why.
        case unchecked(String)
    }

    /// The fixture id (the file name when it did not decode).
    public var id: String
    /// The file, relative to the corpus root.
    public var relativePath: String
    /// What the plays gave.
    public var verdict: Verdict
    /// Whether every play's answer was an `error` (the engine refuses the scenario, consistently).
    public var answeredErrorEveryTime = false
    /// Whether an expectations file lists the fixture as known to be unstable.
    public var knownUnstable = false
    /// The engine's standard error during the plays, each play's under a line naming it.
    public var engineLog = ""

    /// `STABLE`, `UNSTABLE` or `UNCHECKED`.
    public var label: String {
        switch verdict {
        case .stable: "STABLE"
        case .unstable: "UNSTABLE"
        case .unchecked: "UNCHECKED"
        }
    }
}

/// The first play whose answer differs from the first play's, and where.
public struct StabilityDifference: Sendable {
    /// The play that differs (2 or more).
    public var play: Int
    /// The fixture the same engine process answered just before, in that play; nil when the
    /// request was the first of its process.
    public var previousFixture: String?
    /// The first play's answer, as lines (`@time event`, every line with its time, or `error: message`).
    public var first: [String]
    /// That play's answer.
    public var other: [String]

    /// How many differing lines of each answer are shown.
    public static let shownLines = 3

    /// The index of the first line at which the answers differ.
    public var firstDifference: Int {
        let common = min(first.count, other.count)
        return (0..<common).first { first[$0] != other[$0] } ?? common
    }

    /// The explanation: which plays differ, where, and the first differing lines of each.
    public var lines: [String] {
        let context = previousFixture.map { "right after \($0) in the same process" } ?? "first request of a fresh process"
        var out = [
            "play \(play) (\(context)) got another answer than play 1 (alone in a fresh process); "
                + "they first differ at line \(firstDifference + 1) of \(first.count) and \(other.count):"
        ]
        for (label, answer) in [("play 1", first), ("play \(play)", other)] {
            let shown = answer.dropFirst(firstDifference).prefix(Self.shownLines).map { OutputExcerpt.shortened($0) }
            out.append("  \(label): \(shown.first ?? "(end of answer)")")
            out += shown.dropFirst().map { "  \(String(repeating: " ", count: label.count))  \($0)" }
        }
        return out
    }
}
