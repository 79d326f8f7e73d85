import MiniUIKit

/// The objects built for one scenario, by their ids in the scene, and the log they print to.
/// Lookups only: nothing here is ever iterated, so no hashing order can reach a trace.
@MainActor
final class SceneObjects {
    let log = TraceLog()
    private var responders: [String: Responder] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    /// Records `responder` under `id`.
    func register(_ responder: Responder, as id: String) {
        responders[id] = responder
        names[ObjectIdentifier(responder)] = id
    }

    /// The responder with this id, if the scene has one.
    func responder(_ id: String) -> Responder? { responders[id] }

    /// The view or window with this id, if the scene has one.
    func view(_ id: String) -> View? { responders[id] as? View }

    /// How a trace names `responder`: its id, or `nil`.
    func name(_ responder: Responder?) -> String {
        guard let responder else { return "nil" }
        return names[ObjectIdentifier(responder)] ?? "unnamed"
    }
}

/// A responder of the scene: the app's subclass of a MiniUIKit class, with the code the fixture
/// gives its touch methods.
@MainActor
protocol ScenarioResponder: Responder {
    var objects: SceneObjects { get }
    var touchesCode: TouchesCode { get }
    /// The view whose coordinates `location(in:)` reads for this responder (nil: the window's).
    var locationView: View? { get }
}

/// One of the four touch methods.
enum TouchMethod: String {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
}

extension ScenarioResponder {
    /// The body of an overridden touch method: what the fixture says the app's override does,
    /// logging as an `NSLog` in it would, around the call to `super`. `inherit` stands for no
    /// override at all: `super` alone, nothing printed.
    func runTouchMethod(_ method: TouchMethod, _ touches: Set<Touch>, callingSuper: () -> Void) {
        let code: TouchMethodCode
        switch method {
        case .touchesBegan: code = touchesCode.began
        case .touchesMoved: code = touchesCode.moved
        case .touchesEnded: code = touchesCode.ended
        case .touchesCancelled: code = touchesCode.cancelled
        }
        if code != .inherit {
            let name = objects.name(self)
            objects.log.print("\(method.rawValue) \(name) \(TraceText.touchSet(touches))")
            for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
                let location = touch.location(in: locationView)
                let previous = touch.previousLocation(in: locationView)
                guard location.isFinite, previous.isFinite else { continue }
                objects.log.print(
                    "location \(name) \(touch.identifier) \(TraceText.point(location)) previous \(TraceText.point(previous))")
            }
        }
        guard code != .handle else { return }
        callingSuper()
        // MiniUIKit's default method does nothing at the end of the chain; a real app cannot see
        // that, but this subclass knows it is last, so it says where the message went.
        if next == nil {
            objects.log.print("dropped \(method.rawValue) \(TraceText.touchSet(touches))")
        }
    }
}
