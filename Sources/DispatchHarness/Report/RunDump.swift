import DispatchModel

/// What `run --dump DIR` writes for each fixture that was run (not skipped), so that every failure
/// can be studied, and replayed, without running the engine again:
///
/// - `ID.request.json`: the request line the engine was sent, in its protocol version, under the
///   id `s1` (`ENGINE < ID.request.json` replays it);
/// - `ID.trace.txt`: the engine's full trace, every channel, one line per entry (absent when the
///   engine gave none);
/// - `ID.result.txt`: the status, and for one that is not PASS the diff of each failed expectation,
///   the error or the instability, and what the engine wrote to standard error.
public struct RunDump: Sendable {
    /// One file to write, relative to the dump folder.
    public struct File: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// Its contents.
        public var text: String
    }

    /// The protocol version of the requests written (the engine's, or the current one for an
    /// engine in this process).
    public var protocolVersion: Int
    /// How diffs are written.
    public var textReport: TextReport

    /// Creates a dump.
    public init(protocolVersion: Int, textReport: TextReport) {
        self.protocolVersion = protocolVersion
        self.textReport = textReport
    }

    /// The files for every fixture of `summary` that was run.
    public func files(_ summary: RunSummary) -> [File] {
        summary.results.flatMap(files)
    }

    /// The files for one result: none for a skipped fixture or a file that did not decode.
    public func files(_ result: FixtureResult) -> [File] {
        guard let fixture = result.fixture, result.label != "SKIP" else { return [] }
        var files = [
            File(
                name: "\(result.id).request.json",
                text: WireProtocol.requestLine(id: "s1", request: EngineRequest(fixture: fixture), version: protocolVersion) + "\n")
        ]
        if let trace = result.trace {
            files.append(File(name: "\(result.id).trace.txt", text: trace.lines.map { $0 + "\n" }.joined()))
        }
        files.append(File(name: "\(result.id).result.txt", text: report(result).joined(separator: "\n") + "\n"))
        return files
    }

    private func report(_ result: FixtureResult) -> [String] {
        var out = ["\(result.label) \(result.id) (\(result.relativePath))"]
        switch result.outcome {
        case .passed, .skipped: break
        case .failed(let checks):
            for check in checks where !check.passed { out += textReport.describe(check, of: checks.count) }
        case .error(let message), .timeout(let message):
            out += message.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        case .unstable(let instability):
            out += instability.lines.map { "  \($0)" }
        }
        if !result.engineLog.isEmpty {
            out.append("  engine log:")
            out += result.engineLog.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        }
        return out
    }
}
