/// The JSON form of a scenario, as sent to out-of-process engines: the fixture format's `scene`
/// and `script` objects with every default written out, so that an engine never has to know a
/// default (`Specs/RUNNING.md`).
extension Scenario {
    /// `{"scene": …, "script": […]}` with every key of every object present.
    public var jsonValue: JSONValue {
        .object([JSONMember("scene", scene.jsonValue), JSONMember("script", .array(script.map(\.jsonValue)))])
    }

    /// Decodes the JSON form (or any fixture-format `scene` and `script`), reporting to `context`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Scenario? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a scenario", keys: ["scene", "script"]) else { return nil }
        defer { reader.finish() }
        let scene = reader.required("scene", Scene.decode)
        let script = reader.required("script", ValueDecoders.array(nonEmpty: true, ScriptStep.decode))
        if let scene { scene.validate(at: path.appending("scene"), context) }
        if let script { ScriptStep.validate(script, at: path.appending("script"), context) }
        if let scene, let script { ScriptStep.validateReferences(script, in: scene, at: path.appending("script"), context) }
        guard let scene, let script, !context.hasErrors else { return nil }
        return Scenario(scene: scene, script: script)
    }
}

extension Scene {
    var jsonValue: JSONValue {
        let application = JSONValue.object(
            [
                JSONMember("touches", self.application.touches.jsonValue),
                JSONMember("delegateIsResponder", .bool(self.application.delegateIsResponder)),
                JSONMember("sendEvent", .string(self.application.sendEvent.rawValue)),
                JSONMember("responder", self.application.responder.jsonValue),
                JSONMember("receivesRemoteControlEvents", .bool(self.application.receivesRemoteControlEvents)),
            ]
                + (self.application.delegateIsResponder
                    ? [
                        JSONMember("delegateTouches", self.application.delegateTouches.jsonValue),
                        JSONMember("delegateResponder", self.application.delegateResponder.jsonValue),
                    ] : []))
        // A window scene is written only when declared: a scene without one is what engines of
        // protocols 1 and 2 read, and a scene with one needs the `window-scenes` feature.
        return .object(
            [JSONMember("windows", .array(windows.map(\.jsonValue))), JSONMember("application", application)]
                + (windowScene.map { [JSONMember("windowScene", $0.jsonValue)] } ?? []))
    }
}

extension WindowSpec {
    var jsonValue: JSONValue {
        .object(
            view.sharedMembers + [
                JSONMember("level", .number(level)), JSONMember("sendEvent", .string(sendEvent.rawValue)), JSONMember("key", .bool(isKey)),
            ])
    }
}

