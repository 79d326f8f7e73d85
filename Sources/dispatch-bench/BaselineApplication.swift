import DispatchModel

/// The class-based baseline's application object: it takes the script's touch steps as a
/// UIKit-like framework takes touch events — hit testing a new touch in the window, handing each
/// phase to the touch's recognizers first (those of the hit view, then of its ancestors) and then
/// to the hit view, which passes it along the responder chain — and counts what the app's code saw.
/// It records no trace.
final class BaselineApplication {
    /// The window, the root of the view tree.
    let window: BaselineView
    /// What the app's handlers and actions counted.
    let tally: BaselineTally
    /// The touches down, in the order they came down (a few at most).
    private var touches: [BaselineTouch] = []

    /// Creates the application for a window whose handlers and actions count into `tally`.
    init(window: BaselineView, tally: BaselineTally) {
        self.window = window
        self.tally = tally
    }

    /// Plays the touch steps of a script, in order; other steps (waits) do nothing here.
    func play(_ script: [ScriptStep]) {
        for step in script {
            switch step.action {
            case .touch(let id, let phase, let point):
                handle(id, phase, point, at: step.at)
            case .touches(let changes):
                for change in changes { handle(change.id, change.phase, change.point, at: step.at) }
            default:
                continue
            }
        }
    }

    /// The view a touch at `point` (screen coordinates) would be hit-tested to.
    func hitView(at point: Point) -> BaselineView? {
        window.hitTest(window.convert(fromSuperview: point))
    }

    /// One touch's change at a screen point; a change of a touch that is not down (one whose
    /// touch-down hit no view) is ignored.
    private func handle(_ id: Int, _ phase: TouchPhase, _ point: Point, at time: Int) {
        switch phase {
        case .began:
            began(id, point, at: time)
        case .moved:
            guard let touch = touches.first(where: { $0.id == id }) else { return }
            touch.location = point
            for recognizer in touch.gestureRecognizers { recognizer.touchMoved(touch, at: time) }
            if !touch.isCancelledInView { touch.view.touchesMoved(touch) }
        case .ended:
            guard let index = touches.firstIndex(where: { $0.id == id }) else { return }
            let touch = touches[index]
            touch.location = point
            for recognizer in touch.gestureRecognizers {
                if recognizer.touchEnded(touch, at: time) { recognized(recognizer, touch) }
            }
            if !touch.isCancelledInView { touch.view.touchesEnded(touch) }
            finish(index)
        case .cancelled:
            guard let index = touches.firstIndex(where: { $0.id == id }) else { return }
            let touch = touches[index]
            for recognizer in touch.gestureRecognizers { recognizer.touchCancelled(touch) }
            if !touch.isCancelledInView { touch.view.touchesCancelled(touch) }
            finish(index)
        }
    }

    /// A new touch: hit testing, its recognizers gathered up the view's ancestry, then delivery.
    private func began(_ id: Int, _ point: Point, at time: Int) {
        guard let view = hitView(at: point) else { return }
        var recognizers: [BaselineTapRecognizer] = []
        var ancestor: BaselineView? = view
        while let current = ancestor {
            recognizers += current.gestureRecognizers
            ancestor = current.superview
        }
        let touch = BaselineTouch(id: id, view: view, gestureRecognizers: recognizers, location: point)
        touches.append(touch)
        for recognizer in recognizers { recognizer.touchBegan(touch, at: time) }
        view.touchesBegan(touch)
    }

    /// `recognizer` recognized: the touch's other recognizers fail, and its view's touch is
    /// cancelled when the recognizer cancels touches in views.
    private func recognized(_ recognizer: BaselineTapRecognizer, _ touch: BaselineTouch) {
        for other in touch.gestureRecognizers where other !== recognizer { other.fail() }
        if recognizer.cancelsTouchesInView && !touch.isCancelledInView {
            touch.isCancelledInView = true
            touch.view.touchesCancelled(touch)
        }
    }

    /// The touch is over: it is forgotten, and its recognizers whose touches are all over are reset.
    private func finish(_ index: Int) {
        let touch = touches.remove(at: index)
        for recognizer in touch.gestureRecognizers where recognizer.isIdle { recognizer.reset() }
    }
}
