extension GestureRecognizerSpec {
    /// The keys every recognizer may have.
    public static let commonKeys = [
        "id", "kind", "actions", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail",
        "cannotPrevent", "cannotBePreventedBy", "delegate", "allowedTouchTypes", "requiresExclusiveTouchType",
    ]
    /// The kind-specific keys, by kind name.
    public static let kindKeys: [String: [String]] = [
        "tap": ["numberOfTapsRequired", "numberOfTouchesRequired", "allowableMovement"],
        "longPress": ["numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement"],
        "pan": ["minimumNumberOfTouches", "maximumNumberOfTouches"],
        "swipe": ["direction", "numberOfTouchesRequired"],
        "pinch": [],
        "rotation": [],
        "screenEdgePan": ["edges"],
    ]
    /// Every key a recognizer object may have.
    public static let keys =
        commonKeys + [
            "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement", "minimumNumberOfTouches",
            "maximumNumberOfTouches", "direction", "edges",
        ]

    static let kindNames = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"]

    /// One target–action pair: an action name (the app's own object is the target), or
    /// `{ "action": name, "target": responder id }`.
    static func decodeAction(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> RecognizerAction? {
        if case .string = value { return ValueDecoders.actionName(value, path, context).map { RecognizerAction(name: $0) } }
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "an action (a name, or an object with \"action\" and \"target\")",
                keys: FormatVocabulary.objects["recognizerAction"]!)
        else { return nil }
        defer { reader.finish() }
        let name = reader.required("action", ValueDecoders.actionName)
        let target = reader.required("target", ValueDecoders.actionTarget(allowingNil: false))
        guard let name, let target else { return nil }
        return RecognizerAction(name: name, target: target)
    }

    /// Decodes one element of a view's `gestureRecognizers`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> GestureRecognizerSpec? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a gesture recognizer", keys: keys) else { return nil }
        defer { reader.finish() }
        let id = reader.required("id", ValueDecoders.identifier)
        let kindName = reader.required("kind", ValueDecoders.oneOf(kindNames.map { ($0, $0) }))
        let actions = reader.optional("actions", ValueDecoders.array(decodeAction))
        let enabled = reader.optional("enabled", default: true, ValueDecoders.bool)
        let cancels = reader.optional("cancelsTouchesInView", default: true, ValueDecoders.bool)
        let delaysBegan = reader.optional("delaysTouchesBegan", default: false, ValueDecoders.bool)
        let delaysEnded = reader.optional("delaysTouchesEnded", default: true, ValueDecoders.bool)
        let requireToFail = reader.optional("requireToFail", default: [], ValueDecoders.array(ValueDecoders.identifier))
        let cannotPrevent = reader.optional("cannotPrevent", default: [], ValueDecoders.array(ValueDecoders.identifier))
        let cannotBePrevented = reader.optional("cannotBePreventedBy", default: [], ValueDecoders.array(ValueDecoders.identifier))
        let delegate = reader.optional("delegate", RecognizerDelegateSpec.decode)
        let allowedTypes = reader.optional("allowedTouchTypes", ValueDecoders.array(ScriptStep.decodeTouchType))
        let exclusiveType = reader.optional("requiresExclusiveTouchType", default: true, ValueDecoders.bool)
        guard let kindName, let allowedTypes, let exclusiveType else { return nil }
        for key in keys.dropFirst(commonKeys.count) where reader.has(key) && !(kindKeys[kindName] ?? []).contains(key) {
            context.report(path.appending(key), "\"\(key)\" does not apply to a \(kindName) recognizer")
        }
        let kind = decodeKind(kindName, reader)
        guard let id, let actions, let enabled, let cancels, let delaysBegan, let delaysEnded, let requireToFail, let cannotPrevent,
            let cannotBePrevented, let delegate, let kind
        else { return nil }
        var recognizer = GestureRecognizerSpec(
            id: id, kind: kind, actions: actions ?? [RecognizerAction(name: id)], enabled: enabled, cancelsTouchesInView: cancels,
            delaysTouchesBegan: delaysBegan,
            delaysTouchesEnded: delaysEnded, requireToFail: requireToFail, cannotPrevent: cannotPrevent,
            cannotBePreventedBy: cannotBePrevented,
            delegate: delegate)
        recognizer.allowedTouchTypes = allowedTypes
        recognizer.requiresExclusiveTouchType = exclusiveType
        return recognizer
    }

    private static func decodeKind(_ name: String, _ reader: ObjectReader) -> Kind? {
        let count = ValueDecoders.integer(in: 1...20)
        switch name {
        case "tap":
            guard let taps = reader.optional("numberOfTapsRequired", default: 1, count),
                let touches = reader.optional("numberOfTouchesRequired", default: 1, count),
                let movement = reader.optional("allowableMovement", decodeDistance)
            else { return nil }
            // GR-TAP-02: absent keeps UIKit's default, an engine choice, not a value of the scene.
            return .tap(taps: taps, touches: touches, allowableMovement: movement)
        case "longPress":
            guard let taps = reader.optional("numberOfTapsRequired", default: 0, ValueDecoders.integer(in: 0...20)),
                let touches = reader.optional("numberOfTouchesRequired", default: 1, count),
                let duration = reader.optional("minimumPressDuration", default: 500, ValueDecoders.integer(in: 0...ScriptStep.maximumTime)),
                let movement = reader.optional("allowableMovement", default: 10, decodeDistance)
            else { return nil }
            return .longPress(taps: taps, touches: touches, minimumPressDuration: duration, allowableMovement: movement)
        case "pan":
            guard let minimum = reader.optional("minimumNumberOfTouches", default: 1, count),
                let maximum = reader.optional("maximumNumberOfTouches", count)
            else { return nil }
            if let maximum, maximum < minimum {
                reader.context.report(
                    reader.path.appending("maximumNumberOfTouches"), "expected at least minimumNumberOfTouches (\(minimum))")
                return nil
            }
            return .pan(minimumTouches: minimum, maximumTouches: maximum)
        case "swipe":
            let directions = ValueDecoders.array(nonEmpty: true, ValueDecoders.oneOf(SwipeDirection.allCases.map { ($0.rawValue, $0) }))
            guard let direction = reader.optional("direction", default: [.right], directions),
                let touches = reader.optional("numberOfTouchesRequired", default: 1, count)
            else { return nil }
            return .swipe(directions: direction, touches: touches)
        case "pinch": return .pinch
        case "rotation": return .rotation
        default:
            let edges = ValueDecoders.array(nonEmpty: true, ValueDecoders.oneOf(ScreenEdge.allCases.map { ($0.rawValue, $0) }))
            return reader.required("edges", edges).map { .screenEdgePan(edges: $0) }
        }
    }

    /// A distance (`allowableMovement`): from 0 to ``GeometryLimits/maximumCoordinate`` (issue 29).
    static func decodeDistance(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Double? {
        guard let number = ValueDecoders.number(value, path, context) else { return nil }
        guard number >= 0 else {
            context.report(path, "expected a distance of at least 0, found \(NumberFormat.text(number))")
            return nil
        }
        guard GeometryLimits.isLength(number) else {
            context.report(
                path,
                "expected a distance of at most \(NumberFormat.text(GeometryLimits.maximumCoordinate)), found \(NumberFormat.text(number))")
            return nil
        }
        return number
    }
}

