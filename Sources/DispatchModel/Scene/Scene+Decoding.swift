extension Scene {
    /// Decodes the `scene` object of a fixture, reporting every structural problem to `context`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Scene? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a scene", keys: FormatVocabulary.objects["scene"]!) else {
            return nil
        }
        defer { reader.finish() }
        let windows = reader.required("windows", ValueDecoders.array(nonEmpty: true, WindowSpec.decode))
        let application = reader.optional("application", default: ApplicationSpec(), ApplicationSpec.decode)
        let windowScene = reader.optional("windowScene", WindowSceneSpec.decode)
        guard let windows, let application, let windowScene else { return nil }
        return Scene(windows: windows, application: application, windowScene: windowScene)
    }
}

extension WindowSpec {
    /// The keys a window object may have.
    public static let keys = ViewSpec.sharedKeys + ["level", "sendEvent", "key"]

    /// Decodes one element of `scene.windows`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> WindowSpec? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a window", keys: keys, hints: ViewSpec.keyHints) else {
            return nil
        }
        defer { reader.finish() }
        let level = reader.optional("level", default: 0, ValueDecoders.number)
        let sendEvent = reader.optional("sendEvent", default: .inherit, SendEventOverride.decode)
        let isKey = reader.optional("key", default: false, ValueDecoders.bool)
        let view = ViewSpec.decodeMembers(reader, kind: .view, viewController: .some(nil))
        guard let level, let sendEvent, let isKey, let view else { return nil }
        var window = WindowSpec(view: view, level: level, sendEvent: sendEvent)
        window.isKey = isKey
        return window
    }
}

extension ViewSpec {
    /// The keys views and windows share.
    public static let sharedKeys = [
        "id", "frame", "boundsOrigin", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "animating",
        "hitTest", "pointInside", "touches", "nextResponder", "gestureRecognizers", "gestureRecognizerShouldBegin", "subviews",
        "responder",
    ]
    /// The keys only controls may have.
    public static let controlKeys = ["enabled", "targets", "beginTracking", "continueTracking", "selected"]
    /// The keys only sliders may have.
    public static let sliderKeys = ["value", "minimumValue", "maximumValue", "continuous"]
    /// The keys only scroll views may have.
    public static let scrollViewKeys = [
        "delaysContentTouches", "canCancelContentTouches", "touchesShouldBegin", "touchesShouldCancel", "contentSize", "zoomable",
    ]
    /// The keys a view object may have.
    public static let keys =
        sharedKeys + ["kind", "viewController", "exclusiveTouch", "multipleTouchEnabled"] + controlKeys + sliderKeys + scrollViewKeys

    /// Keys authors write for a view or window by mistake, with the key to write instead.
    static let keyHints = [
        "scrollableAxes":
            "format 2 derives the scrollable axes from \"contentSize\": give [width, height] larger than the bounds along each axis that scrolls",
        "isHidden": "write \"hidden\"", "isUserInteractionEnabled": "write \"userInteractionEnabled\"", "isEnabled": "write \"enabled\"",
        "isExclusiveTouch": "write \"exclusiveTouch\"", "isMultipleTouchEnabled": "write \"multipleTouchEnabled\"",
        "isSelected": "write \"selected\"", "gestures": "write \"gestureRecognizers\"",
        "outset": "an outset is a point(inside:with:) override: write \"pointInside\": {\"outset\": …}",
        "testFirst": "testing a subview first is a hitTest override: write \"hitTest\": {\"testFirst\": …}",
        "bounds": "a view's bounds size is its frame size; write its origin as \"boundsOrigin\"",
    ]

