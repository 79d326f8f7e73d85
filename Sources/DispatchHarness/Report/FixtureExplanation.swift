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

    /// Creates an explanation; `showsFullTrace` adds the engine's whole trace, unfiltered.
    public init(fixture: Fixture, engine: any DispatchEngine, showsFullTrace: Bool = false) {
        self.fixture = fixture
        self.engine = engine
        self.showsFullTrace = showsFullTrace
    }

    /// The fixture's result against the engine, with what an out-of-process engine wrote to
    /// standard error meanwhile.
    public func result() -> FixtureResult {
        var result = ConformanceRunner(engine: engine).run(fixture)
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
        out.append("scene:")
        let scene = fixture.scenario.scene
        for window in scene.windows {
            let extra = (window.level == 0 ? [] : ["level \(NumberFormat.text(window.level))"]) + (window.isKey ? ["key window"] : [])
            out += describe(window.view, depth: 1, extra: extra)
        }
        out.append("")
        out.append("script:")
        for step in fixture.scenario.script {
            switch step.action {
            case .touch(let id, let phase, let point): out.append("  @\(step.at) touch \(id) \(phase.rawValue) \(point)")
            case .touches(let changes):
                out.append(
                    "  @\(step.at) one event: " + changes.map { "touch \($0.id) \($0.phase.rawValue) \($0.point)" }.joined(separator: ", "))
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
        if case .skipped(let missing) = result.outcome {
            out.append("skipped: the engine lacks \(missing.map(\.rawValue).joined(separator: ", "))")
        }
        return out.joined(separator: "\n")
    }

    private func describe(_ view: ViewSpec, depth: Int, extra: [String] = []) -> [String] {
        var facts = extra
        if view.kind != .view { facts.append(view.kind.rawValue) }
        let f = view.frame
        facts.append(
            "frame (\(NumberFormat.text(f.x)),\(NumberFormat.text(f.y)),\(NumberFormat.text(f.width)),\(NumberFormat.text(f.height)))")
        if view.boundsOrigin != .zero { facts.append("boundsOrigin \(view.boundsOrigin)") }
        if !view.transform.isIdentity {
            let t = view.transform
            facts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(NumberFormat.text).joined(separator: ","))]")
        }
        if view.hidden { facts.append("hidden") }
        if view.alpha != 1 { facts.append("alpha \(NumberFormat.text(view.alpha))") }
        if view.userInteractionEnabled != view.kind.defaultUserInteractionEnabled || !view.userInteractionEnabled {
            facts.append("userInteractionEnabled \(view.userInteractionEnabled)")
        }
        if view.clipsToBounds { facts.append("clipsToBounds") }
        if view.animating { facts.append("animating") }
        if view.hitTest != .default { facts.append("hitTest \(view.hitTest)") }
        if view.pointInside != .default { facts.append("pointInside \(view.pointInside)") }
        if view.touches != .inherit { facts.append("touches \(describe(view.touches))") }
        if let next = view.nextResponder { facts.append("next \(next)") }
        if view.exclusiveTouch { facts.append("exclusiveTouch") }
        if view.multipleTouchEnabled { facts.append("multipleTouchEnabled") }
        for target in view.control?.targets ?? [] {
            let events = target.events.map(\.rawValue).joined(separator: "|")
            let receiver =
                switch target.target {
                case .app: ""
                case .firstResponder: " (nil target)"
                case .responder(let id): " (target \(id))"
                }
            facts.append("target \(target.action) for \(events)\(receiver)")
        }
        facts += describe(view.responder)
        var lines = [String(repeating: "  ", count: depth) + "\(view.id): " + facts.joined(separator: ", ")]
        if let controller = view.viewController {
            var controllerFacts = ["root view of controller \(controller.id)"]
            if controller.touches != .inherit { controllerFacts.append("touches \(describe(controller.touches))") }
            if let next = controller.nextResponder { controllerFacts.append("next \(next)") }
            controllerFacts += describe(controller.responder)
            lines.append(String(repeating: "  ", count: depth + 1) + "(" + controllerFacts.joined(separator: ", ") + ")")
        }
        for subview in view.subviews { lines += describe(subview, depth: depth + 1) }
        return lines
    }

    /// The responder traits that differ from a plain `UIResponder`'s.
    private func describe(_ traits: ResponderTraits) -> [String] {
        var facts: [String] = []
        if traits.canBecomeFirstResponder { facts.append("canBecomeFirstResponder") }
        if !traits.canResignFirstResponder { facts.append("refuses to resign") }
        if traits.motion != .inherit { facts.append("motion \(traits.motion.rawValue)") }
        if traits.remoteControl != .inherit { facts.append("remoteControl \(traits.remoteControl.rawValue)") }
        if !traits.actionMethods.isEmpty { facts.append("implements \(traits.actionMethods.joined(separator: ", "))") }
        return facts
    }

    private func describe(_ touches: TouchHandling) -> String {
        TouchPhase.allCases.filter { touches[$0] != .inherit }.map { "\($0.rawValue) \(touches[$0].rawValue)" }.joined(separator: ", ")
    }
}