extension RecognizerDelegateSpec {
    /// The keys a delegate object may have.
    public static let keys = [
        "shouldBegin", "shouldReceiveTouch", "shouldReceiveEvent", "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf",
        "shouldBeRequiredToFailBy",
    ]

    /// Decodes a recognizer's `delegate` object.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> RecognizerDelegateSpec? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a recognizer delegate", keys: keys) else { return nil }
        defer { reader.finish() }
        let shouldBegin = reader.optional("shouldBegin", default: true, ValueDecoders.bool)
        let receive = reader.optional("shouldReceiveTouch", default: .always(true), decodeTouchFilter)
        let receiveEvent = reader.optional("shouldReceiveEvent", default: true, ValueDecoders.bool)
        let simultaneous = reader.optional("shouldRecognizeSimultaneouslyWith", default: .some([]), decodeSet)
        let requireFailure = reader.optional("shouldRequireFailureOf", default: [], ValueDecoders.array(ValueDecoders.identifier))
        let requiredBy = reader.optional("shouldBeRequiredToFailBy", default: .some([]), decodeSet)
        guard let shouldBegin, let receive, let receiveEvent, let simultaneous, let requireFailure, let requiredBy else { return nil }
        return RecognizerDelegateSpec(
            shouldBegin: shouldBegin, shouldReceiveTouch: receive, shouldReceiveEvent: receiveEvent,
            shouldRecognizeSimultaneouslyWith: simultaneous,
            shouldRequireFailureOf: requireFailure, shouldBeRequiredToFailBy: requiredBy)
    }

    static func decodeSet(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> RecognizerSet? {
        if value == .string("all") { return .all }
        guard case .array = value else {
            context.report(path, "expected \"all\" or an array of recognizer ids, found \(value.kindDescription)")
            return nil
        }
        return ValueDecoders.array(ValueDecoders.identifier)(value, path, context).map(RecognizerSet.some)
    }

    static func decodeTouchFilter(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TouchFilter? {
        if case .bool(let answer) = value { return .always(answer) }
        guard case .object = value,
            let reader = ObjectReader(value, at: path, in: context, what: "a touch filter", keys: ["exceptInside"])
        else {
            context.report(path, "expected a boolean or {\"exceptInside\": [view ids]}, found \(value.kindDescription)")
            return nil
        }
        defer { reader.finish() }
        return reader.required("exceptInside", ValueDecoders.array(nonEmpty: true, ValueDecoders.identifier)).map(TouchFilter.exceptInside)
    }
}
