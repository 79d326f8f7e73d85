import DispatchModel

/// Runs a corpus against an engine and collects one result per file.
public struct ConformanceRunner: Sendable {
    /// The engine under test.
    public var engine: any DispatchEngine
    /// When the first pass stops early; by default it never does.
    public var limits = RunLimits()
    /// Called after each fixture of the first pass, in order.
    public var progress: (@Sendable (RunProgress) -> Void)?
    /// An engine that passes the corpus and can say which rules produced each line of its trace
    /// (the CLI passes the reference engine): a failure's first divergence then names the rules
    /// of the expected line (``FixtureResult/divergenceRules``).
    public var annotationOracle: (any RuleAnnotatingEngine)?
    /// Engines that share the first pass with `engine`, each in a process of its own (`run --jobs`):
    /// every engine takes the next fixture when it is free, and the results are taken in corpus
    /// order, so that the summary, the reports and `--max-failures` are those of a sequential run.
    /// Later repetitions (`--repeat`) run on `engine` alone.
    public var additionalEngines: [any DispatchEngine] = []
    /// Stops the run where it is (Ctrl-C): the result of the fixture being run is left out, the
    /// fixtures not reached get none, and the run has a problem saying so.
    public var cancellation: RunCancellation?

    /// Creates a runner for an engine, with an annotation oracle or none.
    public init(engine: any DispatchEngine, annotationOracle: (any RuleAnnotatingEngine)? = nil) {
        self.engine = engine
        self.annotationOracle = annotationOracle
    }

    /// How many unknown objects an ERROR names before it only counts the rest.
    static let namedUnknownObjects = 10

    /// Runs one fixture: SKIP when the engine lacks a feature, ERROR when the engine throws or its
    /// trace names an object that is not in the scene, otherwise PASS or FAIL by comparing every
    /// expectation.
    public func run(_ fixture: Fixture) -> FixtureResult {
        run(fixture, on: engine)
    }

