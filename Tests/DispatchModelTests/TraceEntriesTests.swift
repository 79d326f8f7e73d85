import DispatchModel
import Testing

/// One event of every case, with the values that stress the compact storage: names past the 15
/// bytes Swift keeps inline and the empty name, integers outside `0..<2³¹`, touch lists unsorted
/// and empty, negative zero and infinities, absent names.
let eventsOfEveryCase: [TraceEvent] = {
    let long = "a-view-named-well-past-fifteen-bytes"
    var events: [TraceEvent] = [
        .input(touch: 1, phase: .began, point: Point(x: 120, y: 80.5)),
        .input(touch: -7, phase: .moved, point: Point(x: -0.0, y: .infinity)),
        .input(touch: Int.max, phase: .ended, point: Point(x: 1e300, y: -.infinity)),
        .input(touch: Int.min, phase: .cancelled, point: Point(x: 0.1, y: -3)),
        .systemCancel,
        .ignoringInteractionEvents(begin: true), .ignoringInteractionEvents(begin: false),
        .hitTestCall(view: "window"), .hitTestCall(view: long), .hitTestCall(view: ""),
        .pointInside(view: "A", result: true), .pointInside(view: long, result: false),
        .hitTestReturn(view: "A", result: "C"), .hitTestReturn(view: "A", result: nil), .hitTestReturn(view: long, result: long),
        .hit(touch: 1, view: "C"), .hit(touch: 1 << 40, view: nil),
        .touches(phase: .began, responder: "C", touches: [1]), .touches(phase: .cancelled, responder: "vc", touches: [3, 1, 2]),
        .dropped(phase: .ended, touches: []), .dropped(phase: .moved, touches: [2, 2]),
        .recognizerTouches(recognizer: "tapC", phase: .began, touches: [1]),
        .targetedAction(name: "handleTap:", recognizer: "tapC", state: .ended, receiver: "vc"),
        .gestureValue(recognizer: "pan", name: "translation", value: .point(Point(x: 12, y: 0))),
        .gestureValue(recognizer: "pinch", name: "scale", value: .number(1.5)),
        .gestureValue(recognizer: "pinch", name: "scale", value: .number(-0.0)),
        .select(table: "T", cell: "cell-3"),
        .tapCount(touch: 2, count: 2), .tapCount(touch: -1, count: Int.max),
        .sendEvent(responder: "window", touches: [1, 2]),
        .touchLocation(responder: "V", touch: 1, location: Point(x: 15, y: 10), previous: Point(x: 10, y: 10)),
        .setAlpha(view: "V", alpha: 0.005),
        .setClipsToBounds(view: "V", value: true), .setClipsToBounds(view: "V", value: false),
        .setControlEnabled(control: "B", enabled: false),
        .becomeFirstResponder(responder: "field", result: true), .resignFirstResponder(responder: "field", result: false),
        .targetedControlAction(name: "save:", control: "B", event: .touchUpInside, receiver: "vc"),
        .targetedControlAction(name: "save:", control: "B", event: .touchUpInside, receiver: nil),
        .sendAction(name: "save:", sender: "B", receiver: nil), .sendAction(name: "copy:", sender: "B", receiver: "vc"),
        .targetForAction(name: "save:", responder: "X", result: "vc"), .targetForAction(name: "save:", responder: "X", result: nil),
    ]
    for phase in TouchPhase.allCases { events.append(.recognizerTouches(recognizer: "r", phase: phase, touches: [4])) }
    for from in GestureState.allCases {
        for to in GestureState.allCases { events.append(.gesture(recognizer: "tapC", from: from, to: to)) }
        events.append(.action(name: "tap", recognizer: "tapC", state: from))
    }
    for event in ControlEvent.allCases {
        events += [.controlEvent(control: "B", event: event), .controlAction(name: "tap", control: "B", event: event)]
    }
    for highlighted in [false, true] {
        for selected in [false, true] {
            events.append(.controlState(control: "B", state: ControlState(highlighted: highlighted, selected: selected)))
        }
    }
    for flag in ScrollFlag.allCases {
        events += [.scrollFlag(scrollView: "S", flag: flag, value: true), .scrollFlag(scrollView: "S", flag: flag, value: false)]
    }
    for mutation in ViewMutation.allCases { events.append(.viewMutation(mutation, view: "V")) }
    for phase in MotionPhase.allCases {
        events += [.motionInput(phase: phase), .motion(phase: phase, responder: "X"), .droppedMotion(phase: phase)]
    }
    for subtype in RemoteControlSubtype.allCases {
        events += [
            .remoteControlInput(subtype: subtype), .remoteControl(responder: "X", subtype: subtype),
            .droppedRemoteControl(subtype: subtype),
        ]
    }
    return events
}()

