import DispatchModel

/// A scenario's `scene` and `script` as a person would write them in a fixture: from
/// `Scenario.jsonValue` (every key written out), each member equal to its default is left out (of
/// views, windows, view controllers, the application, responder traits, recognizers and their
/// delegates, and script steps), and touch behaviours that are alike in all four phases, and equal
/// outsets, are written once.
///
/// The defaults are read from the JSON of views built with the model's own defaults, so keys added
/// to the format later are pruned too. ``json(of:)`` falls back to the full form if the compact one
/// would not decode to the same scenario.
package enum CompactScenarioJSON {
    /// `(scene, script)` in compact form, equal in meaning to `scenario`.
    package static func json(of scenario: Scenario) -> (scene: JSONValue, script: JSONValue) {
        let full = scenario.jsonValue
        var script = full["script"] ?? .array([])
        if case .array(let steps) = script {
            script = .array(steps.map { pruned($0, defaults: ["type": .string(TouchType.direct.rawValue)]) })
        }
        guard case .object(let sceneMembers)? = full["scene"] else { return (full["scene"] ?? .null, script) }
        var members: [JSONMember] = []
        for member in sceneMembers {
            switch member.key {
            case "windows":
                guard case .array(let windows) = member.value else { return (.object(sceneMembers), script) }
                members.append(JSONMember("windows", .array(windows.map { pruned($0, defaults: windowDefaults) })))
            case "application":
                let application = pruned(member.value, defaults: applicationDefaults)
                if application != .object([]) { members.append(JSONMember("application", application)) }
            case "windowScene":
                // Declared or not is the fact: an empty object is a plain UIWindowScene (RC-15).
                members.append(JSONMember("windowScene", pruned(member.value, defaults: windowSceneDefaults)))
            default:
                members.append(member)
            }
        }
        let compact = JSONValue.object(members)
        let context = DecodingContext(file: "compact")
        let check = Scenario.decode(.object([JSONMember("scene", compact), JSONMember("script", script)]), .root, context)
        return check == scenario ? (compact, script) : (full["scene"] ?? .null, script)
    }

    /// The object without the members equal to `defaults`, its subviews and view controller
    /// pruned in turn, `id` and `frame` always kept.
    static func pruned(_ value: JSONValue, defaults: [String: JSONValue]) -> JSONValue {
        guard case .object(let members) = value else { return value }
        var kept: [JSONMember] = []
        for member in members {
            var value = shortened(member.key, member.value)
            switch (member.key, value) {
            case ("subviews", .array(let subviews)): value = .array(subviews.map { pruned($0, defaults: viewDefaults(kind: $0["kind"])) })
            case ("touches", .array(let changes)): value = .array(changes.map { pruned($0, defaults: defaults) })
            case ("viewController", _): value = pruned(value, defaults: controllerDefaults)
            case ("responder", _), ("delegateResponder", _):
                value = pruned(value, defaults: traitsDefaults)
                if value == .object([]) { continue }
            case ("gestureRecognizers", .array(let recognizers)): value = .array(recognizers.map(prunedRecognizer))
            default: break
            }
            if member.key != "id", member.key != "frame", defaults[member.key] == value { continue }
            kept.append(JSONMember(member.key, value))
        }
        return .object(kept)
    }

    /// A recognizer without the members equal to its kind's defaults (`actions` when it is
    /// `[id]`), its delegate likewise.
    static func prunedRecognizer(_ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value, case .string(let kind)? = value["kind"] else { return value }
        let defaults = recognizerDefaults[kind] ?? [:]
        var kept: [JSONMember] = []
        for member in members {
            var memberValue = member.value
            if member.key == "delegate" { memberValue = pruned(memberValue, defaults: delegateDefaults) }
            if member.key == "actions", let id = value["id"], memberValue == .array([id]) { continue }
            if !["id", "kind", "edges", "delegate"].contains(member.key), defaults[member.key] == memberValue { continue }
            kept.append(JSONMember(member.key, memberValue))
        }
        return .object(kept)
    }

    /// The members of each recognizer kind with every default, read from the model's JSON.
    static let recognizerDefaults: [String: [String: JSONValue]] = {
        let kinds: [GestureRecognizerSpec.Kind] = [
            .tap(taps: 1, touches: 1, allowableMovement: nil),
            .longPress(taps: 0, touches: 1, minimumPressDuration: 500, allowableMovement: 10),
            .pan(minimumTouches: 1, maximumTouches: nil), .swipe(directions: [.right], touches: 1), .pinch, .rotation,
            .screenEdgePan(edges: [.left]),
        ]
        var defaults: [String: [String: JSONValue]] = [:]
        for kind in kinds { defaults[kind.name] = members(fullJSON(of: GestureRecognizerSpec(id: "g", kind: kind))) }
        return defaults
    }()

    /// The members of a delegate that answers as if it did not implement the methods.
    static let delegateDefaults: [String: JSONValue] = {
        var recognizer = GestureRecognizerSpec(id: "g", kind: .pinch)
        recognizer.delegate = RecognizerDelegateSpec()
        return members(fullJSON(of: recognizer)["delegate"] ?? .null)
    }()

    /// The members of plain `UIResponder` traits.
    static let traitsDefaults = members(ResponderTraits.plain.jsonValue)

    /// A recognizer's JSON with every member.
    private static func fullJSON(of recognizer: GestureRecognizerSpec) -> JSONValue {
        let view = ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: 1, height: 1), gestureRecognizers: [recognizer])
        let json = Scenario(scene: Scene(windows: [WindowSpec(view: view)]), script: []).jsonValue
        let window = json["scene"]?["windows"].flatMap { if case .array(let all) = $0 { all.first } else { nil } }
        if case .array(let all)? = window?["gestureRecognizers"], let first = all.first { return first }
        return .null
    }

    /// One string for touch behaviours alike in all four phases; one number for equal outsets.
    static func shortened(_ key: String, _ value: JSONValue) -> JSONValue {
        switch (key, value) {
        case ("touches", .object(let phases)), ("delegateTouches", .object(let phases)):
            guard let first = phases.first?.value, phases.allSatisfy({ $0.value == first }) else { return value }
            return first
        case ("pointInside", .object(let members)):
            guard members.count == 1, case .array(let edges) = members[0].value, let first = edges.first, edges.allSatisfy({ $0 == first })
            else { return value }
            return .object([JSONMember("outset", first)])
        default:
            return value
        }
    }

    /// The members of a probe scene's objects, as the model writes them with every default.
    private static func probe(kind: ViewKind) -> (window: JSONValue, view: JSONValue, controller: JSONValue, application: JSONValue) {
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let view = ViewSpec(id: "v", kind: kind, frame: frame, viewController: ViewControllerSpec(id: "c"))
        let scene = Scene(windows: [WindowSpec(view: ViewSpec(id: "w", frame: frame, subviews: [view]))])
        let json = Scenario(scene: scene, script: []).jsonValue
        let window = json["scene"]?["windows"].flatMap { if case .array(let all) = $0 { all.first } else { nil } } ?? .null
        let subview = window["subviews"].flatMap { if case .array(let all) = $0 { all.first } else { nil } } ?? .null
        return (window, subview, subview["viewController"] ?? .null, json["scene"]?["application"] ?? .null)
    }

    private static func members(_ value: JSONValue) -> [String: JSONValue] {
        guard case .object(let members) = value else { return [:] }
        var result: [String: JSONValue] = [:]
        for member in members { result[member.key] = shortened(member.key, member.value) }
        result["subviews"] = .array([])
        return result
    }

    static let windowDefaults = members(probe(kind: .view).window)
    static let controllerDefaults = members(probe(kind: .view).controller)
    static let applicationDefaults = members(probe(kind: .view).application)
    static let windowSceneDefaults: [String: JSONValue] = {
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        let scene = Scene(windows: [WindowSpec(view: ViewSpec(id: "w", frame: frame))], windowScene: WindowSceneSpec())
        return members(Scenario(scene: scene, script: []).jsonValue["scene"]?["windowScene"] ?? .null)
    }()
    static let kindDefaults = Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { ($0.rawValue, members(probe(kind: $0).view)) })

    /// The defaults of a view of the kind written in its `kind` member.
    static func viewDefaults(kind: JSONValue?) -> [String: JSONValue] {
        var defaults = kindDefaults[ViewKind.view.rawValue] ?? [:]
        if case .string(let name)? = kind, let ofKind = kindDefaults[name] { defaults = ofKind }
        defaults["kind"] = .string(ViewKind.view.rawValue)
        defaults["viewController"] = nil
        return defaults
    }
}
