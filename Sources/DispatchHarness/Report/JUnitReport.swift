import DispatchModel
import Foundation

/// JUnit XML for CI systems (`--junit`): one `testsuite` per area, one `testcase` per fixture;
/// FAIL, UNSTABLE and XPASS are failures, ERROR and TIMEOUT errors, SKIP skipped, XFAIL passes
/// with a note. Every failure and error carries its status as `type` and a one-line `message`
/// saying what failed (the assertion and where it parts from the trace, or the error's first line). Problems of the run itself (nothing executed, stale expectations) are failing
/// test cases of a last suite, `run`, so that CI cannot read such a run as green. Each suite
/// carries `time` (the sum of its fixtures' durations), `timestamp` (when the run started) and
/// `hostname`, as JUnit's schema has them.
public struct JUnitReport: Sendable {
    /// How failures are explained (the text report's diff).
    public var textReport: TextReport
    /// When the run started: every suite's `timestamp`.
    public var startedAt: Date
    /// The machine that ran it: every suite's `hostname`.
    public var hostname: String

    /// Creates the report; by default the run started now, on this machine.
    public init(textReport: TextReport, startedAt: Date = Date(), hostname: String = ProcessInfo.processInfo.hostName) {
        self.textReport = textReport
        self.startedAt = startedAt
        self.hostname = hostname
    }

    /// `startedAt` as JUnit writes it: ISO 8601 in UTC, to the second, without a zone
    /// (`2026-11-27T16:44:07`).
    var timestamp: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: startedAt)
    }

    /// The XML document.
    public func render(_ summary: RunSummary) -> String {
        let areas = Dictionary(grouping: summary.results) { $0.relativePath.split(separator: "/").first.map(String.init) ?? "." }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = summary.count("FAIL") + summary.count("UNSTABLE") + summary.count("XPASS") + summary.problems.count
        let total = NumberFormatSeconds.text(summary.results.map(\.durationMilliseconds).reduce(0, +) / 1000)
        let stamp = "timestamp=\"\(timestamp)\" hostname=\"\(escape(hostname))\""
        out.append(
            "<testsuites name=\"dispatch-conformance \(escape(SuiteVersion.current))\" tests=\"\(summary.results.count + summary.problems.count)\" failures=\"\(failures)\" errors=\"\(summary.count("ERROR") + summary.count("TIMEOUT"))\" time=\"\(total)\">"
        )
        for area in areas.keys.sorted() {
            let results = areas[area]!
            let failures = results.filter { ["FAIL", "UNSTABLE", "XPASS"].contains($0.label) }.count
            let errors = results.filter { ["ERROR", "TIMEOUT"].contains($0.label) }.count
            let skipped = results.filter { $0.label == "SKIP" }.count
            out.append(
                "  <testsuite name=\"\(escape(area))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" "
                    + "time=\"\(NumberFormatSeconds.text(results.map(\.durationMilliseconds).reduce(0, +) / 1000))\" \(stamp)>"
            )
            for result in results {
                let seconds = NumberFormatSeconds.text(result.durationMilliseconds / 1000)
                out.append("    <testcase classname=\"\(escape(area))\" name=\"\(escape(result.id))\" time=\"\(seconds)\">")
                out += body(result).map { "      " + $0 }
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        if !summary.problems.isEmpty {
            out.append(
                "  <testsuite name=\"run\" tests=\"\(summary.problems.count)\" failures=\"\(summary.problems.count)\" errors=\"0\" skipped=\"0\" time=\"0.000\" \(stamp)>"
            )
            for (index, problem) in summary.problems.enumerated() {
                out.append("    <testcase classname=\"run\" name=\"problem \(index + 1)\" time=\"0.000\">")
                out.append("      <failure message=\"\(escape(problem))\"/>")
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private func body(_ result: FixtureResult) -> [String] {
        switch (result.label, result.outcome) {
        case ("XPASS", _):
            return ["<failure type=\"XPASS\" message=\"listed as a known failure, but passes: remove it from the expectations file\"/>"]
        case ("XFAIL", _):
            return ["<system-out>expected failure (listed in the expectations file)</system-out>"]
        case (_, .failed(let checks)):
            let failed = checks.filter { !$0.passed }
            let headline = FailureHeadline.lines(for: result)
            let details = (headline.map { "  \($0)" } + failed.flatMap { textReport.describe($0, of: checks.count) }).joined(
                separator: "\n")
            let message =
                (headline.prefix(1) + failed.map { Self.summary(of: $0, textReport.describe($0, of: checks.count)) }).joined(
                    separator: "; ")
            return ["<failure type=\"FAIL\" message=\"\(escape(message))\">\(escape(details))</failure>"]
        case (_, .error(let message)):
            return ["<error type=\"ERROR\" message=\"\(escape(Self.firstLine(message)))\">\(escape(message))</error>"]
        case (_, .timeout(let message)):
            return ["<error type=\"TIMEOUT\" message=\"\(escape(Self.firstLine(message)))\">\(escape(message))</error>"]
        case (_, .unstable(let instability)):
            let message = "unstable: repetition \(instability.repetition) gave another trace"
            return ["<failure type=\"UNSTABLE\" message=\"\(message)\">\(escape(instability.lines.joined(separator: "\n")))</failure>"]
        case (_, .skipped(let reason)):
            return ["<skipped message=\"\(escape(reason.description))\"/>"]
        case (_, .passed):
            return []
        }
    }

    /// `expectation 2 of 3: exact: first divergence at line 4`: the expectation, and the first
    /// line of each assertion of it that does not hold (from the report's description `lines`).
    static func summary(of check: ExpectationCheck, _ lines: [String]) -> String {
        let modes = Set(MatchMode.allCases.map(\.rawValue))
        let verdicts = lines.dropFirst().filter { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") && modes.contains(String(line.dropFirst(2).prefix { $0 != ":" }))
        }
        let said = verdicts.map { $0.dropFirst(2).trimmingSuffix(":") }.joined(separator: "; ")
        let message = "expectation \(check.index + 1): " + (said.isEmpty ? "does not hold" : said)
        // The report aligns times in a column; an attribute is one line, so runs of spaces become one.
        return message.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The first line of `text`, shortened to 300 characters.
    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Seconds with three decimals, as JUnit consumers expect.
enum NumberFormatSeconds {
    static func text(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension Substring {
    /// The text without one trailing `suffix`, when it ends with it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self)
    }
}
