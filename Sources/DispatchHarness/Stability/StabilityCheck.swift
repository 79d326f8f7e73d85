import DispatchModel
import Foundation

/// The stability check of `run --stability N` (`Specs/RUNNING.md`, "Determinism"): every selected
/// fixture, whatever features the engine declares, played N times, and only whether the answers
/// agree is reported, never whether they conform.
///
/// Play 1 sends each scenario alone to a fresh engine process, which gives the answer of an engine
/// with nothing left over from another request. Each later play starts a fresh process (a new hash
/// seed, new caches) and sends every scenario in an order shuffled from `seed` and the play, so
/// that state one request leaves behind shows in the answer to the next. A fixture whose plays get
/// different answers (traces, or `error` messages) is UNSTABLE; one for which a play got no answer
/// (a crash, a timeout, a broken protocol) is UNCHECKED.
public struct StabilityCheck: Sendable {
    /// The engines playing the scenarios: one, or one per `--jobs` process; they share each play.
    public var engines: [any DispatchEngine]
    /// How many times each scenario is played (at least 2).
    public var plays: Int
    /// The seed of the shuffled orders, printed so that a run can be replayed.
    public var seed: UInt64
    /// Called after each answer, in the order of each play.
    public var progress: (@Sendable (RunProgress) -> Void)?
    /// Stops the check where it is: only fixtures every play has answered are reported.
    public var cancellation: RunCancellation?

    /// Creates a check.
    public init(engines: [any DispatchEngine], plays: Int, seed: UInt64) {
        precondition(!engines.isEmpty && plays >= 2)
        self.engines = engines
        self.plays = plays
        self.seed = seed
    }

    /// The order in which play `play` (2 or more) sends `count` scenarios: a Fisher–Yates shuffle
    /// drawn from `seed` and the play, the same on every platform.
    public static func order(count: Int, seed: UInt64, play: Int) -> [Int] {
        var random = SeededRandom(seed: seed, case: play)
        var order = Array(0..<count)
        for index in stride(from: count - 1, to: 0, by: -1) { order.swapAt(index, random.int(in: 0...index)) }
        return order
    }

    /// One play's answer to one scenario.
    enum Answer: Sendable {
        /// A trace or an `error` response, as lines.
        case lines([String], previous: String?, log: String)
        /// No answer: why.
        case failure(String, log: String)
        /// Not sent: the check was cancelled.
        case cancelled
    }

    /// Plays the selected fixtures of `corpus`.
    public func run(_ corpus: LintedCorpus, selection: FixtureSelection = FixtureSelection()) -> StabilitySummary {
        let files = corpus.corpus.files.indices.filter { selection.matches(corpus.corpus.files[$0], rules: corpus.rules) }
        let runnable = files.filter { corpus.problems[$0].isEmpty && corpus.corpus.files[$0].fixture != nil }
        let fixtures = runnable.map { corpus.corpus.files[$0].fixture! }
        var answers: [[Answer]] = []
        for play in 1...plays where cancellation?.cancellationReason == nil {
            answers.append(self.play(play, fixtures))
        }
        var summary = StabilitySummary(
            engineName: engines[0].name, corpusRoot: corpus.corpus.root, plays: plays, seed: seed, results: [])
        var position = 0
        for index in files {
            let file = corpus.corpus.files[index]
            let id = file.fixture?.id ?? file.fileID
            guard corpus.problems[index].isEmpty, file.fixture != nil else {
                let message = corpus.problems[index].map(\.description).joined(separator: "\n")
                summary.results.append(
                    StabilityResult(id: id, relativePath: file.relativePath, verdict: .unchecked("invalid fixture:\n\(message)")))
                continue
            }
            defer { position += 1 }
            let played = answers.map { $0[position] }
            if played.count < plays || played.contains(where: { if case .cancelled = $0 { true } else { false } }) { continue }
            summary.results.append(Self.result(id: id, relativePath: file.relativePath, played))
        }
        if let reason = cancellation?.cancellationReason {
            summary.problems.append(
                "the check stopped early, \(reason): \(summary.results.count) of \(files.count) selected fixtures were played every time")
        }
        if files.isEmpty { summary.problems.append("no fixture matches the selection; nothing was played") }
        if !(engines[0] is any EngineProcessControl) {
            summary.warnings.append(
                "\(engines[0].name) runs in this process: its plays share one hash seed and one process's state, so only the "
                    + "order of requests varies; serve it from an executable (EngineServer.serve) and check it with --engine-command")
        }
        return summary
    }