    /// Decodes one element of a `subviews` array.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ViewSpec? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a view", keys: keys, hints: keyHints) else { return nil }
        defer { reader.finish() }
        let kind = reader.optional("kind", default: .view, ValueDecoders.oneOf(ViewKind.allCases.map { ($0.rawValue, $0) }))
        let controller = reader.optional("viewController", ViewControllerSpec.decode)
        let exclusiveTouch = reader.optional("exclusiveTouch", default: false, ValueDecoders.bool)
        let multipleTouchEnabled = reader.optional("multipleTouchEnabled", default: false, ValueDecoders.bool)
        guard let kind, let controller, let exclusiveTouch, let multipleTouchEnabled else {
            _ = decodeMembers(reader, kind: .view, viewController: nil)
            return nil
        }
        for key in controlKeys where reader.has(key) && !kind.isControl {
            context.report(path.appending(key), "\"\(key)\" applies only to a control, button, switch or slider, not to a \(kind.rawValue)")
        }
        for key in sliderKeys where reader.has(key) && kind != .slider {
            context.report(path.appending(key), "\"\(key)\" applies only to a slider, not to a \(kind.rawValue)")
        }
        for key in scrollViewKeys where reader.has(key) && !kind.isScrollView {
            context.report(path.appending(key), "\"\(key)\" applies only to a scrollView or tableView, not to a \(kind.rawValue)")
        }
        let control = kind.isControl ? ControlSpec.decodeMembers(reader, path: path, kind: kind) : .some(nil)
        let scrollView = kind.isScrollView ? ScrollViewSpec.decodeMembers(reader) : .some(nil)
        guard var view = decodeMembers(reader, kind: kind, viewController: controller), let control, let scrollView else { return nil }
        view.control = control ?? view.control
        view.scrollView = scrollView ?? view.scrollView
        view.exclusiveTouch = exclusiveTouch
        view.multipleTouchEnabled = multipleTouchEnabled
        return view
    }

    /// Decodes the keys windows and views share; `viewController` nil means it failed to decode.
    static func decodeMembers(_ reader: ObjectReader, kind: ViewKind, viewController: ViewControllerSpec??) -> ViewSpec? {
        let id = reader.required("id", ValueDecoders.identifier)
        let frame = reader.required("frame", ValueDecoders.rect)
        let boundsOrigin = reader.optional("boundsOrigin", default: .zero, ValueDecoders.point)
        let transform = reader.optional("transform", default: .identity, decodeTransform)
        let hidden = reader.optional("hidden", default: false, ValueDecoders.bool)
        let alpha = reader.optional("alpha", default: 1, decodeAlpha)
        let interaction = reader.optional("userInteractionEnabled", default: kind.defaultUserInteractionEnabled, ValueDecoders.bool)
        let clips = reader.optional("clipsToBounds", default: false, ValueDecoders.bool)
        let animating = reader.optional("animating", default: false, ValueDecoders.bool)
        let hitTest = reader.optional("hitTest", default: .default, HitTestBehavior.decode)
        let pointInside = reader.optional("pointInside", default: .default, PointInsideBehavior.decode)
        let touches = reader.optional("touches", default: .inherit, TouchHandling.decode)
        let next = reader.optional("nextResponder", ValueDecoders.identifier)
        let recognizers = reader.optional("gestureRecognizers", default: [], ValueDecoders.array(GestureRecognizerSpec.decode))
        let veto = reader.optional(
            "gestureRecognizerShouldBegin", default: .allow, ValueDecoders.oneOf(ViewGestureVeto.allCases.map { ($0.rawValue, $0) }))
        let subviews = reader.optional("subviews", default: [], ValueDecoders.array(ViewSpec.decode))
        let responder = reader.optional("responder", default: .plain, ResponderTraits.decode)
        guard let id, let frame, let boundsOrigin, let transform, let hidden, let alpha, let interaction, let clips, let animating,
            let hitTest, let pointInside, let touches, let next, let recognizers, let veto, let subviews, let viewController,
            let responder
        else { return nil }
        var view = ViewSpec(
            id: id, kind: kind, frame: frame, boundsOrigin: boundsOrigin, transform: transform, hidden: hidden, alpha: alpha,
            userInteractionEnabled: interaction, clipsToBounds: clips, animating: animating, viewController: viewController,
            hitTest: hitTest, pointInside: pointInside, touches: touches, nextResponder: next, gestureRecognizers: recognizers,
            gestureRecognizerShouldBegin: veto, subviews: subviews)
        view.responder = responder
        return view
    }

    static func decodeAlpha(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Double? {
        guard let alpha = ValueDecoders.number(value, path, context) else { return nil }
        guard (0...1).contains(alpha) else {
            context.report(path, "expected an alpha between 0 and 1, found \(NumberFormat.text(alpha))")
            return nil
        }
        return alpha
    }

    /// `[a, b, c, d, tx, ty]`: the matrix entries within ±``GeometryLimits/maximumMatrixEntry``,
    /// the translation within ±``GeometryLimits/maximumCoordinate`` (issue 29).
    static func decodeTransform(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> AffineTransform? {
        guard let m = ValueDecoders.numbers(count: 6, shape: "[a, b, c, d, tx, ty]")(value, path, context) else { return nil }
        guard m[0..<4].allSatisfy(GeometryLimits.isMatrixEntry) else {
            context.report(
                path,
                "expected a, b, c and d within ±\(NumberFormat.text(GeometryLimits.maximumMatrixEntry)), found [\(m[0..<4].map(NumberFormat.text).joined(separator: ", "))]"
            )
            return nil
        }
        let translation = Point(x: m[4], y: m[5])
        guard GeometryLimits.isCoordinate(translation.x), GeometryLimits.isCoordinate(translation.y) else {
            context.report(path, "expected coordinates within \(GeometryLimits.coordinateText) for tx and ty, found \(translation)")
            return nil
        }
        return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
}

extension ViewControllerSpec {
    /// Decodes a view's `viewController` object.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ViewControllerSpec? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "a view controller", keys: FormatVocabulary.objects["viewController"]!)
        else { return nil }
        defer { reader.finish() }
        let id = reader.required("id", ValueDecoders.identifier)
        let touches = reader.optional("touches", default: .inherit, TouchHandling.decode)
        let next = reader.optional("nextResponder", ValueDecoders.identifier)
        let responder = reader.optional("responder", default: .plain, ResponderTraits.decode)
        guard let id, let touches, let next, let responder else { return nil }
        var controller = ViewControllerSpec(id: id, touches: touches, nextResponder: next)
        controller.responder = responder
        return controller
    }
}

extension ApplicationSpec {
    /// Decodes the scene's `application` object.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ApplicationSpec? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "the application", keys: FormatVocabulary.objects["application"]!)
        else { return nil }
        defer { reader.finish() }
        let touches = reader.optional("touches", default: .inherit, TouchHandling.decode)
        let delegateIsResponder = reader.optional("delegateIsResponder", default: true, ValueDecoders.bool)
        let delegateTouches = reader.optional("delegateTouches", default: .inherit, TouchHandling.decode)
        let sendEvent = reader.optional("sendEvent", default: .inherit, SendEventOverride.decode)
        let responder = reader.optional("responder", default: .plain, ResponderTraits.decode)
        let delegateResponder = reader.optional("delegateResponder", default: .plain, ResponderTraits.decode)
        let receivesRemote = reader.optional("receivesRemoteControlEvents", default: false, ValueDecoders.bool)
        guard let touches, let delegateIsResponder, let delegateTouches, let sendEvent, let responder, let delegateResponder,
            let receivesRemote
        else { return nil }
        for (key, what) in [("delegateTouches", "touch methods"), ("delegateResponder", "responder traits")]
        where !delegateIsResponder && reader.has(key) {
            reader.context.report(
                path.appending(key), "the app delegate is not a responder (delegateIsResponder is false), so it has no \(what)")
            return nil
        }
        var application = ApplicationSpec(
            touches: touches, delegateIsResponder: delegateIsResponder, delegateTouches: delegateTouches, sendEvent: sendEvent)
        application.responder = responder
        application.delegateResponder = delegateResponder
        application.receivesRemoteControlEvents = receivesRemote
        return application
    }
}