@Test func everyEventReadsBackAsWritten() {
    var entries = TraceEntries()
    for (time, event) in eventsOfEveryCase.enumerated() { entries.append(event, at: time * 3) }
    #expect(entries.count == eventsOfEveryCase.count)
    for (index, entry) in entries.enumerated() {
        #expect(entry == TraceEntry(time: index * 3, event: eventsOfEveryCase[index]))
    }
    // Negative zero survives as such, not merely as a number equal to zero.
    let zeros = entries.compactMap { entry -> Double? in
        if case .gestureValue(_, _, .number(let number)) = entry.event, number == 0 { number } else { nil }
    }
    #expect(zeros.map(\.sign) == [.minus])
}

@Test func equalEntriesAreEqualWhateverOrderTheirNamesWereFirstWrittenIn() {
    let first = TraceEntry(time: 0, event: .hitTestCall(view: "A"))
    let second = TraceEntry(time: 5, event: .touches(phase: .began, responder: "B", touches: [2, 1]))
    let written: TraceEntries = [first, second]
    // Names and touch lists numbered in another order, one of them never read.
    var rewritten: TraceEntries = [
        TraceEntry(time: 0, event: .touches(phase: .ended, responder: "Z", touches: [9])), second, first, second,
    ]
    rewritten.removeFirst(2)
    rewritten.append(second)
    rewritten.remove(at: 1)
    #expect(Array(rewritten) == [first, second])
    #expect(rewritten == written)
    #expect(rewritten.hashValue == written.hashValue)
    #expect(Trace(rewritten) == Trace(written))
    #expect(written != [first] && written != [second, first])
}

@Test func entriesCanBeReplacedInPlace() {
    var entries = TraceEntries(eventsOfEveryCase.prefix(6).enumerated().map { TraceEntry(time: $0.offset, event: $0.element) })
    entries[2] = TraceEntry(time: 2, event: .hitTestCall(view: "new"))
    entries.replaceSubrange(3..<5, with: [TraceEntry(time: 4, event: .systemCancel)])
    entries.removeAll { $0.event == .systemCancel }
    #expect(entries.map(\.event) == [eventsOfEveryCase[0], eventsOfEveryCase[1], .hitTestCall(view: "new"), eventsOfEveryCase[5]])
}

@Test func aRecordTakesTwentyFourBytesWhateverTheLine() {
    // The point of the compact storage (issue 29, item 3): a line's share of a trace is its record,
    // where a `TraceEntry` held every string and array of its event inline.
    #expect(TraceEntries.bytesPerRecord == 24)
    #expect(MemoryLayout<TraceEntry>.stride > 3 * TraceEntries.bytesPerRecord / 2)
}

@Test func numberedAppendsWriteTheSameLinesAsEvents() {
    var numbered = TraceEntries()
    let view = numbered.nameNumber("V")
    let recognizer = numbered.nameNumber("tapV")
    numbered.appendHitTestCall(view: view, at: 0)
    numbered.appendPointInside(view: view, result: true, at: 0)
    numbered.appendHitTestReturn(view: view, result: view, at: 0)
    numbered.appendHitTestReturn(view: view, result: nil, at: 0)
    numbered.appendRecognizerTouches(recognizer: recognizer, phase: .began, touches: [1], at: 5)
    numbered.appendGesture(recognizer: recognizer, from: .possible, to: .ended, at: 5)
    let written: TraceEntries = [
        TraceEntry(time: 0, event: .hitTestCall(view: "V")), TraceEntry(time: 0, event: .pointInside(view: "V", result: true)),
        TraceEntry(time: 0, event: .hitTestReturn(view: "V", result: "V")),
        TraceEntry(time: 0, event: .hitTestReturn(view: "V", result: nil)),
        TraceEntry(time: 5, event: .recognizerTouches(recognizer: "tapV", phase: .began, touches: [1])),
        TraceEntry(time: 5, event: .gesture(recognizer: "tapV", from: .possible, to: .ended)),
    ]
    #expect(numbered == written)
}
