import MiniUIKit

/// The app's view subclass: logs `hitTest` on entry and return and `point(inside:)` on return, as
/// the articles' instrumented subclasses do, runs the overrides the fixture names, and may
/// override `next`.
final class ScenarioView: View, ScenarioResponder {
    let objects: SceneObjects
    let spec: ViewSpec
    var touchesCode: TouchesCode { spec.touches }
    var locationView: View? { self }

    init(_ spec: ViewSpec, objects: SceneObjects) {
        self.spec = spec
        self.objects = objects
        super.init(frame: Rect(x: spec.frame[0], y: spec.frame[1], width: spec.frame[2], height: spec.frame[3]))
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        objects.log.print("hitTest \(spec.id)")
        let hit = HitTestOverrides.hitTest(spec.hitTest, of: self, at: point, with: event, objects: objects) {
            super.hitTest($0, with: $1)
        }
        objects.log.print("hitTest \(spec.id) -> \(objects.name(hit))")
        return hit
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        let inside = HitTestOverrides.pointInside(spec.pointInside, of: self, at: point, with: event) {
            super.point(inside: $0, with: $1)
        }
        objects.log.print("pointInside \(spec.id) -> \(inside)")
        return inside
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

/// The app's window subclass: as `ScenarioView`, plus the `sendEvent(_:)` override.
final class ScenarioWindow: Window, ScenarioResponder {
    let objects: SceneObjects
    let spec: ViewSpec
    var touchesCode: TouchesCode { spec.touches }
    var locationView: View? { self }

    init(_ spec: ViewSpec, objects: SceneObjects) {
        self.spec = spec
        self.objects = objects
        super.init(frame: Rect(x: spec.frame[0], y: spec.frame[1], width: spec.frame[2], height: spec.frame[3]))
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        objects.log.print("hitTest \(spec.id)")
        let hit = HitTestOverrides.hitTest(spec.hitTest, of: self, at: point, with: event, objects: objects) {
            super.hitTest($0, with: $1)
        }
        objects.log.print("hitTest \(spec.id) -> \(objects.name(hit))")
        return hit
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        let inside = HitTestOverrides.pointInside(spec.pointInside, of: self, at: point, with: event) {
            super.point(inside: $0, with: $1)
        }
        objects.log.print("pointInside \(spec.id) -> \(inside)")
        return inside
    }

    override var next: Responder? {
        spec.nextResponder.map { objects.responder($0) } ?? super.next
    }

    override func sendEvent(_ event: Event) {
        let code = spec.sendEvent ?? .inherit
        if code != .inherit {
            let mine = event.allTouches.filter { $0.window === self && $0.phase != .stationary }
            objects.log.print("sendEvent \(spec.id) \(TraceText.touchSet(mine))")
        }
        if code != .swallow { super.sendEvent(event) }
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
