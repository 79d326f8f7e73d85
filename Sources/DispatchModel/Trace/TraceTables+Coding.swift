extension TraceTables {
    /// The record of `event` at `time`, interning its names and touch lists. Lossless:
    /// ``event(of:)`` gives back an equal event.
    mutating func record(of event: borrowing TraceEvent, at time: Int) -> TraceRecord {
        switch event {
        case .input(let touch, let phase, let point):
            TraceRecord(time: time, kind: .input, tag: phase.ordinal, a: integer(touch), b: self.point(point))
        case .systemCancel: TraceRecord(time: time, kind: .systemCancel)
        case .ignoringInteractionEvents(let begin): TraceRecord(time: time, kind: .ignoringInteractionEvents, tag2: flag(begin))
        case .hitTestCall(let view): .hitTestCall(view: name(view), at: time)
        case .pointInside(let view, let result): .pointInside(view: name(view), result: result, at: time)
        case .hitTestReturn(let view, let result): .hitTestReturn(view: name(view), result: name(result), at: time)
        case .hit(let touch, let view): TraceRecord(time: time, kind: .hit, a: integer(touch), b: name(view))
        case .touches(let phase, let responder, let touches):
            TraceRecord(time: time, kind: .touches, tag: phase.ordinal, a: name(responder), b: touchList(touches))
        case .dropped(let phase, let touches): TraceRecord(time: time, kind: .dropped, tag: phase.ordinal, b: touchList(touches))
        case .recognizerTouches(let recognizer, let phase, let touches):
            .recognizerTouches(recognizer: name(recognizer), phase: phase, touches: touchList(touches), at: time)
        case .gesture(let recognizer, let from, let to): .gesture(recognizer: name(recognizer), from: from, to: to, at: time)
        case .action(let action, let recognizer, let state):
            TraceRecord(time: time, kind: .action, tag: state.ordinal, a: name(action), b: name(recognizer))
        case .targetedAction(let action, let recognizer, let state, let receiver):
            TraceRecord(time: time, kind: .targetedAction, tag: state.ordinal, a: name(action), b: name(recognizer), c: name(receiver))
        case .gestureValue(let recognizer, let valueName, let value):
            switch value {
            case .point(let point):
                TraceRecord(time: time, kind: .gestureValue, tag2: 0, a: name(recognizer), b: name(valueName), c: self.point(point))
            case .number(let number):
                TraceRecord(time: time, kind: .gestureValue, tag2: 1, a: name(recognizer), b: name(valueName), c: self.number(number))
            }
        case .controlEvent(let control, let controlEvent):
            TraceRecord(time: time, kind: .controlEvent, tag: controlEvent.ordinal, a: name(control))
        case .controlAction(let action, let control, let controlEvent):
            TraceRecord(time: time, kind: .controlAction, tag: controlEvent.ordinal, a: name(action), b: name(control))
        case .select(let table, let cell): TraceRecord(time: time, kind: .select, a: name(table), b: name(cell))
        case .controlState(let control, let state):
            TraceRecord(time: time, kind: .controlState, tag: flag(state.highlighted) | flag(state.selected) << 1, a: name(control))
        case .scrollFlag(let scrollView, let scrollFlag, let value):
            TraceRecord(time: time, kind: .scrollFlag, tag: scrollFlag.ordinal, tag2: flag(value), a: name(scrollView))
        case .tapCount(let touch, let count): TraceRecord(time: time, kind: .tapCount, a: integer(touch), b: integer(count))
        case .sendEvent(let responder, let touches): TraceRecord(time: time, kind: .sendEvent, a: name(responder), b: touchList(touches))
        case .touchLocation(let responder, let touch, let location, let previous):
            TraceRecord(time: time, kind: .touchLocation, a: name(responder), b: integer(touch), c: points(location, previous))
        case .viewMutation(let mutation, let view): TraceRecord(time: time, kind: .viewMutation, tag: mutation.ordinal, a: name(view))
        case .setAlpha(let view, let alpha): TraceRecord(time: time, kind: .setAlpha, a: name(view), c: number(alpha))
        case .setClipsToBounds(let view, let value): TraceRecord(time: time, kind: .setClipsToBounds, tag2: flag(value), a: name(view))
        case .setControlEnabled(let control, let enabled):
            TraceRecord(time: time, kind: .setControlEnabled, tag2: flag(enabled), a: name(control))
        case .motionInput(let phase): TraceRecord(time: time, kind: .motionInput, tag: phase.ordinal)
        case .remoteControlInput(let subtype): TraceRecord(time: time, kind: .remoteControlInput, tag: subtype.ordinal)
        case .becomeFirstResponder(let responder, let result):
            TraceRecord(time: time, kind: .becomeFirstResponder, tag2: flag(result), a: name(responder))
        case .resignFirstResponder(let responder, let result):
            TraceRecord(time: time, kind: .resignFirstResponder, tag2: flag(result), a: name(responder))
        case .motion(let phase, let responder): TraceRecord(time: time, kind: .motion, tag: phase.ordinal, a: name(responder))
        case .droppedMotion(let phase): TraceRecord(time: time, kind: .droppedMotion, tag: phase.ordinal)
        case .remoteControl(let responder, let subtype):
            TraceRecord(time: time, kind: .remoteControl, tag: subtype.ordinal, a: name(responder))
        case .droppedRemoteControl(let subtype): TraceRecord(time: time, kind: .droppedRemoteControl, tag: subtype.ordinal)
        case .targetedControlAction(let action, let control, let controlEvent, let receiver):
            TraceRecord(
                time: time, kind: .targetedControlAction, tag: controlEvent.ordinal, a: name(action), b: name(control), c: name(receiver))
        case .sendAction(let action, let sender, let receiver):
            TraceRecord(time: time, kind: .sendAction, a: name(action), b: name(sender), c: name(receiver))
        case .targetForAction(let action, let responder, let result):
            TraceRecord(time: time, kind: .targetForAction, a: name(action), b: name(responder), c: name(result))
        }
    }

    /// The event `record` holds; `record` must have been written by ``record(of:at:)`` on these
    /// tables.
    func event(of record: TraceRecord) -> TraceEvent {
        let (a, b, c) = (record.a, record.b, record.c)
        switch record.kind {
        case .input: return .input(touch: integer(at: a), phase: TouchPhase(ordinal: record.tag), point: point(at: b))
        case .systemCancel: return .systemCancel
        case .ignoringInteractionEvents: return .ignoringInteractionEvents(begin: record.tag2 != 0)
        case .hitTestCall: return .hitTestCall(view: names[Int(a)])
        case .pointInside: return .pointInside(view: names[Int(a)], result: record.tag2 != 0)
        case .hitTestReturn: return .hitTestReturn(view: names[Int(a)], result: optionalName(b))
        case .hit: return .hit(touch: integer(at: a), view: optionalName(b))
        case .touches:
            return .touches(phase: TouchPhase(ordinal: record.tag), responder: names[Int(a)], touches: touchLists[Int(b)])
        case .dropped: return .dropped(phase: TouchPhase(ordinal: record.tag), touches: touchLists[Int(b)])
        case .recognizerTouches:
            return .recognizerTouches(recognizer: names[Int(a)], phase: TouchPhase(ordinal: record.tag), touches: touchLists[Int(b)])
        case .gesture:
            return .gesture(recognizer: names[Int(a)], from: GestureState(ordinal: record.tag), to: GestureState(ordinal: record.tag2))
        case .action: return .action(name: names[Int(a)], recognizer: names[Int(b)], state: GestureState(ordinal: record.tag))
        case .targetedAction:
            return .targetedAction(
                name: names[Int(a)], recognizer: names[Int(b)], state: GestureState(ordinal: record.tag), receiver: names[Int(c)])
        case .gestureValue:
            let value: GestureValue = record.tag2 == 0 ? .point(point(at: c)) : .number(number(at: c))
            return .gestureValue(recognizer: names[Int(a)], name: names[Int(b)], value: value)
        case .controlEvent: return .controlEvent(control: names[Int(a)], event: ControlEvent(ordinal: record.tag))
        case .controlAction:
            return .controlAction(name: names[Int(a)], control: names[Int(b)], event: ControlEvent(ordinal: record.tag))
        case .select: return .select(table: names[Int(a)], cell: names[Int(b)])
        case .controlState:
            return .controlState(
                control: names[Int(a)], state: ControlState(highlighted: record.tag & 1 != 0, selected: record.tag & 2 != 0))
        case .scrollFlag:
            return .scrollFlag(scrollView: names[Int(a)], flag: ScrollFlag(ordinal: record.tag), value: record.tag2 != 0)
        case .tapCount: return .tapCount(touch: integer(at: a), count: integer(at: b))
        case .sendEvent: return .sendEvent(responder: names[Int(a)], touches: touchLists[Int(b)])
        case .touchLocation:
            return .touchLocation(
                responder: names[Int(a)], touch: integer(at: b), location: point(at: c), previous: point(at: c, offset: 2))
        case .viewMutation: return .viewMutation(ViewMutation(ordinal: record.tag), view: names[Int(a)])
        case .setAlpha: return .setAlpha(view: names[Int(a)], alpha: number(at: c))
        case .setClipsToBounds: return .setClipsToBounds(view: names[Int(a)], value: record.tag2 != 0)
        case .setControlEnabled: return .setControlEnabled(control: names[Int(a)], enabled: record.tag2 != 0)
        case .motionInput: return .motionInput(phase: MotionPhase(ordinal: record.tag))
        case .remoteControlInput: return .remoteControlInput(subtype: RemoteControlSubtype(ordinal: record.tag))
        case .becomeFirstResponder: return .becomeFirstResponder(responder: names[Int(a)], result: record.tag2 != 0)
        case .resignFirstResponder: return .resignFirstResponder(responder: names[Int(a)], result: record.tag2 != 0)
        case .motion: return .motion(phase: MotionPhase(ordinal: record.tag), responder: names[Int(a)])
        case .droppedMotion: return .droppedMotion(phase: MotionPhase(ordinal: record.tag))
        case .remoteControl: return .remoteControl(responder: names[Int(a)], subtype: RemoteControlSubtype(ordinal: record.tag))
        case .droppedRemoteControl: return .droppedRemoteControl(subtype: RemoteControlSubtype(ordinal: record.tag))
        case .targetedControlAction:
            return .targetedControlAction(
                name: names[Int(a)], control: names[Int(b)], event: ControlEvent(ordinal: record.tag), receiver: optionalName(c))
        case .sendAction: return .sendAction(name: names[Int(a)], sender: names[Int(b)], receiver: optionalName(c))
        case .targetForAction: return .targetForAction(name: names[Int(a)], responder: names[Int(b)], result: optionalName(c))
        }
    }

    private func flag(_ value: Bool) -> UInt8 { value ? 1 : 0 }
}