    /// The verdict of one fixture from its answers, play by play.
    static func result(id: String, relativePath: String, _ played: [Answer]) -> StabilityResult {
        var result = StabilityResult(id: id, relativePath: relativePath, verdict: .stable)
        var first: [String] = []
        for (offset, answer) in played.enumerated() {
            let play = offset + 1
            switch answer {
            case .cancelled: break
            case .failure(let message, let log):
                result.appendLog(log, play: play)
                if case .stable = result.verdict { result.verdict = .unchecked("play \(play): \(message)") }
            case .lines(let lines, let previous, let log):
                result.appendLog(log, play: play)
                if play == 1 {
                    first = lines
                } else if case .stable = result.verdict, lines != first {
                    result.verdict = .unstable(StabilityDifference(play: play, previousFixture: previous, first: first, other: lines))
                }
            }
        }
        result.answeredErrorEveryTime = played.allSatisfy {
            if case .lines(let lines, _, _) = $0 { lines.count == 1 && lines[0].hasPrefix("error: ") } else { false }
        }
        return result
    }

    /// Every fixture's answer in play `play`, in corpus order.
    private func play(_ play: Int, _ fixtures: [Fixture]) -> [Answer] {
        let order = play == 1 ? Array(fixtures.indices) : Self.order(count: fixtures.count, seed: seed, play: play)
        for engine in engines { (engine as? any EngineProcessControl)?.restartProcess() }
        // The fixture each engine process answered last in the current play.
        let previous = WorkerSlots<String>(count: engines.count)
        let work = OrderedWork<Answer>(count: order.count, workers: engines.count) { worker, slot in
            guard cancellation?.cancellationReason == nil else { return .cancelled }
            let engine = engines[worker]
            let control = engine as? any EngineProcessControl
            // Play 1: one request per fresh process.
            if play == 1 { control?.restartProcess() }
            let fixture = fixtures[order[slot]]
            let answer = Self.ask(engine, fixture, previous: play == 1 ? nil : previous.swap(worker, fixture.id))
            if case .failure = answer { previous.clear(worker) }
            _ = control?.takeFailureOfPreviousScenario()
            return answer
        }
        var answers = [Answer](repeating: .cancelled, count: fixtures.count)
        for slot in order.indices {
            guard let answer = work.result(at: slot) else { break }
            answers[order[slot]] = answer
            if case .cancelled = answer { continue }
            progress?(
                RunProgress(
                    done: (play - 1) * fixtures.count + slot + 1, total: plays * fixtures.count, notPassed: 0,
                    latestID: fixtures[order[slot]].id, latestLabel: "play \(play)"))
        }
        work.cancel()
        work.waitForWorkers()
        for engine in engines { (engine as? any EngineProcessControl)?.restartProcess() }
        return answers
    }

    /// The engine's answer to one scenario, with what it logged meanwhile.
    static func ask(_ engine: any DispatchEngine, _ fixture: Fixture, previous: String?) -> Answer {
        let lines: [String]
        do {
            lines = try engine.run(EngineRequest(fixture: fixture)).entries.map { "@\($0.time) \($0.event)" }
        } catch let failure as EngineFailure {
            let log = failure.standardError + ((engine as? any EngineLogSource)?.takeStandardError() ?? "")
            guard case .engineReported(let message, _) = failure else {
                return .failure(Self.sentence(of: failure), log: log)
            }
            return .lines(["error: \(message)"], previous: previous, log: log)
        } catch {
            return .lines(["error: \(error)"], previous: previous, log: "")
        }
        return .lines(lines, previous: previous, log: (engine as? any EngineLogSource)?.takeStandardError() ?? "")
    }

    /// The failure without its standard error, which the result keeps apart.
    private static func sentence(of failure: EngineFailure) -> String {
        String("\(failure)".split(separator: "\nstandard error:\n", maxSplits: 1).first ?? "")
    }
}

extension StabilityResult {
    /// Adds what the engine logged during one play, under a line naming it.
    mutating func appendLog(_ log: String, play: Int) {
        guard !log.isEmpty else { return }
        engineLog += (engineLog.isEmpty ? "" : "\n") + "[play \(play)]\n" + log
    }
}
