/// What a `UIControl` (or `UIButton`) of the scene is configured with and what its subclass
/// answers (`Specs/FIXTURE-FORMAT.md`, "Controls").
public struct ControlSpec: Sendable, Hashable {
    /// One `addTarget(_:action:for:)` registration.
    public struct Target: Sendable, Hashable {
        /// The action's name, written in `action` lines.
        public var action: String
        /// The control events it is registered for.
        public var events: [ControlEvent]
        /// Who receives the action: the app's own object, the first responder that implements it
        /// (`addTarget(nil, …)`, FR-08), or a responder of the scene.
        public var target: ActionTarget

        /// Creates a registration.
        public init(action: String, events: [ControlEvent], target: ActionTarget = .app) {
            self.action = action
            self.events = events
            self.target = target
        }
    }

    /// `isEnabled` (CT-04, HT-16).
    public var enabled: Bool
    /// Registrations, in order (CT-11).
    public var targets: [Target]
    /// What `beginTracking(_:with:)` returns (CT-03).
    public var beginTracking: Bool
    /// What `continueTracking(_:with:)` returns (CT-05).
    public var continueTracking: Bool
    /// `isSelected`, set by the app; touches never change it (CT-02).
    public var selected: Bool
    /// The slider's configuration, for a `slider` (CT-18); nil for the other kinds.
    public var slider: SliderSpec?

    /// Creates a control configuration with UIKit's defaults.
    public init(
        enabled: Bool = true, targets: [Target] = [], beginTracking: Bool = true, continueTracking: Bool = true, selected: Bool = false,
        slider: SliderSpec? = nil
    ) {
        self.enabled = enabled
        self.targets = targets
        self.beginTracking = beginTracking
        self.continueTracking = continueTracking
        self.selected = selected
        self.slider = slider
    }
}

/// `UIControl.Event`, the events written in `control` and control `action` lines (CT-01).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    /// A touch down in the control.
    case touchDown
    /// A repeated touch down (tap count above one).
    case touchDownRepeat
    /// A drag within the control's tolerance.
    case touchDragInside
    /// A drag outside the control's tolerance.
    case touchDragOutside
    /// A drag from outside into the tolerance.
    case touchDragEnter
    /// A drag from inside out of the tolerance.
    case touchDragExit
    /// A lift inside the tolerance.
    case touchUpInside
    /// A lift outside the tolerance.
    case touchUpOutside
    /// The system cancelled the tracking.
    case touchCancel
    /// The control's value changed.
    case valueChanged
    /// The control's primary action (a button's tap).
    case primaryActionTriggered
}
