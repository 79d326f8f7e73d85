import DispatchModel

/// Runs a corpus against an engine and collects one result per file.
public struct ConformanceRunner: Sendable {
    /// The engine under test.
    public var engine: any DispatchEngine

    /// Creates a runner for an engine.
    public init(engine: any DispatchEngine) {
        self.engine = engine
    }

    /// Runs one fixture: SKIP when the engine lacks a feature, ERROR when the engine throws,
    /// otherwise PASS or FAIL by comparing every expectation.
    public func run(_ fixture: Fixture) -> FixtureResult {
        let missing = fixture.features.filter { !engine.features.contains($0) }.sorted()
        guard missing.isEmpty else {
            return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: .skipped(missing: missing))
        }
        let trace: Trace
        do {
            trace = try engine.run(fixture.scenario)
        } catch let failure as EngineFailure where failure.isTimeout {
            return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: .timeout("\(failure)"))
        } catch let failure as EngineFailure {
            return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: .error("\(failure)"))
        } catch {
            return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: .error("the engine threw: \(error)"))
        }
        let checks = fixture.expectations.enumerated().map { ExpectationCheck(index: $0, expectation: $1, trace: trace) }
        let outcome: FixtureOutcome = checks.allSatisfy(\.passed) ? .passed : .failed(checks)
        return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: outcome, trace: trace)
    }

    /// Runs every file of the corpus selected by `selection`; a file that does not decode, or
    /// that cites unknown rules or reuses an id, is an ERROR with its diagnostics.
    public func run(_ corpus: Corpus, rules: RuleCatalogue, selection: FixtureSelection = FixtureSelection()) -> RunSummary {
        let lint = Linter.lint(corpus, rules: rules)
        var results: [FixtureResult] = []
        for file in corpus.files {
            let display = "\(corpus.root)/\(file.relativePath)"
            let problems = lint.filter { $0.file == display }
            guard selection.matches(file) else { continue }
            var result: FixtureResult
            if let fixture = file.fixture, problems.isEmpty {
                let start = ContinuousClock.now
                result = run(fixture)
                let elapsed = ContinuousClock.now - start
                result.durationMilliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
                if let source = engine as? any EngineLogSource { result.engineLog = source.takeStandardError() }
            } else {
                let message = problems.map(\.description).joined(separator: "\n")
                result = FixtureResult(
                    id: file.fixture?.id ?? file.fileID, relativePath: "", fixture: file.fixture,
                    outcome: .error("invalid fixture:\n\(message)"))
            }
            result.relativePath = file.relativePath
            results.append(result)
        }
        return RunSummary(engineName: engine.name, corpusRoot: corpus.root, results: results)
    }
}