extension TouchHandling {
    static func overrides(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TouchOverride? {
        ValueDecoders.oneOf(TouchOverride.allCases.map { ($0.rawValue, $0) })(value, path, context)
    }

    /// Decodes `touches`: one behaviour for all phases, or an object keyed by phase.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TouchHandling? {
        if case .string = value {
            return overrides(value, path, context).map { TouchHandling(all: $0) }
        }
        guard case .object = value else {
            context.report(
                path,
                "expected one of \"inherit\", \"handle\", \"handleAndCallSuper\", or an object keyed by phase, found \(value.kindDescription)"
            )
            return nil
        }
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "touch behaviours", keys: FormatVocabulary.objects["touchesByPhase"]!)
        else { return nil }
        defer { reader.finish() }
        let began = reader.optional("began", default: .inherit, overrides)
        let moved = reader.optional("moved", default: .inherit, overrides)
        let ended = reader.optional("ended", default: .inherit, overrides)
        let cancelled = reader.optional("cancelled", default: .inherit, overrides)
        guard let began, let moved, let ended, let cancelled else { return nil }
        return TouchHandling(began: began, moved: moved, ended: ended, cancelled: cancelled)
    }
}

extension HitTestBehavior {
    /// Decodes a view's `hitTest` behaviour.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> HitTestBehavior? {
        let names: [(String, HitTestBehavior)] = [
            ("default", .default), ("passThroughSelf", .passThroughSelf), ("subviewsFirst", .subviewsFirst),
            ("captureSubviews", .captureSubviews), ("lastSubviewInsteadOfSelf", .lastSubviewInsteadOfSelf),
        ]
        if case .object = value {
            guard
                let reader = ObjectReader(
                    value, at: path, in: context, what: "a hitTest override", keys: FormatVocabulary.objects["testFirst"]!,
                    hints: ["outset": "an outset changes point(inside:with:), not hitTest: write \"pointInside\": {\"outset\": …}"])
            else {
                return nil
            }
            defer { reader.finish() }
            return reader.required("testFirst", ValueDecoders.identifier).map(HitTestBehavior.testFirst)
        }
        guard case .string = value else {
            let allowed = names.map { "\"\($0.0)\"" }.joined(separator: ", ")
            context.report(path, "expected one of \(allowed), or {\"testFirst\": id}, found \(value.kindDescription)")
            return nil
        }
        return ValueDecoders.oneOf(names)(value, path, context)
    }
}

