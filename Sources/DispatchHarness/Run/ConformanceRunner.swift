import DispatchModel

/// Runs a corpus against an engine and collects one result per file.
public struct ConformanceRunner: Sendable {
    /// The engine under test.
    public var engine: any DispatchEngine

    /// Creates a runner for an engine.
    public init(engine: any DispatchEngine) {
        self.engine = engine
    }

    /// Runs one fixture: SKIP when the engine lacks a feature, ERROR when the engine throws or its
    /// trace names an object that is not in the scene, otherwise PASS or FAIL by comparing every
    /// expectation.
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
        let unknown = Self.unknownReferences(in: trace, scene: fixture.scenario.scene)
        guard unknown.isEmpty else {
            return FixtureResult(
                id: fixture.id, relativePath: "", fixture: fixture, outcome: .error(unknown.joined(separator: "\n")), trace: trace)
        }
        let checks = fixture.expectations.enumerated().map { ExpectationCheck(index: $0, expectation: $1, trace: trace) }
        let outcome: FixtureOutcome = checks.allSatisfy(\.passed) ? .passed : .failed(checks)
        return FixtureResult(id: fixture.id, relativePath: "", fixture: fixture, outcome: outcome, trace: trace)
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
