import DispatchModel
import Testing

let everyKindOfLine = [
    "@0 touch 1 began (120,80.5)",
    "hitTest window",
    "pointInside window -> true",
    "hitTest A -> nil",
    "hitTest window -> A",
    "touch 1 hit A",
    "touch 2 hit nil",
    "touchesBegan A [1]",
    "@250 touchesCancelled vc [1,2]",
    "dropped touchesEnded [1]",
]

@Test func everyLineReadsBackAsItself() throws {
    let trace = try Trace(parsingLines: everyKindOfLine)
    #expect(trace.lines == everyKindOfLine)
    #expect(trace.entries.map(\.time) == [0, 0, 0, 0, 0, 0, 0, 0, 250, 250])
}

@Test func channelsAndSubjects() throws {
    let events = try Trace(parsingLines: everyKindOfLine).entries.map(\.event)
    #expect(events.map(\.channel) == [.input, .hitTest, .hitTest, .hitTest, .hitTest, .hit, .hit, .touches, .touches, .dropped])
    #expect(events.map(\.subject) == [nil, "window", "window", "A", "window", nil, nil, "A", "vc", nil])
}

@Test(
    "rejects lines that are not canonical",
    arguments: [
        "@0 hitTest  A", "@0 touch 1 began (120.0,80)", "@0 touchesBegan A [2,1]", "@0 touchesBegan A [1,1]", "@0 pointInside A -> yes",
        "@0 touch 0 hit A", "@0 hitTest A ->", "@-1 hitTest A", "@0 touchesBegun A [1]", "@0 dropped touchesBegan []",
    ])
func rejectsNonCanonicalLines(_ line: String) {
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: [line]) }
}

@Test func timeMayNotGoBackwards() {
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: ["@10 hitTest A", "@5 hitTest B"]) }
}

@Test func filteringKeepsObjectlessLines() throws {
    let trace = try Trace(parsingLines: everyKindOfLine)
    let filtered = trace.filtered(channels: [.hit, .touches], objects: ["vc"])
    #expect(filtered.lines == ["@0 touch 1 hit A", "touch 2 hit nil", "@250 touchesCancelled vc [1,2]"])
}

@Test func numbersAreCanonical() {
    #expect(NumberFormat.text(120) == "120")
    #expect(NumberFormat.text(-0.0) == "0")
    #expect(NumberFormat.text(10.5) == "10.5")
    #expect(NumberFormat.text(0.1) == "0.1")
    #expect(NumberFormat.text(0.010000000707805157) == "0.010000000707805157")
}

@Test func pathsReadLikeJSONPath() {
    let path = JSONPath.root.appending("scene").appending("windows").appending(0).appending("odd key")
    #expect(path.description == "$.scene.windows[0][\"odd key\"]")
}

@Test func gestureLinesReadBackAsThemselves() throws {
    let lines = [
        "@0 recognizer tapC touchesBegan [1]", "@100 gesture tapC possible -> ended", "action tapCView tapC ended",
        "value tapC location (60,170)", "value pinch scale 1.5", "value spin rotation -0.25", "gesture pan changed -> changed",
    ]
    let trace = try Trace(parsingLines: lines)
    #expect(trace.lines == lines)
    #expect(
        trace.entries.map(\.event.channel) == [
            .recognizerTouches, .gesture, .action, .gestureValue, .gestureValue, .gestureValue, .gesture,
        ])
    #expect(trace.entries.map(\.event.subject) == ["tapC", "tapC", "tapC", "tapC", "pinch", "spin", "pan"])
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: ["@0 value pan speed 3"]) }
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: ["@0 gesture pan possible -> recognized"]) }
}

/// The lines of first-responder, motion, remote-control and action events (FR-*), with the
/// channel and subject of each.
let firstResponderLines: [(line: String, channel: Channel, subject: String?)] = [
    ("@0 becomeFirstResponder V -> true", .firstResponder, "V"),
    ("resignFirstResponder V -> false", .firstResponder, "V"),
    ("motion began", .input, nil),
    ("removeFromSuperview V", .input, nil),
    ("hide V", .input, nil),
    ("motionBegan vc shake", .motion, "vc"),
    ("dropped motionCancelled shake", .dropped, nil),
    ("remoteControl togglePlayPause", .input, nil),
    ("remoteControlReceived appDelegate togglePlayPause", .remote, "appDelegate"),
    ("dropped remoteControlReceived play", .dropped, nil),
    ("action save B touchUpInside -> vc", .action, "B"),
    ("action save B touchUpInside -> nil", .action, "B"),
    ("sendAction farAction from D -> appDelegate", .action, "D"),
    ("targetForAction save from D -> nil", .action, "D"),
]

@Test func firstResponderLinesReadBackWithTheirChannelsAndSubjects() throws {
    let trace = try Trace(parsingLines: firstResponderLines.map(\.line))
    #expect(trace.lines == firstResponderLines.map(\.line))
    #expect(trace.entries.map(\.event.channel) == firstResponderLines.map(\.channel))
    #expect(trace.entries.map(\.event.subject) == firstResponderLines.map(\.subject))
}

@Test(
    "rejects malformed first-responder lines",
    arguments: [
        "@0 motionBegan vc wobble", "@0 motion shaken", "@0 remoteControl rewind", "@0 becomeFirstResponder V -> yes",
        "@0 dropped motionEnded [1]", "@0 sendAction save to D -> vc", "@0 action save B tapped -> vc",
    ])
func rejectsMalformedFirstResponderLines(_ line: String) {
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: [line]) }
}

@Test func locationLinesReadBackAndBelongToTheirResponder() throws {
    let lines = ["@0 location V 1 (50,100) previous (50,100)", "location appDelegate 12 (100.5,200.25) previous (100,200)"]
    let trace = try Trace(parsingLines: lines)
    #expect(trace.lines == lines)
    #expect(trace.entries.map(\.event.channel) == [.location, .location])
    #expect(trace.entries.map(\.event.subject) == ["V", "appDelegate"])
    #expect(throws: TraceSyntaxError.self) { try Trace(parsingLines: ["@0 location V 1 (50,100) before (50,100)"]) }
}

/// Paths share their parents (DECISIONS 42); equality and hashing still go by the steps.
@Test func pathsAreEqualByTheirStepsHoweverBuilt() {
    let appended = JSONPath.root.appending("scene").appending("windows").appending(2)
    let listed = JSONPath(components: [.key("scene"), .key("windows"), .index(2)])
    #expect(appended == listed)
    #expect(appended.hashValue == listed.hashValue)
    #expect(appended.components == listed.components)
    #expect(appended != JSONPath.root.appending("scene").appending("windows").appending(3))
    #expect(appended != JSONPath.root.appending("scene").appending("windows"))
    #expect(JSONPath.root == JSONPath(components: []))
    #expect(Set([appended, listed, JSONPath.root]).count == 2)
}
