import DispatchModel

/// The `next` relation of a scene's responders, as UIKit defines it (RC-01…RC-05, RC-11): a
/// view's next is its view controller (RC-02, RC-13) or superview, a child controller's next the
/// root view's superview (RC-03), a window's the application (RC-04).
///
/// The reference engine's statement of the chain, which its components walk; the model's
/// validator checks the format's restriction that no chain loops by its own statement of the links
/// (`Scene.responderLoop`), and `ResponderLoopAgreementTests` keeps the two in agreement. Public so that
/// test engines built on the reference can walk the same chain.
public struct ResponderGraph: Sendable {
    /// Each responder's next responder; a responder missing from the map has none.
    public private(set) var next: [String: String] = [:]
    /// For each view, the responder whose next responder is that view's superview by default:
    /// the view itself, or its view controller (RC-01, RC-02); absent where an override names it.
    private var superviewLinks: [String: String] = [:]

    /// Computes the relation for `scene`; with `windowSceneInChain` (RC-15: the scene declares
    /// a window scene and the release has one), a window's default next responder is the window
    /// scene, whose next is the application.
    public init(scene: Scene, windowSceneInChain: Bool = false) {
        func visit(_ view: ViewSpec, superview: String?) {
            if let controller = view.viewController {
                next[view.id] = controller.id
                next[controller.id] = controller.nextResponder ?? superview
                if controller.nextResponder == nil { superviewLinks[view.id] = controller.id }
            } else {
                next[view.id] = superview
                if view.nextResponder == nil { superviewLinks[view.id] = view.id }
            }
            if let override = view.nextResponder { next[view.id] = override }
            for subview in view.subviews { visit(subview, superview: view.id) }
        }
        for window in scene.windows {
            visit(window.view, superview: nil)
            if window.view.nextResponder == nil {
                next[window.id] = windowSceneInChain ? WindowSceneSpec.id : ApplicationSpec.applicationID
            }
        }
        if windowSceneInChain { next[WindowSceneSpec.id] = ApplicationSpec.applicationID }
        if scene.application.delegateIsResponder {
            next[ApplicationSpec.applicationID] = ApplicationSpec.delegateID
        }
    }

    /// The relation once the view `id` has left its superview (`removeFromSuperview()`): the link
    /// to the superview that the view (or its view controller) had by default is gone, so its chain
    /// ends there (RC-01, RC-02); an overridden `next` stays.
    public mutating func removeFromSuperview(_ id: String) {
        guard let owner = superviewLinks.removeValue(forKey: id) else { return }
        next[owner] = nil
    }

    /// The chain from `responder` to its end, `responder` first; stops before repeating itself.
    public func chain(from responder: String) -> [String] {
        var chain = [responder]
        var visited: Set<String> = [responder]
        var current = responder
        while let following = next[current], visited.insert(following).inserted {
            chain.append(following)
            current = following
        }
        return chain
    }
}
