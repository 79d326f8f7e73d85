import DispatchModel

/// One run of one scenario: the scene's objects, the virtual clock, the touches in flight and the
/// trace being written. Created by ``ReferenceEngine/run(_:)`` and thrown away afterwards, so no
/// state survives between runs.
struct DispatchSession {
    let scene: Scene
    let tree: ViewTree
    let responders: ResponderTable
    let faults: Set<EngineFault>
    var clock = VirtualClock()
    var trace = Trace()
    /// The view each live touch is bound to (nil when it hit no view), by touch id (HT-01).
    var touchViews: [Int: Int?] = [:]

    init(scene: Scene, faults: Set<EngineFault>) {
        self.scene = scene
        self.tree = ViewTree(scene: scene)
        self.responders = ResponderTable(scene: scene)
        self.faults = faults
    }

    /// Records an event at the current virtual time.
    mutating func emit(_ event: TraceEvent) {
        trace.append(event, at: clock.now)
    }

    /// Plays the script: each step is one event, processed at its time after the timers due by then.
    mutating func play(_ script: [ScriptStep]) throws -> Trace {
        for step in script {
            clock.advance(to: step.at)
            switch step.action {
            case .touch(let id, let phase, let point):
                try handleTouch(id: id, phase: phase, at: point)
            case .wait:
                break
            }
        }
        return trace
    }

    /// One touch event (TD-01): the input line, hit testing for a new touch, then delivery to the
    /// responder chain of the view the touch is bound to.
    mutating func handleTouch(id: Int, phase: TouchPhase, at point: Point) throws {
        emit(.input(touch: id, phase: phase, point: point))
        let view: Int?
        if phase == .began {
            view = hitTestWindows(at: point)
            touchViews[id] = view
            emit(.hit(touch: id, view: view.map { tree[$0].id }))
        } else {
            guard let bound = touchViews[id] else { throw EngineError.unknownTouch(id) }
            view = bound
        }
        if phase == .ended || phase == .cancelled { touchViews[id] = nil }
        guard let view else { return }
        try deliver(phase, touches: [id], from: tree[view].id)
    }
}

/// Why the reference engine refused a scenario that validation should have rejected.
enum EngineError: Error, CustomStringConvertible {
    case unknownTouch(Int)
    case responderLoop(String)

    var description: String {
        switch self {
        case .unknownTouch(let id): "touch \(id) changes phase without having begun"
        case .responderLoop(let id): "the responder chain from \"\(id)\" loops"
        }
    }
}