extension PointInsideBehavior {
    /// Decodes a view's `pointInside` behaviour.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> PointInsideBehavior? {
        if case .object = value {
            guard
                let reader = ObjectReader(
                    value, at: path, in: context, what: "a pointInside override", keys: FormatVocabulary.objects["outset"]!,
                    hints: ["testFirst": "testing a subview first is a hitTest override: write \"hitTest\": {\"testFirst\": …}"])
            else {
                return nil
            }
            defer { reader.finish() }
            return reader.required("outset", decodeOutset).map(PointInsideBehavior.outset)
        }
        guard case .string = value else {
            context.report(path, "expected \"default\", \"includeSubviewFrames\" or {\"outset\": n}, found \(value.kindDescription)")
            return nil
        }
        return ValueDecoders.oneOf([("default", .default), ("includeSubviewFrames", .includeSubviewFrames)])(value, path, context)
    }

    /// `n` or `[top, left, bottom, right]`, each within ±``GeometryLimits/maximumCoordinate`` (issue 29).
    static func decodeOutset(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> EdgeInsets? {
        let edges: [Double]
        if case .number(let all) = value {
            edges = [all]
        } else {
            guard let four = ValueDecoders.numbers(count: 4, shape: "a number or [top, left, bottom, right]")(value, path, context)
            else { return nil }
            edges = four
        }
        guard edges.allSatisfy(GeometryLimits.isCoordinate) else {
            let found = edges.count == 1 ? NumberFormat.text(edges[0]) : "[\(edges.map(NumberFormat.text).joined(separator: ", "))]"
            context.report(path, "expected outsets within \(GeometryLimits.coordinateText), found \(found)")
            return nil
        }
        return edges.count == 1 ? EdgeInsets(all: edges[0]) : EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
    }
}

extension ControlSpec {
    /// Decodes a control view's control keys.
    static func decodeMembers(_ reader: ObjectReader, path: JSONPath, kind: ViewKind) -> ControlSpec?? {
        let enabled = reader.optional("enabled", default: true, ValueDecoders.bool)
        let targets = reader.optional("targets", default: [], ValueDecoders.array(decodeTarget))
        let begin = reader.optional("beginTracking", default: true, ValueDecoders.bool)
        let continueTracking = reader.optional("continueTracking", default: true, ValueDecoders.bool)
        let selected = reader.optional("selected", default: false, ValueDecoders.bool)
        let slider = kind == .slider ? SliderSpec.decodeMembers(reader, path: path) : .some(nil)
        guard let enabled, let targets, let begin, let continueTracking, let selected, let slider else { return nil }
        return .some(
            ControlSpec(
                enabled: enabled, targets: targets, beginTracking: begin, continueTracking: continueTracking, selected: selected,
                slider: slider))
    }