    /// ``run(_:)`` on one of the engines.
    private func run(_ fixture: Fixture, on engine: any DispatchEngine) -> FixtureResult {
        if let reason = SkipReason.of(fixture, for: engine) {
            return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: .skipped(reason))
        }
        let trace: Trace
        do {
            trace = try engine.run(EngineRequest(fixture: fixture))
        } catch {
            var result = FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: Self.outcome(of: error))
            if let failure = error as? EngineFailure, case .startup = failure, engine is any EngineProcessControl {
                result.engineCouldNotRestart = true
            }
            return result
        }
        return judged(fixture, trace: trace)
    }

    /// ``run(_:)`` on one engine of a shared pass (`run --jobs`), with the wall time it took.
    func timedRunForJobs(_ fixture: Fixture, on engine: any DispatchEngine) -> FixtureResult { timedRun(fixture, on: engine) }

    /// ``run(_:)`` with the wall time it took, on `engine` or the runner's own.
    private func timedRun(_ fixture: Fixture, on engine: (any DispatchEngine)? = nil) -> FixtureResult {
        let start = ContinuousClock.now
        var result = run(fixture, on: engine ?? self.engine)
        let elapsed = ContinuousClock.now - start
        result.durationMilliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return result
    }

    /// The result of `fixture` for the engine's `trace`.
    private func judged(_ fixture: Fixture, trace: Trace) -> FixtureResult {
        let unknown = Self.unknownReferences(in: trace, scene: fixture.scenario.scene)
        guard unknown.isEmpty else {
            var sentences = unknown.prefix(Self.namedUnknownObjects).map { OutputExcerpt.shortened($0) }
            if unknown.count > Self.namedUnknownObjects { sentences.append("… and \(unknown.count - Self.namedUnknownObjects) more") }
            return FixtureResult(
                id: fixture.id, relativePath: "", fixture: fixture, outcome: .error(sentences.joined(separator: "\n")), trace: trace)
        }
        let checks = fixture.expectations.enumerated().map { ExpectationCheck(index: $0, expectation: $1, trace: trace) }
        let outcome: FixtureOutcome = checks.allSatisfy(\.passed) ? .passed : .failed(checks)
        var result = FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: outcome, trace: trace)
        if let failed = checks.first(where: { !$0.passed }), let oracle = annotationOracle,
            let annotated = try? oracle.runAnnotated(fixture.scenario)
        {
            result.divergenceRules = DivergenceRules.rules(of: failed, oracle: annotated)
        }
        return result
    }

    /// A warning for each retired feature name the engine declares, saying what it is read as.
    public static func retiredFeatureWarnings(_ engine: any DispatchEngine) -> [String] {
        engine.features.filter(\.isRetired).sorted().map { feature in
            "\(engine.name) declares the retired feature \"\(feature)\", read as "
                + feature.expansion.map { "\"\($0)\"" }.joined(separator: ", ")
                + "; declare the parts it implements instead (Specs/FEATURES.md): retired names are accepted until protocol 3"
        }
    }

    /// TIMEOUT for an engine that did not answer in time, ERROR for anything else it threw.
    private static func outcome(of error: any Error, prefix: String = "") -> FixtureOutcome {
        switch error {
        case let failure as EngineFailure where failure.isTimeout: .timeout(prefix + "\(failure)")
        case let failure as EngineFailure: .error(prefix + "\(failure)")
        default: .error(prefix + "the engine threw: \(error)")
        }
    }

    /// One sentence per object that `trace` names but `scene` does not have (in the order the
    /// trace first names them): an engine that invents objects is broken, whatever the expectations
    /// compare.
    public static func unknownReferences(in trace: Trace, scene: Scene) -> [String] {
        let known = Expectation.objectIDs(of: scene)
        var reported: Set<String> = []
        var sentences: [String] = []
        for (index, entry) in trace.entries.enumerated() {
            for object in entry.event.namedObjects where !known.contains(object) && reported.insert(object).inserted {
                sentences.append("the engine's trace names unknown object \(object) (trace line \(index + 1): \(entry.event))")
            }
        }
        return sentences
    }

    /// Runs every file of the corpus selected by `selection`, each `repetitions` times; a file
    /// that does not decode, or that cites unknown rules or reuses an id, is an ERROR with its
    /// diagnostics.
    public func run(_ corpus: Corpus, rules: RuleCatalogue, selection: FixtureSelection = FixtureSelection(), repetitions: Int = 1)
        -> RunSummary
    {
        run(LintedCorpus(corpus, rules: rules), selection: selection, repetitions: repetitions)
    }

    /// Runs the selected files of an already linted corpus, each `repetitions` times (at least
    /// once). A run that selects no file, or executes none (every selected fixture is SKIP), has
    /// a problem saying so, and does not succeed: a run that checked nothing is not a pass.
    public func run(_ corpus: LintedCorpus, selection: FixtureSelection = FixtureSelection(), repetitions: Int = 1) -> RunSummary {
        let indices = corpus.corpus.files.indices.filter { selection.matches(corpus.corpus.files[$0], rules: corpus.rules) }
        var summary = run(corpus, indices: indices, repetitions: repetitions)
        summary.warnings += Self.retiredFeatureWarnings(engine)
        if indices.isEmpty {
            summary.problems.append(
                corpus.corpus.files.isEmpty
                    ? "the corpus at \(corpus.corpus.root) has no fixture files (*.json); nothing was run"
                    : "no fixture matches the selection; nothing was run")
        } else if summary.results.allSatisfy({ $0.label == "SKIP" }) {
            let declared = engine.features.isEmpty ? "no feature" : engine.features.map(\.rawValue).sorted().joined(separator: ", ")
            summary.problems.append(
                "no fixture was executed: \(engine.name) declares \(declared), and every selected fixture needs a feature it lacks; "
                    + "a run that checks nothing does not pass")
        }
        return summary
    }

    /// Runs the files at `indices` of the corpus: a first pass that decides each result, then
    /// `repetitions - 1` passes over the fixtures that gave a trace, each in a fresh engine
    /// process when the engine runs in one, which turn a differing trace into UNSTABLE.
    func run(_ corpus: LintedCorpus, indices: [Int], repetitions: Int) -> RunSummary {
        let control = engine as? any EngineProcessControl
        // An in-process engine may be called from several threads at once (the `DispatchEngine`
        // contract): its fixtures run on every core first, and the loop below takes their results
        // in order, exactly as if it had run them. An engine process answers one request at a time,
        // and who answered what depends on that order, so it runs in the loop.
        let inProcess = control == nil && !(engine is any EngineLogSource)
        // The fixture of a file that lint accepted; the others are reported, never run.
        @Sendable func runnable(_ index: Int) -> Fixture? {
            corpus.problems[index].isEmpty ? corpus.corpus.files[index].fixture : nil
        }
        let prepared: [FixtureResult?] =
            inProcess
            ? OrderedConcurrentMap.map(count: indices.count) { position in
                cancellation?.cancellationReason == nil ? runnable(indices[position]).map { timedRun($0) } : nil
            } : []
        let jobs = additionalEngines.isEmpty ? nil : sharedFirstPass(corpus, indices: indices, runnable: runnable)
        var blamedByJobs: [Int] = []
        var pass = RunPass(control: control, repetition: 1)
        var results: [FixtureResult] = []
        var firstTraces: [Trace?] = []
        var tally = RunLimits.Tally(limits)
        var stopReason: String?
        // Counted as results arrive: recounting them for every progress report made a run
        // quadratic in the corpus (a copy of every result per fixture).
        var notPassed = 0
        for (position, index) in indices.enumerated() {
            if stopReason != nil || cancellation?.cancellationReason != nil { break }
            let file = corpus.corpus.files[index]
            var result: FixtureResult
            if let fixture = runnable(index) {
                if let jobs {
                    guard let ran = jobs.work.result(at: position), let ran else { break }
                    result = ran.result
                    if let blame = ran.blame, blame.position < results.count {
                        RunPass.blame(blame.position, blame.failure, repetition: 1, in: &results)
                        blamedByJobs.append(blame.position)
                    }
                } else if prepared.isEmpty {
                    result = timedRun(fixture)
                    if let source = engine as? any EngineLogSource { result.engineLog = source.takeStandardError() }
                    if result.label != "SKIP" { pass.executed(results.count, in: &results) }
                } else {
                    guard let ready = prepared[position] else { break }
                    result = ready
                }
                // The fixture being run when the run was interrupted got no answer of its own.
                if cancellation?.cancellationReason != nil { break }
            } else {
                let message = corpus.problems[index].map(\.description).joined(separator: "\n")
                result = FixtureResult(
                    id: file.fixture?.id ?? file.fileID, relativePath: "", fixture: file.fixture,
                    outcome: .error("invalid fixture:\n\(message)"))
            }
            result.relativePath = file.relativePath
            if case .failed(let checks) = result.outcome, let fixture = result.fixture {
                result.evidence = EvidenceGrade.strongest(
                    of: checks.filter { !$0.passed }.map(\.expectation), in: fixture, rules: corpus.rules)
            }
            firstTraces.append(result.trace)
            results.append(result)
            stopReason = tally.count(result)
            // One cause, one message: an engine that cannot be started again would fail every fixture left alike.
            if result.engineCouldNotRestart { stopReason = "the engine could not be started again" }
            if !["PASS", "SKIP"].contains(result.outcome.label) { notPassed += 1 }
            progress?(
                RunProgress(done: results.count, total: indices.count, notPassed: notPassed, latestID: result.id, latestLabel: result.label)
            )
        }
        if let jobs {
            jobs.work.cancel()
            jobs.work.waitForWorkers()
            for (worker, engine) in ([engine] + additionalEngines).enumerated() {
                guard let failure = (engine as? any EngineProcessControl)?.finishAndTakeFailureOfLastScenario(),
                    let last = jobs.lastPositions.value(of: worker), last < results.count
                else { continue }
                RunPass.blame(last, failure, repetition: 1, in: &results)
                blamedByJobs.append(last)
            }
        } else {
            pass.finish(&results)
        }
        // A fixture is repeated while it has a trace to compare and nothing has settled its result.
        var settled = results.map { $0.trace == nil }
        for position in pass.blamed + blamedByJobs { settled[position] = true }
        for repetition in repetitions > 1 && cancellation?.cancellationReason == nil ? Array(2...repetitions) : [] {
            control?.restartProcess()
            var pass = RunPass(control: control, repetition: repetition)
            for position in results.indices where !settled[position] {
                guard let fixture = results[position].fixture, let first = firstTraces[position] else { continue }
                do {
                    let trace = try engine.run(EngineRequest(fixture: fixture))
                    if trace != first {
                        let instability = Instability(
                            repetition: repetition, first: first, other: trace, firstLabel: results[position].label)
                        results[position].outcome = .unstable(instability)
                        settled[position] = true
                    }
                } catch {
                    results[position].outcome = Self.outcome(of: error, prefix: "repetition \(repetition): ")
                    settled[position] = true
                }
                if let source = engine as? any EngineLogSource {
                    results[position].appendLog(source.takeStandardError(), repetition: repetition)
                }
                pass.executed(position, in: &results)
            }
            pass.finish(&results)
            for position in pass.blamed { settled[position] = true }
        }
        var summary = RunSummary(
            engineName: engine.name, corpusRoot: corpus.corpus.root, results: results, repetitions: max(1, repetitions))
        summary.engineIOS = engine.iOS
        if let reason = cancellation?.cancellationReason {
            summary.problems.append(
                "the run stopped early, \(reason): \(indices.count - results.count) of \(indices.count) selected fixtures got no result"
            )
        } else if let stopReason {
            summary.problems.append(
                "the run stopped early after \(stopReason): \(indices.count - results.count) of \(indices.count) selected fixtures were not run"
            )
        }
        return summary
    }
}
