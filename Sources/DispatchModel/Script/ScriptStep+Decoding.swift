extension ScriptStep {
    /// The largest time a script may reach: a day of virtual time.
    public static let maximumTime = 86_400_000
    /// Coordinates beyond this magnitude are rejected as absurd: ``GeometryLimits/maximumCoordinate``,
    /// which bounds every coordinate of the format.
    public static let maximumCoordinate = GeometryLimits.maximumCoordinate

    /// Decodes one element of `script`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ScriptStep? {
        guard
            let reader = ObjectReader(value, at: path, in: context, what: "a script step", keys: FormatVocabulary.objects["scriptStep"]!)
        else { return nil }
        defer { reader.finish() }
        let at = reader.required("at", ValueDecoders.integer(in: 0...maximumTime))
        let kinds = stepKindKeys.filter(reader.has)
        if kinds == ["touches"] {
            for key in ["phase", "point", "enabled"] where reader.has(key) {
                context.report(path.appending(key), "a touches step has no \"\(key)\"; each of its touches has its own phase and point")
            }
            let changes = reader.required("touches", decodeTouchChanges)
            guard let at, let changes else { return nil }
            return ScriptStep(at: at, action: .touches(changes))
        }
        if reader.has("from") && kinds != ["sendAction"] && kinds != ["targetForAction"] {
            context.report(path.appending("from"), "\"from\" belongs to a sendAction or targetForAction step")
        }
        if kinds.count == 1, appCallStepKeys.contains(kinds[0]) {
            for key in ["phase", "point", "enabled"] where reader.has(key) {
                context.report(path.appending(key), "a \(kinds[0]) step has no \"\(key)\"")
            }
            guard let action = decodeAppCallStep(kinds[0], reader), let at else { return nil }
            return ScriptStep(at: at, action: action)
        }
        if kinds == ["ignoringInteractionEvents"] {
            for key in ["phase", "point"] where reader.has(key) {
                context.report(path.appending(key), "an ignoringInteractionEvents step has no \"\(key)\"")
            }
            let action = reader.required(
                "ignoringInteractionEvents",
                ValueDecoders.oneOf([
                    ("begin", Action.beginIgnoringInteractionEvents), ("end", Action.endIgnoringInteractionEvents),
                ]))
            guard let at, let action else { return nil }
            return ScriptStep(at: at, action: action)
        }
        if kinds == ["systemCancel"] {
            for key in ["phase", "point"] where reader.has(key) {
                context.report(path.appending(key), "a systemCancel step has no \"\(key)\"")
            }
            guard reader.required("systemCancel", decodeTrue) != nil, let at else { return nil }
            return ScriptStep(at: at, action: .systemCancel)
        }
        if kinds == ["recognizer"] || kinds == ["control"] {
            for key in ["phase", "point"] where reader.has(key) {
                context.report(path.appending(key), "a \(kinds[0]) step has no \"\(key)\"")
            }
            let id = reader.required(kinds[0], ValueDecoders.identifier)
            let enabled = reader.required("enabled", ValueDecoders.bool)
            guard let at, let id, let enabled else { return nil }
            let action: Action =
                kinds == ["recognizer"] ? .setRecognizerEnabled(id: id, enabled: enabled) : .setControlEnabled(id: id, enabled: enabled)
            return ScriptStep(at: at, action: action)
        }
        if kinds == ["view"] {
            return decodeViewPropertyStep(reader, at: at)
        }
        for key in viewPropertyKeys where reader.has(key) && kinds != ["view"] {
            context.report(path.appending(key), "\"\(key)\" belongs to a view step: {\"view\": id, \"\(key)\": …}")
        }
        if reader.has("type") && kinds != ["touch"] {
            context.report(path.appending("type"), "\"type\" belongs to a touch step or to a change of a touches step")
        }
        if reader.has("enabled") && !reader.has("recognizer") && !reader.has("control") {
            context.report(path.appending("enabled"), "\"enabled\" belongs to a recognizer or control step")
        }
        if kinds.count > 1 {
            context.report(
                path,
                "a step has exactly one of \(stepKindKeys.map { "\"\($0)\"" }.joined(separator: ", ")), not \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))"
            )
            return nil
        }
        switch (reader.has("touch"), reader.has("wait")) {
        case (true, false):
            let id = reader.required("touch", ValueDecoders.integer(in: 1...1_000_000))
            let phase = reader.required("phase", ValueDecoders.oneOf(TouchPhase.allCases.map { ($0.rawValue, $0) }))
            let point = reader.required("point", ValueDecoders.point)
            let type = reader.optional("type", default: .direct, decodeTouchType)
            guard let at, let id, let phase, let point, let type else { return nil }
            if reader.has("type") && phase != .began {
                context.report(path.appending("type"), "a touch's type is given at its began step only")
                return nil
            }
            var step = ScriptStep(at: at, action: .touch(id: id, phase: phase, point: point))
            step.touchType = type
            return step
        case (false, true):
            for key in ["phase", "point"] where reader.has(key) {
                context.report(path.appending(key), "a wait step has no \"\(key)\"")
            }
            guard reader.required("wait", decodeTrue) != nil, let at else { return nil }
            return ScriptStep(at: at, action: .wait)
        case (true, true):
            return nil
        case (false, false):
            context.report(
                path,
                "a step needs \"touch\" (with \"phase\" and \"point\"), \"touches\", \"wait\": true, \"systemCancel\": true, \"ignoringInteractionEvents\" (\"begin\" or \"end\"), \"recognizer\" or \"control\" (with \"enabled\"), \"view\" (with \"alpha\" or \"clipsToBounds\"), \"becomeFirstResponder\", \"resignFirstResponder\", \"motion\", \"remoteControl\", \(ViewMutation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), or \"sendAction\" or \"targetForAction\" (with \"from\")"
            )
            return nil
        }
    }

    /// Decodes a touches step's list: two or more touch changes, each touch at most once.
    static func decodeTouchChanges(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> [TouchChange]? {
        guard let changes = ValueDecoders.array(decodeTouchChange)(value, path, context) else { return nil }
        guard changes.count >= 2 else {
            context.report(path, "expected two or more touches in one event; write a single change as a touch step")
            return nil
        }
        var seen: Set<Int> = []
        for (index, change) in changes.enumerated() where !seen.insert(change.id).inserted {
            context.report(path.appending(index).appending("touch"), "touch \(change.id) changes twice in one event")
            return nil
        }
        return changes
    }

    /// Decodes one element of a touches step: `{"touch": id, "phase": …, "point": […]}`.
    static func decodeTouchChange(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TouchChange? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "a touch change", keys: FormatVocabulary.objects["touchChange"]!)
        else { return nil }
        defer { reader.finish() }
        let id = reader.required("touch", ValueDecoders.integer(in: 1...1_000_000))
        let phase = reader.required("phase", ValueDecoders.oneOf(TouchPhase.allCases.map { ($0.rawValue, $0) }))
        let point = reader.required("point", ValueDecoders.point)
        let type = reader.optional("type", default: .direct, decodeTouchType)
        guard let id, let phase, let point, let type else { return nil }
        if reader.has("type") && phase != .began {
            context.report(path.appending("type"), "a touch's type is given at its began change only")
            return nil
        }
        return TouchChange(id: id, phase: phase, point: point, type: type)
    }

    /// Decodes a touch type (TD-17).
    static func decodeTouchType(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TouchType? {
        ValueDecoders.oneOf(TouchType.allCases.map { ($0.rawValue, $0) })(value, path, context)
    }

    /// The keys that say what kind of step a step is; a step has exactly one.
    static let stepKindKeys =
        ["touch", "touches", "wait", "recognizer", "control", "view", "systemCancel", "ignoringInteractionEvents"] + appCallStepKeys

    /// The properties a `view` step can set (HT-03, HT-04, HT-12).
    static let viewPropertyKeys = ["alpha", "clipsToBounds"]

    /// `{"at": …, "view": id, "alpha": n}` or `{"at": …, "view": id, "clipsToBounds": b}`.
    private static func decodeViewPropertyStep(_ reader: ObjectReader, at: Int?) -> ScriptStep? {
        let id = reader.required("view", ValueDecoders.identifier)
        let set = viewPropertyKeys.filter(reader.has)
        for key in ["phase", "point"] where reader.has(key) {
            reader.context.report(reader.path.appending(key), "a view step has no \"\(key)\"")
        }
        guard set.count == 1 else {
            reader.context.report(reader.path, "a view step sets exactly one of \"alpha\" or \"clipsToBounds\"")
            return nil
        }
        let action: Action?
        if set == ["alpha"] {
            let alpha = reader.required("alpha", ViewSpec.decodeAlpha)
            action = id.flatMap { id in alpha.map { .setAlpha(id: id, alpha: $0) } }
        } else {
            let clips = reader.required("clipsToBounds", ValueDecoders.bool)
            action = id.flatMap { id in clips.map { .setClipsToBounds(id: id, clips: $0) } }
        }
        guard let at, let action else { return nil }
        return ScriptStep(at: at, action: action)
    }

    /// The keys of the steps that are one app call or system event named by the key's value:
    /// first-responder, motion, remote-control and action steps (FR-*), and view changes.
    static let appCallStepKeys =
        ["becomeFirstResponder", "resignFirstResponder", "motion", "remoteControl", "sendAction", "targetForAction"]
        + ViewMutation.allCases.map(\.rawValue)

    /// Decodes the action of a step whose only kind key is `kind`, one of ``appCallStepKeys``.
    private static func decodeAppCallStep(_ kind: String, _ reader: ObjectReader) -> Action? {
        switch kind {
        case "becomeFirstResponder":
            return reader.required(kind, ValueDecoders.identifier).map { .becomeFirstResponder(id: $0) }
        case "resignFirstResponder":
            return reader.required(kind, ValueDecoders.identifier).map { .resignFirstResponder(id: $0) }
        case "motion":
            return reader.required(kind, ValueDecoders.oneOf(MotionPhase.allCases.map { ($0.rawValue, $0) })).map { .motion($0) }
        case let key where ViewMutation(rawValue: key) != nil:
            return reader.required(kind, ValueDecoders.identifier).map { .mutateView(ViewMutation(rawValue: key)!, id: $0) }
        case "remoteControl":
            return reader.required(kind, ValueDecoders.oneOf(RemoteControlSubtype.allCases.map { ($0.rawValue, $0) })).map {
                .remoteControl($0)
            }
        default:
            let action = reader.required(kind, ValueDecoders.actionName)
            let from = reader.required("from", ValueDecoders.identifier)
            guard let action, let from else { return nil }
            return kind == "sendAction" ? .sendAction(action: action, from: from) : .targetForAction(action: action, from: from)
        }
    }

    static func decodeTrue(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Bool? {
        guard value == .bool(true) else {
            context.report(path, "expected true, found \(value.kindDescription)")
            return nil
        }
        return true
    }

    /// Checks that every recognizer and responder a step names exists in `scene`, and that no
    /// step removes a `testFirst` target from under the view that names it.
    public static func validateReferences(_ script: [ScriptStep], in scene: Scene, at path: JSONPath, _ context: DecodingContext) {
        // Each is computed when a step first needs it: most scripts only touch.
        lazy var recognizers = Set(scene.allRecognizers.map(\.recognizer.id))
        lazy var responders = scene.responderIDs
        lazy var views = Set(scene.allViews.filter { $0.superview != nil }.map(\.view.id))
        lazy var viewsAndWindows = Set(scene.allViews.map(\.view.id))
        lazy var controls = Set(scene.allViews.filter { $0.view.control != nil }.map(\.view.id))
        lazy var targetHolders = scene.testFirstTargetHolders
        for (index, step) in script.enumerated() {
            let named: (key: String, id: String, application: Bool)?
            switch step.action {
            case .setRecognizerEnabled(let id, _):
                if !recognizers.contains(id) {
                    context.report(path.appending(index).appending("recognizer"), "\"\(id)\" is not a gesture recognizer of the scene")
                }
                named = nil
            case .mutateView(.removeFromSuperview, let id):
                if !views.contains(id) {
                    context.report(
                        path.appending(index).appending("removeFromSuperview"), "\"\(id)\" is not a view of the scene (windows excluded)")
                } else if let holder = targetHolders[id] {
                    let what = id == holder.target ? "\"\(id)\" is" : "removing \"\(id)\" takes"
                    context.report(
                        path.appending(index).appending("removeFromSuperview"),
                        "\(what) the testFirst target of \"\(holder.view)\"\(id == holder.target ? "" : ", \"\(holder.target)\", out of its subviews"); a testFirst target must stay a descendant of its view for the whole script (HT-13)"
                    )
                }
                named = nil
            case .mutateView(let mutation, let id):
                if !viewsAndWindows.contains(id) {
                    context.report(path.appending(index).appending(mutation.rawValue), "\"\(id)\" is not a view or window of the scene")
                }
                named = nil
            case .setAlpha(let id, _), .setClipsToBounds(let id, _):
                if !viewsAndWindows.contains(id) {
                    context.report(path.appending(index).appending("view"), "\"\(id)\" is not a view or window of the scene")
                }
                named = nil
            case .setControlEnabled(let id, _):
                if !controls.contains(id) {
                    context.report(path.appending(index).appending("control"), "\"\(id)\" is not a control of the scene")
                }
                named = nil
            case .motion where scene.hasSendEventOverride, .remoteControl where scene.hasSendEventOverride:
                let (key, what) = if case .motion = step.action { ("motion", "motion") } else { ("remoteControl", "remote-control") }
                context.report(
                    path.appending(index).appending(key),
                    "sendEvent overrides see only touch events in format 1; a fixture with one cannot have \(what) steps")
                named = nil
            case .becomeFirstResponder(let id): named = ("becomeFirstResponder", id, false)
            case .resignFirstResponder(let id): named = ("resignFirstResponder", id, false)
            case .sendAction(_, let id), .targetForAction(_, let id): named = ("from", id, true)
            default: named = nil
            }
            guard let (key, id, applicationAllowed) = named else { continue }
            let isApplication = id == ApplicationSpec.applicationID || id == ApplicationSpec.delegateID
            if !responders.contains(id) || (isApplication && !applicationAllowed) {
                let expected = applicationAllowed ? "a responder of the scene" : "a view, window or view controller of the scene"
                context.report(path.appending(index).appending(key), "\"\(id)\" is not \(expected)")
            }
        }
    }

    /// Checks the script as a whole: time never goes backwards, and every touch begins once, then
    /// moves (to a new point each time), then ends or is cancelled exactly once, before the script ends.
    /// Ignoring of interaction events never ends more often than it began, and changes only while
    /// no touch is down: what UIKit does to a touch that straddles the change is not established
    /// (TD-15), so format 1 does not let a fixture claim it.
    public static func validate(_ script: [ScriptStep], at path: JSONPath, _ context: DecodingContext) {
        enum Life { case active, finished }
        // The touches down, in the order they began, each with its last point; and the ids of the
        // touches that have ended. A script has a few touches down at a time, so finding one by
        // scanning costs less than hashing its id at every step.
        var down: [(id: Int, lastPoint: Point)] = []
        var ended: Set<Int> = []
        var previousTime = 0
        var ignoringDepth = 0
        var shaking = false
        for (index, step) in script.enumerated() {
            // The paths are made only for a report: most scripts have none, and a path is an allocation.
            var stepPath: JSONPath { path.appending(index) }
            if step.at < previousTime {
                context.report(stepPath.appending("at"), "time goes backwards: \(step.at) ms after \(previousTime) ms")
            }
            previousTime = max(previousTime, step.at)
            switch step.action {
            case .beginIgnoringInteractionEvents, .endIgnoringInteractionEvents:
                if let first = down.map(\.id).min() {
                    context.report(
                        stepPath.appending("ignoringInteractionEvents"),
                        "touch \(first) is down; change ignoring of interaction events only while no touch is down (TD-15)")
                }
                if step.action == .endIgnoringInteractionEvents {
                    if ignoringDepth == 0 {
                        context.report(
                            stepPath.appending("ignoringInteractionEvents"),
                            "\"end\" without a matching \"begin\"; the calls nest like a counter (TD-15)")
                    }
                    ignoringDepth = max(0, ignoringDepth - 1)
                } else {
                    ignoringDepth += 1
                }
                continue
            default: break
            }
            if case .systemCancel = step.action {
                ended.formUnion(down.map(\.id))
                down = []
                continue
            }
            if case .motion(let phase) = step.action {
                if (phase == .began) == shaking {
                    context.report(
                        stepPath.appending("motion"),
                        phase == .began ? "a shake begins while the last one has not ended" : "a shake \(phase.rawValue) without a began")
                }
                shaking = phase == .began
                continue
            }
            let isGroup: Bool = if case .touches = step.action { true } else { false }
            for (number, change) in step.touchChanges.enumerated() {
                let (id, phase, point) = (change.id, change.phase, change.point)
                var changePath: JSONPath { isGroup ? stepPath.appending("touches").appending(number) : stepPath }
                let slot = down.firstIndex { $0.id == id }
                if phase == .moved, let slot, down[slot].lastPoint == point {
                    context.report(
                        changePath.appending("point"),
                        "touch \(id) does not move from \(point); UIKit sends touchesMoved only for touches that moved (TD-04)")
                }
                if let slot { down[slot].lastPoint = point }
                let life: Life? = slot != nil ? .active : ended.contains(id) ? .finished : nil
                switch (phase, life) {
                case (.began, nil): down.append((id, point))
                case (.began, .active?): context.report(changePath, "touch \(id) begins again while it is still down")
                case (.began, .finished?): context.report(changePath, "touch \(id) was already used; give a new touch a new id")
                case (.moved, .active?): break
                case (.ended, .active?), (.cancelled, .active?):
                    if let slot { down.remove(at: slot) }
                    ended.insert(id)
                case (_, nil): context.report(changePath, "touch \(id) \(phase.rawValue) before it began")
                case (_, .finished?): context.report(changePath, "touch \(id) \(phase.rawValue) after it ended")
                }
            }
        }
        for id in down.map(\.id).sorted() {
            context.report(path, "touch \(id) never ends; add an \"ended\" or \"cancelled\" step")
        }
        if shaking { context.report(path, "the shake never ends; add a \"motion\": \"ended\" or \"cancelled\" step") }
    }
}
