import DispatchHarness
import DispatchModel
import Foundation

/// The parts of answering one `serve` request, timed in process over the corpus: what the harness
/// writes, what the server parses, the engine, what the server writes, and what the harness parses.
struct ServeParts {
    var encodeRequest = 0.0
    var parseRequest = 0.0
    var run = 0.0
    var encodeResponse = 0.0
    var parseResponse = 0.0

    /// Seconds per scenario for each part, the median of `rounds` passes over `fixtures`.
    static func measure(_ fixtures: [Fixture], engine: any DispatchEngine, rounds: Int) -> ServeParts {
        let requests = fixtures.enumerated().map {
            WireProtocol.requestLine(id: "s\($0.offset)", request: EngineRequest(fixture: $0.element), version: 2)
        }
        let parsed = requests.compactMap { try? WireProtocol.parseRequest($0).get() }
        let traces = parsed.map { (try? engine.run($0.request)) ?? Trace() }
        let responses = zip(parsed, traces).map { WireProtocol.traceLine(id: $0.0.id, trace: $0.1) }
        let count = Double(fixtures.count)
        var parts = ServeParts()
        parts.encodeRequest =
            Stopwatch.median(runs: rounds) {
                for (index, fixture) in fixtures.enumerated() {
                    _ = WireProtocol.requestLine(id: "s\(index)", request: EngineRequest(fixture: fixture), version: 2)
                }
            } / count
        parts.parseRequest = Stopwatch.median(runs: rounds) { for line in requests { _ = WireProtocol.parseRequest(line) } } / count
        parts.run = Stopwatch.median(runs: rounds) { for request in parsed { _ = try? engine.run(request.request) } } / count
        parts.encodeResponse =
            Stopwatch.median(runs: rounds) {
                for (request, trace) in zip(parsed, traces) { _ = WireProtocol.traceLine(id: request.id, trace: trace) }
            } / count
        parts.parseResponse =
            Stopwatch.median(runs: rounds) {
                for (request, line) in zip(parsed, responses) { _ = WireProtocol.parseResponse(line, id: request.id) }
            } / count
        return parts
    }

    /// The parts as table rows: name, µs per scenario, share of their sum.
    var rows: [(String, Double, Double)] {
        let all = [
            ("harness writes the request", encodeRequest), ("server parses it", parseRequest), ("engine runs the scenario", run),
            ("server writes the trace", encodeResponse), ("harness parses the answer", parseResponse),
        ]
        let total = all.map(\.1).reduce(0, +)
        return all.map { ($0.0, $0.1 * 1e6, $0.1 / total) }
    }
}
