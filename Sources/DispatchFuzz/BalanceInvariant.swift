import DispatchModel

/// RC-09's balance, in scenes where every responder treats the four touch phases alike: every
/// responder that receives `touchesBegan … [N]` receives exactly one `touchesEnded` or
/// `touchesCancelled` for N afterwards, and none receives moved, ended or cancelled for N without
/// began. Recognizers keep it: a recognition cancels what the views began (GR-15), withheld phases
/// are delivered or dropped whole (GR-18, GR-19), a removal or system cancel cancels (TD-13).
///
/// The exceptions, each a rule that makes a responder treat the phases differently:
/// - with a per-phase behaviour (a leaf that handles only began lets its parent see ended without
///   began, RC-08) the scene is not checked at all;
/// - responders after a control on a touch's chain are not checked for that touch: a control
///   keeps the phases it tracks and passes on moved and ended when it does not track, but never
///   cancelled (RC-14, CT-16);
/// - a touch that began before a view is removed, and is not cancelled by the removal, is not
///   checked: its chain may lose the removed view's old superviews on the way (RC-01, TD-13),
///   also for an end that a recognizer still withholds (GR-19).
public enum BalanceInvariant {
    /// Whether every responder of the scene treats the four phases alike.
    public static func applies(to scene: Scene) -> Bool { applies(to: SceneIndex(scene)) }

    static func applies(to index: SceneIndex) -> Bool {
        index.touches.values.allSatisfy { handling in TouchPhase.allCases.allSatisfy { handling[$0] == handling.began } }
    }

    /// The first responder and touch out of balance, as a finding about `engine`.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        TraceFacts.check(trace, scenario) { violation(in: $0, engine: engine) }
    }

    /// The same, on facts already made.
    static func violation(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        applies(to: facts.index) ? imbalance(in: facts, engine: engine) : nil
    }

    /// The first responder and touch out of balance, whether or not the scene is uniform.
    static func imbalance(in facts: TraceFacts, engine: String) -> FuzzFinding? {
        let (index, lives, trace) = (facts.index, facts.lives, facts.trace)
        struct Key: Hashable {
            let touch: Int
            let responder: String
        }
        var began: [Key: Int] = [:]
        var finished: [Key: Int] = [:]
        var order: [Key] = []
        var exempt: [Int: [String]] = [:]
        var rechained: [Int] = []
        for (step, entry) in facts.scenario.script.enumerated() {
            guard case .mutateView(.removeFromSuperview, _) = entry.action else { continue }
            // Ended touches too: a recognizer may still withhold their ends (GR-19).
            rechained += lives.begun(before: step).filter { lives[$0]?.over != step }
        }
        func isExempt(_ key: Key) -> Bool {
            if rechained.contains(key.touch) { return true }
            if let responders = exempt[key.touch] { return responders.contains(key.responder) }
            let responders = lives[key.touch]?.view.map { afterControls(from: $0, index) } ?? []
            exempt[key.touch] = responders
            return responders.contains(key.responder)
        }
        for entry in trace.entries {
            guard case .touches(let phase, let responder, let touches) = entry.event else { continue }
            for touch in touches {
                let key = Key(touch: touch, responder: responder)
                if isExempt(key) { continue }
                if began[key] == nil && finished[key] == nil { order.append(key) }
                switch phase {
                case .began:
                    began[key, default: 0] += 1
                case .moved:
                    if began[key] == nil {
                        return FuzzFinding(
                            .balance, engine: engine, "\(responder) receives touchesMoved for touch \(touch) without touchesBegan (RC-09)")
                    }
                case .ended, .cancelled:
                    if began[key] == nil {
                        return FuzzFinding(
                            .balance, engine: engine,
                            "\(responder) receives touches\(phase == .ended ? "Ended" : "Cancelled") for touch \(touch) without touchesBegan (RC-09)"
                        )
                    }
                    finished[key, default: 0] += 1
                }
            }
        }
        for key in order where began[key] != 1 || finished[key] != 1 {
            return FuzzFinding(
                .balance, engine: engine,
                "\(key.responder) receives touchesBegan \(began[key] ?? 0) times and touchesEnded or touchesCancelled \(finished[key] ?? 0) times for touch \(key.touch) (RC-09)"
            )
        }
        return nil
    }

    /// The responders after the first control on the chain from `view` (RC-14, CT-16).
    static func afterControls(from view: String, _ index: SceneIndex) -> [String] {
        var chain: [String] = []
        var current: String? = view
        while let responder = current, !chain.contains(responder) {
            chain.append(responder)
            current = index.nextResponder(of: responder)
        }
        guard let control = chain.firstIndex(where: { index.views[$0]?.kind.isControl == true }) else { return [] }
        return Array(chain[(control + 1)...])
    }
}
