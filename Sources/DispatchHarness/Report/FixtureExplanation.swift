import DispatchModel

/// Everything about one fixture on one page: metadata, the scene as a tree, the script, and for
/// each expectation the expected and the actual trace; when the engine is a
/// ``RuleAnnotatingEngine``, each actual line ends with the rules that produced it, `[GA-01]`.
public struct FixtureExplanation: Sendable {
    /// The fixture.
    public var fixture: Fixture
    /// The engine whose actual trace is shown.
    public var engine: any DispatchEngine
    /// Whether the engine's whole trace is shown too, unfiltered.
    public var showsFullTrace = false
    /// The `scene` object as the fixture file writes it, to tell the keys it sets from defaults
    /// (nil: the members that differ from their defaults count as set).
    public var writtenScene: JSONValue?
    /// The rule catalogue, which grades the evidence of each expectation; without it no grade is
    /// shown.
    public var rules: RuleCatalogue?

    /// Creates an explanation; `showsFullTrace` adds the engine's whole trace, unfiltered;
    /// `writtenScene` is the fixture file's `scene` object (``SceneListing/writtenScene(root:relativePath:)``).
    public init(fixture: Fixture, engine: any DispatchEngine, showsFullTrace: Bool = false, writtenScene: JSONValue? = nil) {
        self.fixture = fixture
        self.engine = engine
        self.showsFullTrace = showsFullTrace
        self.writtenScene = writtenScene
    }

    /// The fixture's result against the engine, with what an out-of-process engine wrote to
    /// standard error meanwhile.
    public func result() -> FixtureResult {
        var result = ConformanceRunner(engine: engine).run(fixture)
        if case .failed(let checks) = result.outcome, let rules {
            result.evidence = EvidenceGrade.strongest(of: checks.filter { !$0.passed }.map(\.expectation), in: fixture, rules: rules)
        }
        if let source = engine as? any EngineLogSource { result.engineLog = source.takeStandardError() }
        return result
    }

    /// The page, the engine run once more.
    public func render() -> String {
        render(result())
    }

    /// The page for `result`, this fixture's result against the engine: expected, actual and, for
    /// each assertion that does not hold, the diff of the run report.
    public func render(_ result: FixtureResult) -> String {
        var out = [
            "\(fixture.id): \(fixture.title)",
            "rules: \(fixture.rules.joined(separator: ", "))",
            "features: \(fixture.features.map(\.rawValue).joined(separator: ", "))",
            "conformance: \(fixture.conformance.rawValue)",
        ]
        out += fixture.provenance.map { "provenance: \($0.kind.rawValue) \($0.ref)\($0.note.map { " — \($0)" } ?? "")" }
        if let notes = fixture.notes { out.append("notes: \(notes)") }
        out.append("")
        out.append("scene (every key as the engine is given it; \"defaults:\" lists what the fixture leaves to UIKit's defaults):")
        out += SceneListing(scenario: fixture.scenario, written: writtenScene).text()
        out.append("")
        out.append("script:")
        for step in fixture.scenario.script {
            switch step.action {
            case .touch:
                out.append("  @\(step.at) " + step.touchChanges.map(Self.describe).joined())
            case .touches(let changes):
                out.append("  @\(step.at) one event: " + changes.map(Self.describe).joined(separator: ", "))
            case .wait: out.append("  @\(step.at) wait")
            case .setRecognizerEnabled(let id, let enabled): out.append("  @\(step.at) \(id).isEnabled = \(enabled)")
            case .systemCancel: out.append("  @\(step.at) system cancel (every touch down)")
            case .beginIgnoringInteractionEvents: out.append("  @\(step.at) beginIgnoringInteractionEvents")
            case .endIgnoringInteractionEvents: out.append("  @\(step.at) endIgnoringInteractionEvents")
            case .becomeFirstResponder, .resignFirstResponder, .motion, .remoteControl, .sendAction, .targetForAction, .mutateView,
                .setAlpha, .setClipsToBounds, .setControlEnabled:
                out.append("  @\(step.at) \(step.action.appCallSummary ?? "")")
            }
        }
        out.append("")
        out.append("result against \(engine.name): \(result.outcome.label)")
        out += FailureHeadline.lines(for: result).map { "  \($0)" }
        // The rules behind each line, from an engine that can say (the reference engine can).
        let annotated = (engine as? any RuleAnnotatingEngine).flatMap { try? $0.runAnnotated(fixture.scenario) }
        func annotatedLines(_ trace: Trace, indent: String) -> [String] {
            let rules = annotated?.rules(ofSubsequence: trace) ?? []
            return trace.entries.enumerated().map { position, entry in
                let line = indent + TextReport.line(entry)
                guard position < rules.count, !rules[position].isEmpty else { return line }
                return line + "   [" + rules[position].joined(separator: " ") + "]"
            }
        }
        for (index, expectation) in fixture.expectations.enumerated() {
            let check = result.trace.map { ExpectationCheck(index: index, expectation: expectation, trace: $0) }
            out.append("")
            out.append("expectation \(index + 1): \(expectation.filter.summary)")
            out.append("  checks \(expectation.rules.joined(separator: ", "))")
            if let rules { out.append("  evidence: \(EvidenceGrade(of: expectation, in: fixture, rules: rules).sentence)") }
            for (mode, lines) in expectation.writtenForm {
                out.append("  \(mode.rawValue):")
                out += lines.map { "    \($0)" }
            }
            if let check {
                out.append("  actual (\(check.passed ? "matches" : "differs")):")
                out += annotatedLines(check.actual, indent: "    ")
                if !check.passed {
                    out.append("  diff:")
                    out += CheckDescription(context: 3).lines(check, of: fixture.expectations.count).map { "  \($0)" }
                }
            }
        }
        if showsFullTrace, let trace = result.trace {
            out.append("")
            out.append("full trace (every channel, unfiltered):")
            out += annotatedLines(trace, indent: "  ")
        }
        if case .error(let message) = result.outcome { out.append("error: \(message)") }
        if case .timeout(let message) = result.outcome { out.append("timeout: \(message)") }
        if !result.engineLog.isEmpty {
            out.append("")
            out.append("engine log (standard error):")
            out += result.engineLog.split(separator: "\n").map { "  \($0)" }
        }
        if case .skipped(let reason) = result.outcome {
            out.append("skipped: \(reason)")
        }
        return out.joined(separator: "\n").escapingControlCharacters
    }

    /// `touch 1 began (10,20)`, with the touch's type when it is not a finger (TD-17).
    static func describe(_ change: TouchChange) -> String {
        "touch \(change.id) \(change.phase.rawValue) \(change.point)" + (change.type == .direct ? "" : " type \(change.type.rawValue)")
    }
}
