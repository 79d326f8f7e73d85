extension Scene {
    /// Checks what the structure alone cannot: there is a window, ids are unique and not reserved,
    /// references point at existing objects of the right kind, overridden `next` chains do not
    /// loop, and the declared one-way prevention does not go round in a circle (``preventionCycle``).
    ///
    /// It walks the views once, without recursion, and writes a JSON path out only for a problem,
    /// so that the reference engine can check every scenario it plays, however deep its scene.
    public func validate(at path: JSONPath, _ context: DecodingContext) {
        if windows.isEmpty { context.report(path.appending("windows"), "expected at least one window") }
        var places = ViewPlaces()
        var seen: [String: (place: Int, suffix: [JSONPath.Component])] = [:]
        let reserved = [ApplicationSpec.applicationID, ApplicationSpec.delegateID, WindowSceneSpec.id]
        func claim(_ id: String, _ place: Int, _ suffix: [JSONPath.Component]) {
            if reserved.contains(id) {
                let owner =
                    id == ApplicationSpec.applicationID ? "application" : id == ApplicationSpec.delegateID ? "app delegate" : "window scene"
                context.report(places.path(of: place, then: suffix), "\"\(id)\" is reserved for the \(owner)")
            } else if let first = seen[id] {
                context.report(
                    places.path(of: place, then: suffix),
                    "duplicate id \"\(id)\"; first used at \(places.path(of: first.place, then: first.suffix))")
            } else {
                seen[id] = (place, suffix)
            }
        }
        // The action methods of every responder, found when a registration first names one.
        var methods: [String: [String]]?
        /// A registration's target must be a responder of the scene that implements the action:
        /// UIKit sends it unconditionally, and a target without the method would crash the app.
        func checkTarget(_ target: ActionTarget, action: String, _ place: Int, _ suffix: [JSONPath.Component]) {
            guard case .responder(let id) = target else { return }
            if methods == nil { methods = actionMethodsByResponder }
            guard let implemented = methods?[id] else {
                context.report(places.path(of: place, then: suffix), "\"\(id)\" is not a responder of the scene")
                return
            }
            if !implemented.contains(action) {
                context.report(
                    places.path(of: place, then: suffix),
                    "\"\(id)\" does not implement \"\(action)\"; list it in its responder's \"actionMethods\" (UIKit would crash)")
            }
        }
        var views: Set<String> = []
        var recognizers: Set<String> = []
        var appRecognizers: [GestureRecognizerSpec] = []
        var nextOverrides: [(owner: String, next: String)] = []
        // Depth first, views before their subviews, without recursion: scenes built in code may
        // nest views many thousands deep.
        var pending = windows.indices.reversed().map { index in
            (view: windows[index].view, place: places.add(path.appending("windows").appending(index).components, under: nil))
        }
        while let (view, place) = pending.popLast() {
            claim(view.id, place, [.key("id")])
            views.insert(view.id)
            for (index, target) in (view.control?.targets ?? []).enumerated() {
                checkTarget(target.target, action: target.action, place, [.key("targets"), .index(index), .key("target")])
            }
            for (index, recognizer) in view.gestureRecognizers.enumerated() {
                for (number, action) in recognizer.actions.enumerated() {
                    checkTarget(
                        action.target, action: action.name, place,
                        [.key("gestureRecognizers"), .index(index), .key("actions"), .index(number), .key("target")])
                }
            }
            if let next = view.nextResponder { nextOverrides.append((view.id, next)) }
            if let controller = view.viewController {
                claim(controller.id, place, [.key("viewController"), .key("id")])
                if let next = controller.nextResponder { nextOverrides.append((controller.id, next)) }
            }
            for (index, recognizer) in view.gestureRecognizers.enumerated() {
                claim(recognizer.id, place, [.key("gestureRecognizers"), .index(index), .key("id")])
                recognizers.insert(recognizer.id)
                appRecognizers.append(recognizer)
            }
            for recognizer in GestureRecognizerSpec.scrollViewRecognizers(of: view) {
                claim(recognizer.id, place, [.key("id")])
                recognizers.insert(recognizer.id)
            }
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldBegin,
                let missing = ids.first(where: { !Self.isDescendant($0, of: view) })
            {
                context.report(
                    places.path(of: place, then: [.key("touchesShouldBegin")]), "\"\(missing)\" is not a content view of \"\(view.id)\"")
            }
            if case .falseFor(let ids)? = view.scrollView?.touchesShouldCancel,
                let missing = ids.first(where: { !Self.isDescendant($0, of: view) })
            {
                context.report(
                    places.path(of: place, then: [.key("touchesShouldCancel")]), "\"\(missing)\" is not a content view of \"\(view.id)\"")
            }
            if case .testFirst(let target) = view.hitTest, !Self.isDescendant(target, of: view) {
                context.report(
                    places.path(of: place, then: [.key("hitTest"), .key("testFirst")]),
                    "\"\(target)\" is not a descendant of \"\(view.id)\"")
            }
            for (index, subview) in view.subviews.enumerated().reversed() {
                pending.append((subview, places.add([.key("subviews"), .index(index)], under: place)))
            }
        }
        for (index, _) in windows.enumerated().filter({ $0.element.isKey }).dropFirst() {
            context.report(path.appending("windows").appending(index).appending("key"), "only one window can be the key window (FR-07)")
        }

        for recognizer in appRecognizers {
            for other in recognizer.referencedRecognizers where !recognizers.contains(other) {
                context.report(path, "recognizer \"\(recognizer.id)\" names \"\(other)\", which is not a gesture recognizer of this scene")
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
        // Without an overridden `next` the chain follows the tree, which cannot loop.
        if !nextOverrides.isEmpty {
            let responders = responderIDs
            for (owner, next) in nextOverrides where !responders.contains(next) {
                context.report(path, "nextResponder of \"\(owner)\" names \"\(next)\", which is not a responder of this scene")
            }
            if !context.hasErrors, let loop = responderLoop {
                context.report(path, "the responder chain loops: \(loop.joined(separator: " -> "))")
            }
        }
        // Without a named one-way prevention, the declared answers cannot go round in a circle.
        if !context.hasErrors, appRecognizers.contains(where: \.namesOneWayPrevention), let cycle = preventionCycle {
            context.report(
                path,
                "one-way prevention goes round in a circle, \(cycle.map { "\"\($0)\"" }.joined(separator: " -> ")): each can be prevented by the next but cannot prevent it (GA-05), so no order of recognition puts every one after those that prevent it"
            )
        }
    }

    /// The action methods each responder of the scene implements (FR-08, FR-10): views, windows,
    /// view controllers, the application, and the app delegate when it is a responder.
    public var actionMethodsByResponder: [String: [String]] {
        var methods: [String: [String]] = [ApplicationSpec.applicationID: application.responder.actionMethods]
        if application.delegateIsResponder { methods[ApplicationSpec.delegateID] = application.delegateResponder.actionMethods }
        forEachView { view, _ in
            methods[view.id] = view.responder.actionMethods
            if let controller = view.viewController { methods[controller.id] = controller.responder.actionMethods }
        }
        return methods
    }

    /// Every gesture recognizer of the scene, depth first, with the id of its view: a scroll
    /// view's own two (``GestureRecognizerSpec/scrollViewRecognizers(of:)``) come before those the
    /// app added to it.
    public var allRecognizers: [(recognizer: GestureRecognizerSpec, view: String)] {
        var result: [(recognizer: GestureRecognizerSpec, view: String)] = []
        forEachView { view, _ in
            for recognizer in GestureRecognizerSpec.scrollViewRecognizers(of: view) { result.append((recognizer, view.id)) }
            for recognizer in view.gestureRecognizers { result.append((recognizer, view.id)) }
        }
        return result
    }

    /// The views whose removal would take a `testFirst` target out of the view that names it:
    /// the target and every view between it and that view, each with the overriding view and its
    /// target (the first override found, depth first).
    public var testFirstTargetHolders: [String: (view: String, target: String)] {
        var superview: [String: String] = [:]
        var overrides: [(view: String, target: String)] = []
        for (view, parent) in allViews {
            if let parent { superview[view.id] = parent }
            if case .testFirst(let target) = view.hitTest { overrides.append((view.id, target)) }
        }
        var holders: [String: (view: String, target: String)] = [:]
        for (view, target) in overrides {
            var current: String? = target
            while let id = current, id != view {
                if holders[id] == nil { holders[id] = (view, target) }
                current = superview[id]
            }
        }
        return holders
    }

    static func isDescendant(_ id: String, of view: ViewSpec) -> Bool {
        view.subviews.contains { $0.id == id || isDescendant(id, of: $0) }
    }
}

/// The JSON paths of a scene's views, each kept as the steps from its superview's, so that
/// validating a deep tree costs the same for every view until a diagnostic writes a path out.
private struct ViewPlaces {
    private var superplace: [Int?] = []
    private var steps: [[JSONPath.Component]] = []

    /// Records a view whose path is its superview's (`place`) followed by `steps`; returns its place.
    mutating func add(_ steps: [JSONPath.Component], under place: Int?) -> Int {
        superplace.append(place)
        self.steps.append(steps)
        return self.steps.count - 1
    }

    /// The path of the view at `place`, followed by `suffix`.
    func path(of place: Int, then suffix: [JSONPath.Component] = []) -> JSONPath {
        var chunks = [suffix]
        var current: Int? = place
        while let index = current {
            chunks.append(steps[index])
            current = superplace[index]
        }
        return JSONPath(components: chunks.reversed().flatMap { $0 })
    }
}
