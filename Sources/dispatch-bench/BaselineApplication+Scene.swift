import DispatchModel
import ReferenceEngine

/// Building the class-based baseline from a scene of the fixture format, as an app builds its
/// views: one object per view, its subviews added back to front, its tap recognizers attached,
/// and touch handlers and actions that count.
extension BaselineApplication {
    /// The application for the scene's window. Only what ``unsupported(in:)`` accepts is modelled;
    /// anything else of the scene is not read.
    convenience init(scene: Scene) {
        let tally = BaselineTally()
        self.init(window: Self.view(scene.windows[0].view, tally), tally: tally)
    }

    /// Builds the scenario's scene and plays its script, as one timed round of the benchmark does;
    /// returns what the app's code counted.
    static func play(_ scenario: Scenario) -> BaselineTally {
        let application = BaselineApplication(scene: scenario.scene)
        application.play(scenario.script)
        return application.tally
    }

    /// What the scenario uses that the baseline does not model (empty when it can play it):
    /// the baseline has one window, plain views (no transform, overrides, controllers, controls
    /// or scroll views), single-finger single taps with UIKit's default relations, and touch
    /// and wait steps.
    static func unsupported(in scenario: Scenario) -> [String] {
        var problems: [String] = []
        let scene = scenario.scene
        if scene.windows.count != 1 { problems.append("\(scene.windows.count) windows") }
        if scene.hasSendEventOverride { problems.append("a sendEvent override") }
        if scene.application.touches != .inherit || scene.application.delegateTouches != .inherit || scene.windowScene != nil {
            problems.append("touch handling beyond the window")
        }
        for (view, _) in scene.allViews {
            if view.control != nil || view.scrollView != nil || view.viewController != nil || view.nextResponder != nil {
                problems.append("\(view.id): a control, scroll view, view controller or next override")
            }
            if !view.transform.isIdentity || view.hitTest != .default || view.pointInside != .default || view.animating
                || view.exclusiveTouch
            {
                problems.append("\(view.id): a transform, hit-test override, animation or exclusive touch")
            }
            for recognizer in view.gestureRecognizers {
                guard case .tap(1, 1, _) = recognizer.kind, recognizer.actions.count == 1, recognizer.actions[0].target == .app,
                    recognizer.referencedRecognizers.isEmpty, recognizer.delegate == nil, !recognizer.delaysTouchesBegan,
                    recognizer.allowedTouchTypes == nil
                else {
                    problems.append("\(recognizer.id): not a default single-finger single tap with one action")
                    continue
                }
            }
        }
        for step in scenario.script {
            switch step.action {
            case .touch, .touches, .wait: continue
            default: problems.append("a script step other than touches and waits")
            }
        }
        return problems
    }

    /// The view and its subviews, with recognizers and handlers counting into `tally`.
    private static func view(_ spec: ViewSpec, _ tally: BaselineTally) -> BaselineView {
        let view = BaselineView(id: spec.id, frame: spec.frame)
        view.boundsOrigin = spec.boundsOrigin
        view.isUserInteractionEnabled = spec.userInteractionEnabled
        view.isHidden = spec.hidden
        view.alpha = Float(spec.alpha)
        for recognizer in spec.gestureRecognizers where recognizer.enabled {
            guard case .tap(_, _, let allowableMovement) = recognizer.kind else { continue }
            view.gestureRecognizers.append(
                BaselineTapRecognizer(
                    allowableMovement: allowableMovement ?? RecognizerLimits.reference.tapAllowableMovement,
                    maximumTapDuration: RecognizerLimits.reference.maximumTapDuration,
                    cancelsTouchesInView: recognizer.cancelsTouchesInView, action: { tally.actions += 1 }))
        }
        if spec.touches != .inherit {
            let handling = spec.touches
            view.touchHandler = { phase, _ in
                guard handling[phase].isOverridden else { return true }
                tally.countTouches(phase)
                return handling[phase].forwards
            }
        }
        for subview in spec.subviews { view.addSubview(Self.view(subview, tally)) }
        return view
    }
}
