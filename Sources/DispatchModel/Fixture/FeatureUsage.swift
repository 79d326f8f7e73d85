/// The features a fixture needs by what it uses, so that `lint` can reject a fixture that forgets
/// one (an engine lacking it would otherwise run the fixture and fail it for the wrong reason).
public enum FeatureUsage {
    /// Each needed feature with the reason it is needed, in catalogue order.
    public static func required(by scenario: Scenario, expectations: [Expectation]) -> [(Feature, String)] {
        var reasons: [Feature: String] = [.hitTesting: "every touch is hit-tested"]
        let scene = scenario.scene
        var nilTargetedControl: String?
        var filtersTouchTypes = false
        scene.forEachView { view, _ in
            if view.control?.targets.contains(where: { $0.target == .firstResponder }) == true {
                nilTargetedControl = nilTargetedControl ?? view.id
            }
            if !view.transform.isIdentity { reasons[.transforms] = reasons[.transforms] ?? "\"\(view.id)\" has a transform" }
            if view.hitTest != .default || view.pointInside != .default {
                reasons[.hitTestOverrides] = reasons[.hitTestOverrides] ?? "\"\(view.id)\" overrides hitTest or pointInside"
            }
            if view.exclusiveTouch { reasons[.exclusiveTouch] = reasons[.exclusiveTouch] ?? "\"\(view.id)\" is exclusiveTouch" }
            if view.kind.isControl { reasons[.controls] = reasons[.controls] ?? "\"\(view.id)\" is a \(view.kind.rawValue)" }
            if view.kind == .uiSwitch || view.kind == .slider {
                reasons[.valueControls] = reasons[.valueControls] ?? "\"\(view.id)\" is a \(view.kind.rawValue)"
            }
            if view.control?.selected == true {
                reasons[.controlState] = reasons[.controlState] ?? "\"\(view.id)\" is selected"
            }
            if let axes = view.scrollView?.scrollableAxes(boundsSize: view.frame.size), axes != ScrollAxis.allCases {
                reasons[.scrollableAxes] = reasons[.scrollableAxes] ?? "\"\(view.id)\" does not scroll along both axes"
            }
            if view.kind.isScrollView {
                reasons[.scrollViews] = reasons[.scrollViews] ?? "\"\(view.id)\" is a \(view.kind.rawValue)"
                reasons[.gestureRecognizers] =
                    reasons[.gestureRecognizers] ?? "scroll view \"\(view.id)\" works with its gesture recognizers"
                reasons[.pan] = reasons[.pan] ?? "scroll view \"\(view.id)\" has a pan recognizer"
                if view.scrollView?.zoomable == true {
                    reasons[.pinch] = reasons[.pinch] ?? "scroll view \"\(view.id)\" zooms with a pinch recognizer"
                }
            }
            for recognizer in view.gestureRecognizers
            where !recognizer.requiresExclusiveTouchType
                || (recognizer.allowedTouchTypes?.count ?? TouchType.allCases.count) < TouchType.allCases.count
            {
                filtersTouchTypes = true
            }
        }
        if scene.windows.count > 1 || scene.windows.contains(where: { $0.level != 0 || $0.view.hidden }) {
            reasons[.windows] = "the scene has several windows, a window level or a hidden window"
        }
        let channels = Set(expectations.flatMap(\.channels))
        addGestureReasons(
            scene: scene, comparesDelivery: !channels.isDisjoint(with: [.touches, .dropped, .control, .location]), to: &reasons)
        if channels.contains(.control) && reasons[.controls] == nil && reasons[.scrollViews] == nil {
            reasons[.controls] = "an expectation compares control lines"
        }
        if channels.contains(.tapCount) { reasons[.tapCounts] = "an expectation compares tap counts" }
        if scenario.script.contains(where: \.action.changesViews) {
            reasons[.viewChanges] =
                "the script changes a view, window or control (hide, show, interaction, alpha, clipping, removal, isEnabled)"
        }
        if filtersTouchTypes || scenario.script.contains(where: { $0.touchChanges.contains { $0.type != .direct } }) {
            reasons[.touchTypes] = "a touch is not a finger, or a recognizer filters touch types"
        }
        if channels.contains(.location) { reasons[.touchLocations] = "an expectation compares touch locations" }
        if scene.windowScene != nil { reasons[.windowScenes] = "the scene declares the app's window scene" }
        if let refusing = scene.allRecognizers.first(where: { $0.recognizer.delegate?.shouldReceiveEvent == false }) {
            reasons[.eventDelegates] = "the delegate of \"\(refusing.recognizer.id)\" answers the event question (GR-28)"
        }
        if channels.contains(.controlState) { reasons[.controlState] = "an expectation compares control state lines" }
        if channels.contains(.scroll) { reasons[.scrollFlags] = "an expectation compares scroll lines" }
        if channels.contains(.sendEvent) || scene.hasSendEventOverride {
            reasons[.eventInterception] = "the application or a window overrides sendEvent, or an expectation compares sendEvent lines"
        }
        if scenario.script.contains(where: { $0.action == .beginIgnoringInteractionEvents }) {
            reasons[.eventInterception] = "the script makes the app ignore interaction events"
        }
        if !channels.isDisjoint(with: [.touches, .dropped]) {
            reasons[.responderChain] = "an expectation compares touches or dropped lines"
        }
        if scenario.script.contains(where: { $0.action.isFirstResponderStep }) {
            reasons[.firstResponder] = "the script has first-responder, motion, remote-control or action steps"
        } else if let control = nilTargetedControl {
            reasons[.firstResponder] = "\"\(control)\" has a nil-targeted action"
        } else if !channels.isDisjoint(with: [.firstResponder, .motion, .remote]) {
            reasons[.firstResponder] = "an expectation compares firstResponder, motion or remote lines"
        }
        if !channels.isDisjoint(with: [.touches, .dropped, .control]), hasOverlappingTouches(scenario.script) {
            reasons[.multiTouch] = "two touches are down at once and an expectation compares what views receive"
        }
        return Feature.catalogue.compactMap { feature in reasons[feature].map { (feature, $0) } }
    }

    /// Whether a touch begins while another is down, so that a view may be offered a second touch
    /// and `isMultipleTouchEnabled` decides whether it gets it (MT-02).
    static func hasOverlappingTouches(_ script: [ScriptStep]) -> Bool {
        var down: Set<Int> = []
        for step in script {
            if case .systemCancel = step.action { down.removeAll() }
            for change in step.touchChanges {
                switch change.phase {
                case .began:
                    if !down.isEmpty { return true }
                    down.insert(change.id)
                case .ended, .cancelled:
                    down.remove(change.id)
                case .moved:
                    continue
                }
            }
        }
        return false
    }
}
