import MiniUIKit

/// Builds the MiniUIKit objects of a scene: the application first (windows register with it),
/// then each window and its views, back to front, with the app's subclasses.
@MainActor
enum SceneBuilder {
    /// The application of `scene`, now `Application.shared`, and the objects by id.
    static func build(_ scene: Scene) throws -> (ScenarioApplication, SceneObjects) {
        try UnsupportedScenario.check(scene)
        let objects = SceneObjects()
        let application = ScenarioApplication(scene.application, objects: objects)
        objects.register(application, as: "application")
        if scene.application.delegateIsResponder {
            let delegate = ScenarioAppDelegate(touches: scene.application.delegateTouches ?? inheritAll, objects: objects)
            application.delegate = delegate
            objects.register(delegate, as: "appDelegate")
        } else {
            application.delegate = PlainAppDelegate()
        }
        for spec in scene.windows {
            let window = ScenarioWindow(spec, objects: objects)
            window.windowLevel = spec.level ?? 0
            configure(window, spec, objects: objects)
        }
        return (application, objects)
    }

    private static let inheritAll = TouchesCode(began: .inherit, moved: .inherit, ended: .inherit, cancelled: .inherit)

    /// Sets what a view and a window share, then adds the subviews.
    private static func configure(_ view: View, _ spec: ViewSpec, objects: SceneObjects) {
        objects.register(view, as: spec.id)
        view.bounds.origin = Point(x: spec.boundsOrigin[0], y: spec.boundsOrigin[1])
        let t = spec.transform
        view.transform = AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        view.isHidden = spec.hidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.userInteractionEnabled
        view.clipsToBounds = spec.clipsToBounds
        view.isMultipleTouchEnabled = spec.multipleTouchEnabled ?? false
        view.isExclusiveTouch = spec.exclusiveTouch ?? false
        if let controllerSpec = spec.viewController {
            let controller = ScenarioViewController(controllerSpec, objects: objects)
            controller.view = view
            objects.register(controller, as: controllerSpec.id)
        }
        for subviewSpec in spec.subviews {
            let subview = ScenarioView(subviewSpec, objects: objects)
            view.addSubview(subview)
            configure(subview, subviewSpec, objects: objects)
        }
    }
}

/// What MiniUIKit has no way to express. Each is an `error` answer naming the object: running the
/// scenario without it would print what MiniUIKit does in a different scene, and emulating it in
/// the adapter would print what UIKit does, not what MiniUIKit does.
enum UnsupportedScenario {
    /// The kinds MiniUIKit builds as plain views: image views and labels differ from views only
    /// in the default of `isUserInteractionEnabled`, which the scenario writes out.
    static let plainKinds: Set<String> = ["view", "imageView", "label"]

    static func check(_ scene: Scene) throws {
        for window in scene.windows { try check(window) }
    }

    private static func check(_ spec: ViewSpec) throws {
        if let kind = spec.kind, !plainKinds.contains(kind) {
            throw AdapterError("MiniUIKit has no class for a view of kind \(kind) (\(spec.id))")
        }
        if spec.animating {
            throw AdapterError("MiniUIKit has no animations, so \(spec.id) cannot be in a non-interactive animation")
        }
        if !spec.gestureRecognizers.isEmpty {
            throw AdapterError("MiniUIKit has no gesture recognizers (\(spec.id) has \(spec.gestureRecognizers.count))")
        }
        for subview in spec.subviews { try check(subview) }
    }
}
