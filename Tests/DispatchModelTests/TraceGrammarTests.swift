import DispatchModel
import Testing

/// One event of every case, so that the grammar table and the parser are compared on all of them.
let oneEventOfEachCase: [TraceEvent] = [
    .input(touch: 1, phase: .began, point: Point(x: 1, y: 2)), .systemCancel, .ignoringInteractionEvents(begin: true),
    .hitTestCall(view: "A"), .pointInside(view: "A", result: true), .hitTestReturn(view: "A", result: nil), .hit(touch: 1, view: "B"),
    .touches(phase: .moved, responder: "V", touches: [1, 2]), .dropped(phase: .ended, touches: [1]),
    .recognizerTouches(recognizer: "tap", phase: .cancelled, touches: [3]), .gesture(recognizer: "tap", from: .possible, to: .ended),
    .action(name: "tapped", recognizer: "tap", state: .ended),
    .targetedAction(name: "handle:", recognizer: "tap", state: .ended, receiver: "vc"),
    .gestureValue(recognizer: "pan", name: "translation", value: .point(Point(x: 12, y: 0))),
    .gestureValue(recognizer: "pinch", name: "scale", value: .number(1.5)), .controlEvent(control: "B", event: .touchDown),
    .controlAction(name: "tap", control: "B", event: .touchUpInside), .select(table: "T", cell: "C"),
    .controlState(control: "B", state: ControlState(highlighted: true, selected: true)),
    .scrollFlag(scrollView: "S", flag: .dragging, value: false), .tapCount(touch: 2, count: 2),
    .sendEvent(responder: "window", touches: [1]),
    .touchLocation(responder: "V", touch: 1, location: Point(x: 1, y: 2), previous: Point(x: 0.5, y: 2)),
    .viewMutation(.enableInteraction, view: "V"), .setAlpha(view: "V", alpha: 0.005), .setClipsToBounds(view: "V", value: true),
    .setControlEnabled(control: "B", enabled: false), .motionInput(phase: .began), .remoteControlInput(subtype: .play),
    .becomeFirstResponder(responder: "V", result: true), .resignFirstResponder(responder: "V", result: false),
    .motion(phase: .ended, responder: "V"), .droppedMotion(phase: .cancelled), .remoteControl(responder: "vc", subtype: .pause),
    .droppedRemoteControl(subtype: .stop), .targetedControlAction(name: "save:", control: "B", event: .touchUpInside, receiver: nil),
    .sendAction(name: "save:", sender: "D", receiver: "appDelegate"), .targetForAction(name: "save", responder: "D", result: "vc"),
]

/// The name of an event's case; the switch is exhaustive, so a new case must be named here and
/// then given a sample above.
func caseName(_ event: TraceEvent) -> String {
    switch event {
    case .input: "input"
    case .systemCancel: "systemCancel"
    case .ignoringInteractionEvents: "ignoringInteractionEvents"
    case .hitTestCall: "hitTestCall"
    case .pointInside: "pointInside"
    case .hitTestReturn: "hitTestReturn"
    case .hit: "hit"
    case .touches: "touches"
    case .dropped: "dropped"
    case .recognizerTouches: "recognizerTouches"
    case .gesture: "gesture"
    case .action: "action"
    case .targetedAction: "targetedAction"
    case .gestureValue: "gestureValue"
    case .controlEvent: "controlEvent"
    case .controlAction: "controlAction"
    case .select: "select"
    case .controlState: "controlState"
    case .scrollFlag: "scrollFlag"
    case .tapCount: "tapCount"
    case .sendEvent: "sendEvent"
    case .touchLocation: "touchLocation"
    case .viewMutation: "viewMutation"
    case .setAlpha: "setAlpha"
    case .setClipsToBounds: "setClipsToBounds"
    case .setControlEnabled: "setControlEnabled"
    case .motionInput: "motionInput"
    case .remoteControlInput: "remoteControlInput"
    case .becomeFirstResponder: "becomeFirstResponder"
    case .resignFirstResponder: "resignFirstResponder"
    case .motion: "motion"
    case .droppedMotion: "droppedMotion"
    case .remoteControl: "remoteControl"
    case .droppedRemoteControl: "droppedRemoteControl"
    case .targetedControlAction: "targetedControlAction"
    case .sendAction: "sendAction"
    case .targetForAction: "targetForAction"
    }
}

@Test func theSamplesCoverEveryCase() {
    #expect(Set(oneEventOfEachCase.map(caseName)).count == 37)
}

@Test("every event reads back and fits exactly the shapes of its channel", arguments: oneEventOfEachCase)
func eventFitsTheGrammar(_ event: TraceEvent) throws {
    #expect(try TraceEvent(parsing: Substring(event.description)) == event)
    let shapes = LinePattern(event).shapes
    #expect(!shapes.isEmpty, "no shape of the grammar fits \(event)")
    #expect(shapes.allSatisfy { $0.channel == event.channel }, "\(event) fits a shape of another channel")
}

@Test("every shape's example is a line of the parser, of the shape's channel", arguments: TraceGrammar.shapes.map(\.example))
func shapeExampleParses(_ example: String) throws {
    let event = try TraceEvent(parsing: Substring(example))
    #expect(event.description == example)
    let shape = try #require(TraceGrammar.shapes.first { $0.example == example })
    #expect(shape.channel == event.channel)
    if let subject = shape.subject { #expect(event.subject == example.split(separator: " ")[subject].description) }
    if let touches = shape.touches {
        #expect(!event.touchIDs.isEmpty && example.split(separator: " ")[touches].contains("\(event.touchIDs[0])"))
    }
    if shape.phase != nil { #expect(event.phase != nil) }
    if shape.controlEvent != nil { #expect(event.controlEvent != nil) }
    if shape.state != nil { #expect(event.reportedState != nil) }
}

@Test("a wildcard in any word of any line still fits the grammar", arguments: oneEventOfEachCase)
func wildcardInAnyWordFits(_ event: TraceEvent) throws {
    let words = event.description.split(separator: " ")
    for index in words.indices {
        var pattern = words.map(String.init)
        pattern[index] = "*"
        let parsed = try LinePattern(parsing: Substring(pattern.joined(separator: " ")))
        #expect(parsed.matches(event), "\(pattern) does not match \(event)")
        #expect(parsed.isPattern)
    }
}
