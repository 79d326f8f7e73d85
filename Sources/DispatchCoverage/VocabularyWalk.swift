import DispatchModel

/// Walks one fixture's JSON and names every value class it exercises, object by object, with
/// the classes of `VocabularyClasses`: a view's keys under `view[kind]` for the keys engines may
/// special-case by kind and under `view` for the rest, a recognizer's likewise, each script step
/// under `scriptStep[kind]`. Absent keys count as their `absent` class, so defaults are measured
/// too.
struct VocabularyWalk {
    /// The classes exercised so far.
    private(set) var exercised: Set<VocabularyItem> = []
    /// What kind of object each id of the scene names.
    private let kinds: [String: String]

    /// Walks `document`, a fixture's whole JSON.
    init(document: JSONValue) {
        var kinds: [String: String] = ["application": "application", "appDelegate": "appDelegate"]
        Self.collectKinds(document["scene"], into: &kinds)
        self.kinds = kinds
        let scene = document["scene"]
        if case .array(let windows)? = scene?["windows"] {
            for window in windows { visitView(window, isWindow: true) }
        }
        if let application = scene?["application"] {
            visit(application, object: "application", table: "application")
            for key in ["responder", "delegateResponder"] {
                if let traits = application[key] { visit(traits, object: "responder", table: "responder") }
            }
            for key in ["touches", "delegateTouches"] { visitTouchesByPhase(application[key]) }
        } else {
            measure(object: "application", table: "application", owner: .object([]))
        }
        // The window scene (RC-15) is measured only where a fixture declares one: an absent
        // `windowScene` is an app without scenes, not a scene with default values.
        if let windowScene = scene?["windowScene"] {
            visit(windowScene, object: "windowScene", table: "windowScene")
            if let traits = windowScene["responder"] { visit(traits, object: "responder", table: "responder") }
            visitTouchesByPhase(windowScene["touches"])
        }
        if case .array(let steps)? = document["script"] {
            for step in steps { visitStep(step) }
        }
    }

    private static func collectKinds(_ scene: JSONValue?, into kinds: inout [String: String]) {
        func view(_ value: JSONValue, isWindow: Bool) {
            if case .string(let id)? = value["id"] { kinds[id] = isWindow ? "window" : "view" }
            if case .string(let id)? = value["viewController"]?["id"] { kinds[id] = "viewController" }
            if case .array(let recognizers)? = value["gestureRecognizers"] {
                for recognizer in recognizers { if case .string(let id)? = recognizer["id"] { kinds[id] = "gestureRecognizer" } }
            }
            if case .array(let subviews)? = value["subviews"] { for subview in subviews { view(subview, isWindow: false) } }
        }
        if case .array(let windows)? = scene?["windows"] { for window in windows { view(window, isWindow: true) } }
    }

    /// Records the classes of every key `object` may have (from `table`'s keys, or only `keys`).
    private mutating func measure(object: String, table: String, owner: JSONValue, keys: [String]? = nil) {
        guard let classes = VocabularyClasses.objects[table] else { return }
        let context = ValueContext(owner: owner) { [kinds] in kinds[$0] }
        for key in keys ?? Array(classes.keys) {
            for valueClass in classes[key] ?? [] where valueClass.admits(owner[key], in: context) {
                exercised.insert(VocabularyItem(object: object, key: key, valueClass: valueClass.name))
            }
        }
    }

    private mutating func visit(_ value: JSONValue, object: String, table: String) {
        measure(object: object, table: table, owner: value)
    }

    private mutating func visitView(_ view: JSONValue, isWindow: Bool) {
        let kind: String
        if case .string(let name)? = view["kind"] { kind = name } else { kind = "view" }
        if isWindow {
            measure(object: "window", table: "window", owner: view, keys: VocabularyClasses.windowKeys)
        } else {
            let keys = VocabularyClasses.viewKeys(kind: kind)
            measure(object: "view", table: "view", owner: view, keys: keys.filter { !VocabularyClasses.viewKeysByKind.contains($0) })
            measure(object: "view[\(kind)]", table: "viewByKind", owner: view, keys: keys.filter(VocabularyClasses.viewKeysByKind.contains))
        }
        if let controller = view["viewController"] {
            visit(controller, object: "viewController", table: "viewController")
            if let traits = controller["responder"] { visit(traits, object: "responder", table: "responder") }
            visitTouchesByPhase(controller["touches"])
        }
        if let traits = view["responder"] { visit(traits, object: "responder", table: "responder") }
        visitTouchesByPhase(view["touches"])
        for (key, object) in [
            ("hitTest", "testFirst"), ("pointInside", "outset"), ("touchesShouldBegin", "contentAnswer"),
            ("touchesShouldCancel", "contentAnswer"),
        ] {
            if let value = view[key], case .object = value { visit(value, object: object, table: object) }
        }
        if case .array(let targets)? = view["targets"] {
            for target in targets { visit(target, object: "controlTarget", table: "controlTarget") }
        }
        if case .array(let recognizers)? = view["gestureRecognizers"] {
            for recognizer in recognizers { visitRecognizer(recognizer) }
        }
        if case .array(let subviews)? = view["subviews"] {
            for subview in subviews { visitView(subview, isWindow: false) }
        }
    }

    private mutating func visitTouchesByPhase(_ value: JSONValue?) {
        if let value, case .object = value { visit(value, object: "touchesByPhase", table: "touchesByPhase") }
    }

    private mutating func visitRecognizer(_ recognizer: JSONValue) {
        guard case .string(let kind)? = recognizer["kind"] else { return }
        let keys = GestureRecognizerSpec.commonKeys + (GestureRecognizerSpec.kindKeys[kind] ?? [])
        measure(
            object: "gestureRecognizer", table: "gestureRecognizer", owner: recognizer,
            keys: keys.filter { !VocabularyClasses.recognizerKeysByKind.contains($0) && GestureRecognizerSpec.commonKeys.contains($0) })
        measure(
            object: "gestureRecognizer[\(kind)]", table: "gestureRecognizer", owner: recognizer,
            keys: keys.filter { VocabularyClasses.recognizerKeysByKind.contains($0) || !GestureRecognizerSpec.commonKeys.contains($0) })
        if let delegate = recognizer["delegate"] {
            visit(delegate, object: "recognizerDelegate", table: "recognizerDelegate")
            if case .object? = delegate["shouldReceiveTouch"] {
                visit(delegate["shouldReceiveTouch"]!, object: "touchFilter", table: "touchFilter")
            }
        }
        if case .array(let actions)? = recognizer["actions"] {
            for action in actions { if case .object = action { visit(action, object: "recognizerAction", table: "recognizerAction") } }
        }
    }

    private mutating func visitStep(_ step: JSONValue) {
        guard let kind = VocabularyClasses.scriptStepKeys.keys.sorted().first(where: { step[$0] != nil }) else { return }
        let keys = VocabularyClasses.scriptStepKeys[kind] ?? []
        measure(
            object: "scriptStep[\(kind)]", table: "scriptStep", owner: step,
            keys: keys.filter { key in
                // A view step sets one property: the other one is not absent, it does not apply.
                kind != "view" || key == "at" || key == "view" || step[key] != nil
            })
        if case .array(let changes)? = step["touches"] {
            for change in changes { visit(change, object: "touchChange", table: "touchChange") }
        }
    }
}
