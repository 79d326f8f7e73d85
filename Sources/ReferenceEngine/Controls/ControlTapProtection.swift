import DispatchModel

/// GA-07, GA-08: the vetoes of standard controls that do not override
/// `gestureRecognizerShouldBegin` — the controls' own implementation of it — which the gesture
/// arena asks in its should-begin gate (GR-07); they change nothing. A `UIButton` or `UISwitch`
/// hit-test view refuses single-finger single-tap recognizers attached to other views (the
/// switch's knob drags, which GA-07 also protects, are not modelled, CT-17); a `UISlider` refuses
/// a single-finger swipe or pan along its track (GA-07).
enum ControlTapProtection {
    /// Whether the control at `view` keeps the recognizer from beginning. `slidersTracking` is the
    /// touch each slider tracks, by view index (read only by the alternative of `GA-07/slider-scope`).
    static func refuses(
        _ recognizer: RecognizerRuntime, hitView view: Int, tree: ViewTree, slidersTracking: [Int: Int], choices: EngineChoices
    ) -> Bool {
        guard tree.gestureVeto(of: view) == .allow,
            recognizer.view != view  // GA-10: a recognizer on the control itself is not refused
        else { return false }
        switch tree.kind(of: view) {
        case .button, .uiSwitch:
            // GA-12: pans and other kinds are not refused, so an ancestor pan that begins cancels the
            // control's touch (GR-15); GA-11: a plain `control` refuses nothing.
            guard case .tap(1, 1, _) = recognizer.spec.kind else { return false }
            return true
        case .slider:
            return sliderRefuses(recognizer, slider: view, tree: tree, slidersTracking: slidersTracking, choices: choices)
        default:
            return false
        }
    }

    /// GA-07: a slider (every touch on it counts as starting on its thumb, engine choice
    /// `CT-18/slider-model`) refuses a single-finger swipe with a direction along its track, and a
    /// pan of one finger whose translation is longer along the track than across it.
    private static func sliderRefuses(
        _ recognizer: RecognizerRuntime, slider: Int, tree: ViewTree, slidersTracking: [Int: Int], choices: EngineChoices
    ) -> Bool {
        // GA-07, engine choice `GA-07/slider-scope` (alternative): every recognizer on another view
        // is refused while the slider tracks a touch.
        if !choices.sliderRefusesOnlyAlongItsTrack, let touch = slidersTracking[slider] {
            return recognizer.touches.contains(touch)
        }
        switch recognizer.spec.kind {
        case .swipe(let directions, 1):
            // GA-07: a swipe along the track (a slider's track is horizontal in its own coordinates).
            return directions.contains(.left) || directions.contains(.right)
        case .pan(let minimumTouches, _) where minimumTouches <= 1:
            // GA-07: a pan refused when |tx| > |ty| in the slider's coordinates; equal is allowed.
            guard let translation = panTranslation(recognizer) else { return false }
            let origin = tree.convert(screenPoint: Point(x: 0, y: 0), to: slider)
            let moved = tree.convert(screenPoint: translation, to: slider)
            return abs(moved.x - origin.x) > abs(moved.y - origin.y)
        default:
            return false
        }
    }

    /// The translation a pan reports (GR-PAN-03), in screen coordinates.
    private static func panTranslation(_ recognizer: RecognizerRuntime) -> Point? {
        for (name, value) in recognizer.machine.values() where name == "translation" {
            if case .point(let point) = value { return point }
        }
        return nil
    }
}