extension ViewSpec {
    var jsonValue: JSONValue {
        var members = sharedMembers
        members.insert(JSONMember("kind", .string(kind.rawValue)), at: 1)
        members += [JSONMember("exclusiveTouch", .bool(exclusiveTouch)), JSONMember("multipleTouchEnabled", .bool(multipleTouchEnabled))]
        if let control {
            members += [
                JSONMember("enabled", .bool(control.enabled)),
                JSONMember(
                    "targets",
                    .array(
                        control.targets.map { target in
                            .object(
                                [
                                    JSONMember("action", .string(target.action)),
                                    JSONMember("events", .array(target.events.map { .string($0.rawValue) })),
                                ] + target.target.jsonMembers)
                        })),
                JSONMember("beginTracking", .bool(control.beginTracking)), JSONMember("continueTracking", .bool(control.continueTracking)),
                JSONMember("selected", .bool(control.selected)),
            ]
            if kind == .slider {
                let slider = control.slider ?? SliderSpec()
                members += [
                    JSONMember("value", .number(slider.value)), JSONMember("minimumValue", .number(slider.minimumValue)),
                    JSONMember("maximumValue", .number(slider.maximumValue)), JSONMember("continuous", .bool(slider.continuous)),
                ]
            }
        }
        if let scroll = scrollView {
            func answer(_ value: ScrollViewSpec.ContentAnswer) -> JSONValue {
                switch value {
                case .always(let flag): .bool(flag)
                case .falseFor(let ids): .object([JSONMember("falseFor", .array(ids.map(JSONValue.string)))])
                }
            }
            members += [
                JSONMember("delaysContentTouches", .bool(scroll.delaysContentTouches)),
                JSONMember("canCancelContentTouches", .bool(scroll.canCancelContentTouches)),
                JSONMember("touchesShouldBegin", answer(scroll.touchesShouldBegin)),
                JSONMember("contentSize", .array([.number(scroll.contentSize.width), .number(scroll.contentSize.height)])),
                JSONMember("zoomable", .bool(scroll.zoomable)),
            ]
            if let cancel = scroll.touchesShouldCancel { members.append(JSONMember("touchesShouldCancel", answer(cancel))) }
        }
        if let controller = viewController {
            var controllerMembers = [JSONMember("id", .string(controller.id)), JSONMember("touches", controller.touches.jsonValue)]
            if let next = controller.nextResponder { controllerMembers.append(JSONMember("nextResponder", .string(next))) }
            controllerMembers.append(JSONMember("responder", controller.responder.jsonValue))
            members.append(JSONMember("viewController", .object(controllerMembers)))
        }
        return .object(members)
    }

