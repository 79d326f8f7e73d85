import DispatchModel

/// The combinations of objects, states and steps that `Specs/VOCABULARY.md` enumerates, and which
/// of them one fixture exercises. Some need to know what happened — which view a touch was bound
/// to, whether a recognizer was recognizing when a step came — and read it from a trace of the
/// fixture (the reference engine's, given by the caller).
enum CombinationWalk {
    /// The recognizer kinds, as written in fixtures.
    static let recognizerKinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"]
    /// The control kinds.
    static let controlKinds: [ViewKind] = [.control, .button, .uiSwitch, .slider]
    /// The steps that change the scene, as named in `change during state` items.
    static let changes = [
        "hide", "show", "disableInteraction", "enableInteraction", "removeFromSuperview", "alpha", "clipsToBounds", "control enabled",
        "recognizer enabled",
    ]
    /// The states a change can come in.
    static let states = ["idle", "a touch is down", "a recognizer is recognizing"]

    /// Every combination enumerated.
    static let universe: [VocabularyItem] = {
        var items: [VocabularyItem] = []
        for change in changes { for state in states { items.append(item("change during state", "\(change) while \(state)")) } }
        for (index, first) in recognizerKinds.enumerated() {
            for second in recognizerKinds[index...] { items.append(item("pair on one view", "\(first) + \(second)")) }
        }
        for inner in recognizerKinds {
            for outer in recognizerKinds { items.append(item("pair on a view and an ancestor", "\(inner) under \(outer)")) }
        }
        for control in controlKinds {
            for outer in recognizerKinds {
                items.append(item("control under an ancestor's recognizer", "\(control.rawValue) under \(outer)"))
            }
        }
        for step in ["touch began", "touch moved", "touch ended", "touch cancelled", "touches step"] {
            items.append(item("touch while the app ignores events", step))
        }
        for kind in recognizerKinds { items.append(item("several fingers on one recognizer", kind)) }
        return items
    }()

    static func item(_ family: String, _ combination: String) -> VocabularyItem {
        VocabularyItem(object: "combination", key: family, valueClass: combination)
    }

    /// The combinations `fixture` exercises; `trace` is a trace of its scenario (nil: the
    /// combinations that need one are not counted).
    static func items(of fixture: Fixture, trace: Trace?) -> Set<VocabularyItem> {
        var found: Set<VocabularyItem> = []
        let scene = fixture.scenario.scene
        var parent: [String: String] = [:]
        var recognizersOfView: [String: [GestureRecognizerSpec]] = [:]
        var kindOfView: [String: ViewKind] = [:]
        for (view, superview) in scene.allViews {
            parent[view.id] = superview
            recognizersOfView[view.id] = view.gestureRecognizers
            kindOfView[view.id] = view.kind
        }
        func ancestors(_ id: String) -> [String] {
            var chain: [String] = []
            var current = parent[id] ?? nil
            while let next = current {
                chain.append(next)
                current = parent[next] ?? nil
            }
            return chain
        }
        for (view, _) in scene.allViews {
            let own = view.gestureRecognizers.map(\.kind.name)
            for (index, first) in own.enumerated() {
                for second in own[(index + 1)...] {
                    let pair = [first, second].sorted { recognizerKinds.firstIndex(of: $0)! < recognizerKinds.firstIndex(of: $1)! }
                    found.insert(item("pair on one view", "\(pair[0]) + \(pair[1])"))
                }
            }
            let above = ancestors(view.id).flatMap { recognizersOfView[$0] ?? [] }.map(\.kind.name)
            for inner in own { for outer in above { found.insert(item("pair on a view and an ancestor", "\(inner) under \(outer)")) } }
            if controlKinds.contains(view.kind) {
                for outer in above { found.insert(item("control under an ancestor's recognizer", "\(view.kind.rawValue) under \(outer)")) }
            }
        }
        found.formUnion(scriptCombinations(fixture.scenario.script, trace: trace))
        if let trace { found.formUnion(severalFingers(trace: trace, recognizersOfView: recognizersOfView, ancestors: ancestors)) }
        return found
    }

    /// Changes by state, and touches while the app ignores events.
    private static func scriptCombinations(_ script: [ScriptStep], trace: Trace?) -> Set<VocabularyItem> {
        var found: Set<VocabularyItem> = []
        var down: Set<Int> = []
        var ignoring = 0
        for step in script {
            if let change = changeName(step.action) {
                let state: String
                if let trace, isRecognizing(in: trace, before: step.at) {
                    state = "a recognizer is recognizing"
                } else {
                    state = down.isEmpty ? "idle" : "a touch is down"
                }
                found.insert(item("change during state", "\(change) while \(state)"))
            }
            switch step.action {
            case .beginIgnoringInteractionEvents: ignoring += 1
            case .endIgnoringInteractionEvents: ignoring = max(0, ignoring - 1)
            case .systemCancel: down.removeAll()
            default: break
            }
            if ignoring > 0 {
                if case .touches = step.action { found.insert(item("touch while the app ignores events", "touches step")) }
                for change in step.touchChanges {
                    found.insert(item("touch while the app ignores events", "touch \(change.phase.rawValue)"))
                }
            }
            for change in step.touchChanges {
                if change.phase == .began { down.insert(change.id) }
                if change.phase == .ended || change.phase == .cancelled { down.remove(change.id) }
            }
        }
        return found
    }

    private static func changeName(_ action: ScriptStep.Action) -> String? {
        switch action {
        case .mutateView(let mutation, _): mutation.rawValue
        case .setAlpha: "alpha"
        case .setClipsToBounds: "clipsToBounds"
        case .setControlEnabled: "control enabled"
        case .setRecognizerEnabled: "recognizer enabled"
        default: nil
        }
    }

    /// Whether some recognizer is in `began` or `changed` just before `time`: its last transition
    /// earlier than `time` led there.
    private static func isRecognizing(in trace: Trace, before time: Int) -> Bool {
        var states: [String: GestureState] = [:]
        for entry in trace.entries where entry.time < time {
            if case .gesture(let recognizer, _, let to) = entry.event { states[recognizer] = to }
        }
        return states.values.contains { $0.isActive }
    }

    /// Recognizer kinds that had two or more touches down at once within their view.
    private static func severalFingers(
        trace: Trace, recognizersOfView: [String: [GestureRecognizerSpec]], ancestors: (String) -> [String]
    ) -> Set<VocabularyItem> {
        var found: Set<VocabularyItem> = []
        var down: [Int: String] = [:]
        for entry in trace.entries {
            switch entry.event {
            case .input(let touch, let phase, _):
                if phase == .ended || phase == .cancelled { down[touch] = nil }
            case .systemCancel:
                down = [:]
            case .hit(let touch, let view?):
                down[touch] = view
                let owners = [view] + ancestors(view)
                for owner in owners {
                    for recognizer in recognizersOfView[owner] ?? [] {
                        let sharing = down.filter { $0.key != touch && ([$0.value] + ancestors($0.value)).contains(owner) }
                        if !sharing.isEmpty { found.insert(item("several fingers on one recognizer", recognizer.kind.name)) }
                    }
                }
            default:
                break
            }
        }
        return found
    }
}
