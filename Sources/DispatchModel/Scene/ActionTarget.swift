/// The object a target–action registration sends its action to (CT-11, GR-24, FR-08).
public enum ActionTarget: Sendable, Hashable {
    /// The app's own object, outside the responder chain (the target when a fixture names none):
    /// `action` lines name no receiver.
    case app
    /// `addTarget(nil, …)` on a control (`"target": null`): the first responder of the chain that
    /// implements the action receives it (FR-08), written `-> vc`, or nobody, `-> nil`.
    case firstResponder
    /// A responder of the scene (a view, window, view controller, the application or its delegate),
    /// which must implement the action (its `responder.actionMethods` lists it): written `-> vc`.
    case responder(String)
}

/// One target–action pair of a gesture recognizer, in registration order (GR-24).
public struct RecognizerAction: Sendable, Hashable {
    /// The action's name (an identifier or a selector such as `handleTap:`), written in `action`
    /// lines.
    public var name: String
    /// Who receives it: the app's own object, or a responder of the scene.
    public var target: ActionTarget

    /// Creates a pair.
    public init(name: String, target: ActionTarget = .app) {
        self.name = name
        self.target = target
    }
}
