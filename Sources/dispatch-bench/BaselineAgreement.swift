import DispatchModel

/// The check the benchmark makes once per scenario before timing the class-based baseline against
/// the reference engine: both must do the same work, or their ratio means nothing. They agree when
/// every touch is hit-tested to the same view, the app's touch methods of each phase are called as
/// often as the reference's trace has `touches` lines of that phase (so a touch cancelled in its
/// view by a recognizer is cancelled in both), and as many taps are recognized as it has `action`
/// lines.
enum BaselineAgreement {
    /// Nil when the baseline agrees with `reference`, the reference engine's trace of `scenario`;
    /// otherwise what differs, in one line.
    static func disagreement(_ scenario: Scenario, reference: Trace) -> String? {
        let unsupported = BaselineApplication.unsupported(in: scenario)
        guard unsupported.isEmpty else {
            return "the baseline does not model this scenario (\(unsupported.prefix(3).joined(separator: "; ")))"
        }
        var referenceHits: [Int: String] = [:]
        let referenceCounts = BaselineTally()  // the reference's lines, counted as the baseline's app code counts calls
        for entry in reference.entries {
            switch entry.event {
            case .hit(let touch, let view): referenceHits[touch] = view ?? "nil"
            case .touches(let phase, _, _): referenceCounts.countTouches(phase)
            case .action, .targetedAction: referenceCounts.actions += 1
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
        if application.tally.actions != referenceCounts.actions {
            problems.append(
                "\(application.tally.actions) taps recognized in the baseline, \(referenceCounts.actions) actions in the reference")
        }
        if application.tally.touchMessages != referenceCounts.touchMessages {
            let phases = TouchPhase.allCases.map(\.methodName).joined(separator: "/")
            problems.append(
                "\(phases) called \(application.tally.touchMessages.map(String.init).joined(separator: "/")) times in the "
                    + "baseline, \(referenceCounts.touchMessages.map(String.init).joined(separator: "/")) lines in the reference")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
