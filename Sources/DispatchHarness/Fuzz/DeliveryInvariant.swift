import DispatchModel

/// Checks touch delivery against the responder chain, computed by the harness from the scene.
///
/// **Delivery** (every scene): for each input of touch N in phase P whose touch is bound to view V,
/// the event's `touches` and `dropped` lines are exactly: walking the chain from V (RC-01…RC-05,
/// RC-11), `P r [N]` for each responder r that overrides P (`handle` or `handleAndCallSuper`), up to
/// and including the first that handles P without calling super (RC-08); if none does, the walk
/// ends with `dropped P [N]` (RC-12). A touch bound to no view is delivered to nobody, and so is
/// a touch that begins on a view without `multipleTouchEnabled` while another touch bound to that
/// view is down and delivered to it (MT-02): its view does not hold it.
///
/// **Balance** (RC-09, only in scenes where every responder treats the four phases alike): every
/// responder that receives `touchesBegan … [N]` receives exactly one `touchesEnded` or
/// `touchesCancelled` for N, and none receives moved, ended or cancelled for N without began.
/// With a per-phase behaviour this does not hold and is not checked: a leaf that handles only
/// began lets its parent see ended without began (RC-08), as UIKit does.
public enum DeliveryInvariant {
    /// The first problem found, as a finding about `engine`; nil when delivery is as the chain says.
    public static func violation(of trace: Trace, for scenario: Scenario, engine: String) -> FuzzFinding? {
        let index = SceneIndex(scenario.scene)
        var bound: [Int: String] = [:]
        var withheld: Set<Int> = []
        var down: Set<Int> = []
        var event: (touch: Int, phase: TouchPhase, lines: [String])?
        func finish() -> FuzzFinding? {
            guard let (touch, phase, lines) = event, let view = bound[touch] else { return nil }
            let expected = withheld.contains(touch) ? [] : expectedDelivery(phase, touch: touch, from: view, index)
            guard lines != expected else { return nil }
            return FuzzFinding(
                .delivery, engine: engine,
                "touch \(touch) \(phase.rawValue) on \(view): the chain gives [\(expected.joined(separator: "; "))], the trace [\(lines.joined(separator: "; "))]"
            )
        }
        for entry in trace.entries {
            switch entry.event {
            case .input(let touch, let phase, _):
                if let finding = finish() { return finding }
                event = (touch, phase, [])
                if phase == .began { down.insert(touch) } else if phase != .moved { down.remove(touch) }
            case .hit(let touch, let view):
                bound[touch] = view
                let holds = down.contains { $0 != touch && bound[$0] == view && !withheld.contains($0) }
                if let view, holds, index.views[view]?.multipleTouchEnabled != true { withheld.insert(touch) }
            case .touches, .dropped:
                event?.lines.append(entry.event.description)
            default:
                continue
            }
        }
        if let finding = finish() { return finding }
        return isUniform(scenario.scene) ? balanceViolation(of: trace, engine: engine) : nil
    }

    /// The delivery lines of one event, as the chain from `view` and the touch methods decide.
    static func expectedDelivery(_ phase: TouchPhase, touch: Int, from view: String, _ index: SceneIndex) -> [String] {
        var lines: [String] = []
        var current: String? = view
        var visited: Set<String> = []
        while let responder = current, visited.insert(responder).inserted {
            let behaviour = index.touches[responder]?[phase] ?? .inherit
            if behaviour.isOverridden { lines.append(TraceEvent.touches(phase: phase, responder: responder, touches: [touch]).description) }
            if behaviour == .handle { return lines }
            current = index.nextResponder(of: responder)
        }
        return lines + [TraceEvent.dropped(phase: phase, touches: [touch]).description]
    }

    /// Whether every responder of the scene treats the four phases alike.
    public static func isUniform(_ scene: Scene) -> Bool {
        func alike(_ handling: TouchHandling) -> Bool { TouchPhase.allCases.allSatisfy { handling[$0] == handling.began } }
        return SceneIndex(scene).touches.values.allSatisfy(alike)
    }

    /// RC-09's balance, per touch and responder.
    static func balanceViolation(of trace: Trace, engine: String) -> FuzzFinding? {
        struct Key: Hashable {
            let touch: Int
            let responder: String
        }
        var began: [Key: Int] = [:]
        var finished: [Key: Int] = [:]
        var order: [Key] = []
        for entry in trace.entries {
            guard case .touches(let phase, let responder, let touches) = entry.event else { continue }
            for touch in touches {
                let key = Key(touch: touch, responder: responder)
                if began[key] == nil && finished[key] == nil { order.append(key) }
                switch phase {
                case .began: began[key, default: 0] += 1
                case .moved:
                    if began[key] == nil {
                        return FuzzFinding(
                            .balance, engine: engine, "\(responder) receives touchesMoved for touch \(touch) without touchesBegan")
                    }
                case .ended, .cancelled: finished[key, default: 0] += 1
                }
            }
        }
        for key in order where began[key] != 1 || finished[key] != 1 {
            return FuzzFinding(
                .balance, engine: engine,
                "\(key.responder) receives touchesBegan \(began[key] ?? 0) times and touchesEnded or touchesCancelled \(finished[key] ?? 0) times for touch \(key.touch)"
            )
        }
        return nil
    }
}
