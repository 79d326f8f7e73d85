extension Scene {
    /// Checks what the structure alone cannot: ids are unique and not reserved, references point at
    /// existing objects of the right kind, and overridden `next` chains do not loop.
    public func validate(at path: JSONPath, _ context: DecodingContext) {
        var seen: [String: String] = [:]
        let reserved = [ApplicationSpec.applicationID, ApplicationSpec.delegateID]
        func claim(_ id: String, _ where_: JSONPath) {
            if reserved.contains(id) {
                context.report(where_, "\"\(id)\" is reserved for the \(id == "application" ? "application" : "app delegate")")
            } else if let first = seen[id] {
                context.report(where_, "duplicate id \"\(id)\"; first used at \(first)")
            } else {
                seen[id] = where_.description
            }
        }
        let methods = actionMethodsByResponder
        /// A registration's target must be a responder of the scene that implements the action:
        /// UIKit sends it unconditionally, and a target without the method would crash the app.
        func checkTarget(_ target: ActionTarget, action: String, at targetPath: JSONPath) {
            guard case .responder(let id) = target else { return }
            guard let implemented = methods[id] else {
                context.report(targetPath, "\"\(id)\" is not a responder of the scene")
                return
            }
            if !implemented.contains(action) {
                context.report(
                    targetPath,
                    "\"\(id)\" does not implement \"\(action)\"; list it in its responder's \"actionMethods\" (UIKit would crash)")
            }
        }
        func visit(_ view: ViewSpec, _ viewPath: JSONPath) {
            claim(view.id, viewPath.appending("id"))
            for (index, target) in (view.control?.targets ?? []).enumerated() {
                checkTarget(target.target, action: target.action, at: viewPath.appending("targets").appending(index).appending("target"))
            }
            for (index, recognizer) in view.gestureRecognizers.enumerated() {
                for (number, action) in recognizer.actions.enumerated() {
                    checkTarget(
                        action.target, action: action.name,
                        at: viewPath.appending("gestureRecognizers").appending(index).appending("actions").appending(number).appending(
                            "target"))
                }
            }
            if let controller = view.viewController { claim(controller.id, viewPath.appending("viewController").appending("id")) }
            for (index, recognizer) in view.gestureRecognizers.enumerated() {
                claim(recognizer.id, viewPath.appending("gestureRecognizers").appending(index).appending("id"))
            }
            for recognizer in GestureRecognizerSpec.scrollViewRecognizers(of: view) { claim(recognizer.id, viewPath.appending("id")) }
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldBegin,
                let missing = ids.first(where: { !Self.isDescendant($0, of: view) })
            {
                context.report(viewPath.appending("touchesShouldBegin"), "\"\(missing)\" is not a content view of \"\(view.id)\"")
            }
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldCancel,
                let missing = ids.first(where: { !Self.isDescendant($0, of: view) })
            {
                context.report(viewPath.appending("touchesShouldCancel"), "\"\(missing)\" is not a content view of \"\(view.id)\"")
            }
            if case .testFirst(let target) = view.hitTest, !Self.isDescendant(target, of: view) {
                context.report(viewPath.appending("hitTest").appending("testFirst"), "\"\(target)\" is not a descendant of \"\(view.id)\"")
            }
            for (index, subview) in view.subviews.enumerated() { visit(subview, viewPath.appending("subviews").appending(index)) }
        }
        for (index, window) in windows.enumerated() { visit(window.view, path.appending("windows").appending(index)) }
        for (index, window) in windows.enumerated().filter({ $0.element.isKey }).dropFirst() {
            context.report(path.appending("windows").appending(index).appending("key"), "only one window can be the key window (FR-07)")
        }

        let recognizers = Set(allRecognizers.map(\.recognizer.id))
        let views = Set(allViews.map(\.view.id))
        for (view, _) in allViews {
            for recognizer in view.gestureRecognizers {
                for other in recognizer.referencedRecognizers where !recognizers.contains(other) {
                    context.report(
                        path, "recognizer \"\(recognizer.id)\" names \"\(other)\", which is not a gesture recognizer of this scene")
                }
                if recognizer.referencedRecognizers.contains(recognizer.id) {
                    context.report(path, "recognizer \"\(recognizer.id)\" names itself")
                }
                if case .exceptInside(let inside)? = recognizer.delegate?.shouldReceiveTouch {
                    for id in inside where !views.contains(id) {
                        context.report(path, "recognizer \"\(recognizer.id)\": \"\(id)\" in exceptInside is not a view of this scene")
                    }
                }
            }
        }
        let responders = responderIDs
        for (view, _) in allViews {
            for (owner, next) in [(view.id, view.nextResponder), (view.viewController?.id, view.viewController?.nextResponder)] {
                guard let owner, let next else { continue }
                if !responders.contains(next) {
                    context.report(path, "nextResponder of \"\(owner)\" names \"\(next)\", which is not a responder of this scene")
                }
            }
        }
        if !context.hasErrors, let loop = ResponderGraph(scene: self).firstLoop() {
            context.report(path, "the responder chain loops: \(loop.joined(separator: " -> "))")
        }
    }

    /// The action methods each responder of the scene implements (FR-08, FR-10): views, windows,
    /// view controllers, the application, and the app delegate when it is a responder.
    public var actionMethodsByResponder: [String: [String]] {
        var methods: [String: [String]] = [ApplicationSpec.applicationID: application.responder.actionMethods]
        if application.delegateIsResponder { methods[ApplicationSpec.delegateID] = application.delegateResponder.actionMethods }
        for (view, _) in allViews {
            methods[view.id] = view.responder.actionMethods
            if let controller = view.viewController { methods[controller.id] = controller.responder.actionMethods }
        }
        return methods
    }

    /// Every gesture recognizer of the scene, depth first, with the id of its view: a scroll
    /// view's own two (``GestureRecognizerSpec/scrollViewRecognizers(of:)``) come before those the
    /// app added to it.
    public var allRecognizers: [(recognizer: GestureRecognizerSpec, view: String)] {
        allViews.flatMap { entry in
            (GestureRecognizerSpec.scrollViewRecognizers(of: entry.view) + entry.view.gestureRecognizers).map { ($0, entry.view.id) }
        }
    }

    static func isDescendant(_ id: String, of view: ViewSpec) -> Bool {
        view.subviews.contains { $0.id == id || isDescendant(id, of: $0) }
    }
}