    static func decodeTarget(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Target? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a target", keys: FormatVocabulary.objects["controlTarget"]!)
        else { return nil }
        defer { reader.finish() }
        let action = reader.required("action", ValueDecoders.actionName)
        // An empty list is allowed: like `addTarget` with an empty mask, it registers nothing (CT-12).
        let events = reader.required("events", ValueDecoders.array(ValueDecoders.oneOf(ControlEvent.allCases.map { ($0.rawValue, $0) })))
        let target = reader.optional("target", default: .app, ValueDecoders.actionTarget(allowingNil: true))
        guard let action, let events, let target else { return nil }
        return Target(action: action, events: events, target: target)
    }
}

extension ScrollViewSpec {
    /// Decodes a scroll view's scroll-view keys.
    static func decodeMembers(_ reader: ObjectReader) -> ScrollViewSpec?? {
        let delays = reader.optional("delaysContentTouches", default: true, ValueDecoders.bool)
        let canCancel = reader.optional("canCancelContentTouches", default: true, ValueDecoders.bool)
        let shouldBegin = reader.optional("touchesShouldBegin", default: .always(true), decodeAnswer)
        let shouldCancel = reader.optional("touchesShouldCancel", decodeAnswer)
        let contentSize = reader.required("contentSize", decodeContentSize)
        let zoomable = reader.optional("zoomable", default: false, ValueDecoders.bool)
        guard let delays, let canCancel, let shouldBegin, let shouldCancel, let contentSize, let zoomable else { return nil }
        var scroll = ScrollViewSpec(
            contentSize: contentSize, delaysContentTouches: delays, canCancelContentTouches: canCancel, touchesShouldBegin: shouldBegin,
            touchesShouldCancel: shouldCancel)
        scroll.zoomable = zoomable
        return .some(scroll)
    }

    /// Decodes `contentSize`: `[width, height]`, neither negative nor above
    /// ``GeometryLimits/maximumCoordinate`` (issue 29).
    static func decodeContentSize(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Size? {
        guard let numbers = ValueDecoders.numbers(count: 2, shape: "[width, height]")(value, path, context) else { return nil }
        return ValueDecoders.size(Size(width: numbers[0], height: numbers[1]), path, context)
    }

    static func decodeAnswer(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ContentAnswer? {
        if case .bool(let answer) = value { return .always(answer) }
        guard case .object = value,
            let reader = ObjectReader(value, at: path, in: context, what: "an answer", keys: FormatVocabulary.objects["contentAnswer"]!)
        else {
            context.report(path, "expected a boolean or {\"falseFor\": [view ids]}, found \(value.kindDescription)")
            return nil
        }
        defer { reader.finish() }
        return reader.required("falseFor", ValueDecoders.array(nonEmpty: true, ValueDecoders.identifier)).map(ContentAnswer.falseFor)
    }
}

extension SendEventOverride {
    /// Decodes a window's or the application's `sendEvent` behaviour.
    static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> SendEventOverride? {
        ValueDecoders.oneOf(allCases.map { ($0.rawValue, $0) })(value, path, context)
    }
}

extension SliderSpec {
    /// Decodes a slider's slider keys; the range must not be empty and must hold the value.
    static func decodeMembers(_ reader: ObjectReader, path: JSONPath) -> SliderSpec?? {
        let value = reader.optional("value", default: 0, ValueDecoders.number)
        let minimum = reader.optional("minimumValue", default: 0, ValueDecoders.number)
        let maximum = reader.optional("maximumValue", default: 1, ValueDecoders.number)
        let continuous = reader.optional("continuous", default: true, ValueDecoders.bool)
        guard let value, let minimum, let maximum, let continuous else { return nil }
        guard minimum < maximum else {
            reader.context.report(
                path.appending("maximumValue"),
                "expected a maximumValue above minimumValue \(NumberFormat.text(minimum)), found \(NumberFormat.text(maximum))")
            return nil
        }
        guard (minimum...maximum).contains(value) else {
            reader.context.report(
                path.appending("value"),
                "expected a value between minimumValue \(NumberFormat.text(minimum)) and maximumValue \(NumberFormat.text(maximum)), found \(NumberFormat.text(value))"
            )
            return nil
        }
        return .some(SliderSpec(value: value, minimumValue: minimum, maximumValue: maximum, continuous: continuous))
    }
}