    var sharedMembers: [JSONMember] {
        var members: [JSONMember] = [
            JSONMember("id", .string(id)),
            JSONMember("frame", .array([frame.x, frame.y, frame.width, frame.height].map(JSONValue.number))),
            JSONMember("boundsOrigin", .array([boundsOrigin.x, boundsOrigin.y].map(JSONValue.number))),
            JSONMember(
                "transform", .array([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(JSONValue.number))),
            JSONMember("hidden", .bool(hidden)),
            JSONMember("alpha", .number(alpha)),
            JSONMember("userInteractionEnabled", .bool(userInteractionEnabled)),
            JSONMember("clipsToBounds", .bool(clipsToBounds)),
            JSONMember("animating", .bool(animating)),
            JSONMember("hitTest", hitTest.jsonValue),
            JSONMember("pointInside", pointInside.jsonValue),
            JSONMember("touches", touches.jsonValue),
        ]
        if let next = nextResponder { members.append(JSONMember("nextResponder", .string(next))) }
        members.append(JSONMember("responder", responder.jsonValue))
        members.append(JSONMember("gestureRecognizers", .array(gestureRecognizers.map(\.jsonValue))))
        members.append(JSONMember("gestureRecognizerShouldBegin", .string(gestureRecognizerShouldBegin.rawValue)))
        members.append(JSONMember("subviews", .array(subviews.map(\.jsonValue))))
        return members
    }
}

extension HitTestBehavior {
    var jsonValue: JSONValue {
        switch self {
        case .default: .string("default")
        case .passThroughSelf: .string("passThroughSelf")
        case .testFirst(let id): .object([JSONMember("testFirst", .string(id))])
        case .subviewsFirst: .string("subviewsFirst")
        case .captureSubviews: .string("captureSubviews")
        case .lastSubviewInsteadOfSelf: .string("lastSubviewInsteadOfSelf")
        }
    }
}

extension PointInsideBehavior {
    var jsonValue: JSONValue {
        switch self {
        case .default: .string("default")
        case .includeSubviewFrames: .string("includeSubviewFrames")
        case .outset(let insets):
            .object([JSONMember("outset", .array([insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.number)))])
        }
    }
}

extension TouchHandling {
    var jsonValue: JSONValue {
        .object(TouchPhase.allCases.map { JSONMember($0.rawValue, .string(self[$0].rawValue)) })
    }
}

extension ScriptStep {
    var jsonValue: JSONValue {
        switch action {
        case .touch(let id, let phase, let point):
            .object(
                [
                    JSONMember("at", .number(Double(at))), JSONMember("touch", .number(Double(id))),
                    JSONMember("phase", .string(phase.rawValue)), JSONMember("point", .array([.number(point.x), .number(point.y)])),
                ] + (phase == .began ? [JSONMember("type", .string(touchType.rawValue))] : []))
        case .touches(let changes):
            .object([
                JSONMember("at", .number(Double(at))),
                JSONMember(
                    "touches",
                    .array(
                        changes.map { change in
                            .object(
                                [
                                    JSONMember("touch", .number(Double(change.id))), JSONMember("phase", .string(change.phase.rawValue)),
                                    JSONMember("point", .array([.number(change.point.x), .number(change.point.y)])),
                                ] + (change.phase == .began ? [JSONMember("type", .string(change.type.rawValue))] : []))
                        })),
            ])
        case .wait:
            .object([JSONMember("at", .number(Double(at))), JSONMember("wait", .bool(true))])
        case .systemCancel:
            .object([JSONMember("at", .number(Double(at))), JSONMember("systemCancel", .bool(true))])
        case .beginIgnoringInteractionEvents:
            .object([JSONMember("at", .number(Double(at))), JSONMember("ignoringInteractionEvents", .string("begin"))])
        case .endIgnoringInteractionEvents:
            .object([JSONMember("at", .number(Double(at))), JSONMember("ignoringInteractionEvents", .string("end"))])
        case .setRecognizerEnabled(let id, let enabled):
            .object([JSONMember("at", .number(Double(at))), JSONMember("recognizer", .string(id)), JSONMember("enabled", .bool(enabled))])
        case .mutateView(let mutation, let id):
            .object([JSONMember("at", .number(Double(at))), JSONMember(mutation.rawValue, .string(id))])
        case .setAlpha(let id, let alpha):
            .object([JSONMember("at", .number(Double(at))), JSONMember("view", .string(id)), JSONMember("alpha", .number(alpha))])
        case .setClipsToBounds(let id, let clips):
            .object([JSONMember("at", .number(Double(at))), JSONMember("view", .string(id)), JSONMember("clipsToBounds", .bool(clips))])
        case .setControlEnabled(let id, let enabled):
            .object([JSONMember("at", .number(Double(at))), JSONMember("control", .string(id)), JSONMember("enabled", .bool(enabled))])
        case .becomeFirstResponder(let id):
            .object([JSONMember("at", .number(Double(at))), JSONMember("becomeFirstResponder", .string(id))])
        case .resignFirstResponder(let id):
            .object([JSONMember("at", .number(Double(at))), JSONMember("resignFirstResponder", .string(id))])
        case .motion(let phase):
            .object([JSONMember("at", .number(Double(at))), JSONMember("motion", .string(phase.rawValue))])
        case .remoteControl(let subtype):
            .object([JSONMember("at", .number(Double(at))), JSONMember("remoteControl", .string(subtype.rawValue))])
        case .sendAction(let action, let from):
            .object([JSONMember("at", .number(Double(at))), JSONMember("sendAction", .string(action)), JSONMember("from", .string(from))])
        case .targetForAction(let action, let from):
            .object([
                JSONMember("at", .number(Double(at))), JSONMember("targetForAction", .string(action)), JSONMember("from", .string(from)),
            ])
        }
    }
}

extension GestureRecognizerSpec {
    var jsonValue: JSONValue {
        func ids(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
        var members: [JSONMember] = [
            JSONMember("id", .string(id)), JSONMember("kind", .string(kind.name)),
            JSONMember(
                "actions",
                .array(
                    actions.map { action in
                        action.target == .app
                            ? .string(action.name) : .object([JSONMember("action", .string(action.name))] + action.target.jsonMembers)
                    })),
            JSONMember("enabled", .bool(enabled)), JSONMember("cancelsTouchesInView", .bool(cancelsTouchesInView)),
            JSONMember("delaysTouchesBegan", .bool(delaysTouchesBegan)), JSONMember("delaysTouchesEnded", .bool(delaysTouchesEnded)),
            JSONMember("requireToFail", ids(requireToFail)), JSONMember("cannotPrevent", ids(cannotPrevent)),
            JSONMember("cannotBePreventedBy", ids(cannotBePreventedBy)),
        ]
        // Left out when the recognizer keeps its class's default, an engine choice (TD-17).
        if let allowedTouchTypes {
            members.append(JSONMember("allowedTouchTypes", .array(allowedTouchTypes.map { .string($0.rawValue) })))
        }
        members.append(JSONMember("requiresExclusiveTouchType", .bool(requiresExclusiveTouchType)))
        switch kind {
        case .tap(let taps, let touches, let movement):
            members += [
                JSONMember("numberOfTapsRequired", .number(Double(taps))), JSONMember("numberOfTouchesRequired", .number(Double(touches))),
            ]
            // Left out when the tap keeps UIKit's default, an engine choice (GR-TAP-02).
            if let movement { members.append(JSONMember("allowableMovement", .number(movement))) }
        case .longPress(let taps, let touches, let duration, let movement):
            members += [
                JSONMember("numberOfTapsRequired", .number(Double(taps))), JSONMember("numberOfTouchesRequired", .number(Double(touches))),
                JSONMember("minimumPressDuration", .number(Double(duration))), JSONMember("allowableMovement", .number(movement)),
            ]
        case .pan(let minimum, let maximum):
            members.append(JSONMember("minimumNumberOfTouches", .number(Double(minimum))))
            if let maximum { members.append(JSONMember("maximumNumberOfTouches", .number(Double(maximum)))) }
        case .swipe(let directions, let touches):
            members += [
                JSONMember("direction", .array(directions.map { .string($0.rawValue) })),
                JSONMember("numberOfTouchesRequired", .number(Double(touches))),
            ]
        case .pinch, .rotation: break
        case .screenEdgePan(let edges): members.append(JSONMember("edges", .array(edges.map { .string($0.rawValue) })))
        case .contentTouchDelay: break  // made by scroll views, never written
        }
        if let delegate { members.append(JSONMember("delegate", delegate.jsonValue)) }
        return .object(members)
    }
}

extension RecognizerDelegateSpec {
    var jsonValue: JSONValue {
        func set(_ value: RecognizerSet) -> JSONValue {
            switch value {
            case .all: .string("all")
            case .some(let ids): .array(ids.map(JSONValue.string))
            }
        }
        let receive: JSONValue =
            switch shouldReceiveTouch {
            case .always(let answer): .bool(answer)
            case .exceptInside(let ids): .object([JSONMember("exceptInside", .array(ids.map(JSONValue.string)))])
            }
        return .object(
            [
                JSONMember("shouldBegin", .bool(shouldBegin)), JSONMember("shouldReceiveTouch", receive),
                JSONMember("shouldRecognizeSimultaneouslyWith", set(shouldRecognizeSimultaneouslyWith)),
                JSONMember("shouldRequireFailureOf", .array(shouldRequireFailureOf.map(JSONValue.string))),
                JSONMember("shouldBeRequiredToFailBy", set(shouldBeRequiredToFailBy)),
            ]
                // The event question is written only when a delegate refuses events: a delegate that
                // does not is what engines before it read, and one that does needs `event-delegates`.
                + (shouldReceiveEvent ? [] : [JSONMember("shouldReceiveEvent", .bool(false))]))
    }
}

extension ActionTarget {
    /// The `target` member written for this target: none for the app's own object.
    var jsonMembers: [JSONMember] {
        switch self {
        case .app: []
        case .firstResponder: [JSONMember("target", .null)]
        case .responder(let id): [JSONMember("target", .string(id))]
        }
    }
}
