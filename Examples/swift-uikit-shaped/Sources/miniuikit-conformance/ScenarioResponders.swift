import MiniUIKit

/// The app's view-controller subclass.
final class ScenarioViewController: ViewController, ScenarioResponder {
    let objects: SceneObjects
    let spec: ViewControllerSpec
    var touchesCode: TouchesCode { spec.touches }
    var locationView: View? { view }

    init(_ spec: ViewControllerSpec, objects: SceneObjects) {
        self.spec = spec
        self.objects = objects
        super.init()
    }

    override var next: Responder? {
        spec.nextResponder.map { objects.responder($0) } ?? super.next
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
}

/// The app's application subclass: its touch methods, its `sendEvent(_:)`, and the `hit` line
/// printed once MiniUIKit has hit-tested a new touch.
final class ScenarioApplication: Application, ScenarioResponder {
    let objects: SceneObjects
    let spec: ApplicationSpec
    var touchesCode: TouchesCode { spec.touches }
    var locationView: View? { nil }

    init(_ spec: ApplicationSpec, objects: SceneObjects) {
        self.spec = spec
        self.objects = objects
        super.init()
    }

    override func hitTestView(for touch: Touch, with event: Event) -> View? {
        let view = super.hitTestView(for: touch, with: event)
        objects.log.print("touch \(touch.identifier) hit \(objects.name(view))")
        return view
    }

    override func sendEvent(_ event: Event) {
        if spec.sendEvent != .inherit {
            let changed = event.allTouches.filter { $0.phase != .stationary }
            objects.log.print("sendEvent application \(TraceText.touchSet(changed))")
        }
        if spec.sendEvent != .swallow { super.sendEvent(event) }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
}

/// The app delegate when it is a responder (`class AppDelegate: UIResponder`).
final class ScenarioAppDelegate: Responder, ScenarioResponder {
    let objects: SceneObjects
    let touchesCode: TouchesCode
    var locationView: View? { nil }

    init(touches: TouchesCode, objects: SceneObjects) {
        self.touchesCode = touches
        self.objects = objects
        super.init()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        runTouchMethod(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
}

/// The app delegate when it is not a responder (`class AppDelegate: NSObject`).
final class PlainAppDelegate {}
