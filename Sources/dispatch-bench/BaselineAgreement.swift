import DispatchModel

/// The check the benchmark makes once per scenario before timing the class-based baseline against
/// the reference engine: both must do the same work, or their ratio means nothing. They agree when
/// every touch is hit-tested to the same view, the app's touch methods are called as often as the
/// reference's trace has `touches` lines, and as many taps are recognized as it has `action` lines.
enum BaselineAgreement {
    /// Nil when the baseline agrees with `reference`, the reference engine's trace of `scenario`;
    /// otherwise what differs, in one line.
    static func disagreement(_ scenario: Scenario, reference: Trace) -> String? {
        let unsupported = BaselineApplication.unsupported(in: scenario)
        guard unsupported.isEmpty else {
            return "the baseline does not model this scenario (\(unsupported.prefix(3).joined(separator: "; ")))"
        }
        var referenceHits: [Int: String] = [:]
        var referenceTouchMessages = 0
        var referenceActions = 0
        for entry in reference.entries {
            switch entry.event {
            case .hit(let touch, let view): referenceHits[touch] = view ?? "nil"
            case .touches: referenceTouchMessages += 1
            case .action, .targetedAction: referenceActions += 1
            default: continue
            }
        }
        let application = BaselineApplication(scene: scenario.scene)
        var problems: [String] = []
        for change in scenario.script.flatMap(\.touchChanges) where change.phase == .began {
            let hit = application.hitView(at: change.point)?.id ?? "nil"
            let expected = referenceHits[change.id] ?? "no hit line"
            if hit != expected {
                problems.append("touch \(change.id) hits \(hit) in the baseline, \(expected) in the reference")
                break
            }
        }
        application.play(scenario.script)
        if application.tally.actions != referenceActions {
            problems.append("\(application.tally.actions) taps recognized in the baseline, \(referenceActions) actions in the reference")
        }
        if application.tally.touchMessages != referenceTouchMessages {
            problems.append(
                "\(application.tally.touchMessages) calls of the app's touch methods in the baseline, "
                    + "\(referenceTouchMessages) touches lines in the reference")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
