import DispatchModel
import Testing

/// The finer gesture features (`Specs/FEATURES.md`): what lint infers a fixture needs from its
/// recognizers, what it says for a retired name, and how a declared retired name expands.

/// The features the minimal fixture needs once A carries `recognizers` (JSON text) and the
/// expectation compares `channels`.
func neededFeatures(recognizers: String, channels: String = "\"gesture\"", touches: String = "") -> [String] {
    let text = variant(
        "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50] }",
        "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50]\(touches), \"gestureRecognizers\": [\(recognizers)] }"
    ).replacingOccurrences(
        of: "{ \"rules\": [\"HT-01\"], \"channels\": [\"hit\"], \"exact\": [\"@0 touch 1 hit A\"] }",
        with: "{ \"rules\": [\"HT-01\"], \"channels\": [\(channels)], \"exact\": [] }")
    guard case .object(let members) = try! JSONParser.parse(text) else { return [] }
    let context = DecodingContext(file: "f.json")
    guard let fixture = FixtureDecoder.decode(.object(members), context: context) else {
        Issue.record("does not decode: \(context.diagnostics)")
        return []
    }
    return FeatureUsage.required(by: fixture.scenario, expectations: fixture.expectations).map(\.0.rawValue)
}

@Test func aTapNeedsTheTapFeatureOfItsTapsAndFingers() {
    #expect(neededFeatures(recognizers: #"{ "id": "t", "kind": "tap" }"#) == ["hit-testing", "gesture-recognizers", "single-tap"])
    #expect(neededFeatures(recognizers: #"{ "id": "t", "kind": "tap", "numberOfTapsRequired": 2 }"#).contains("multi-tap"))
    #expect(!neededFeatures(recognizers: #"{ "id": "t", "kind": "tap", "numberOfTapsRequired": 2 }"#).contains("single-tap"))
    let both = neededFeatures(recognizers: #"{ "id": "t", "kind": "tap", "numberOfTapsRequired": 2, "numberOfTouchesRequired": 2 }"#)
    #expect(both.contains("multi-tap") && both.contains("multi-finger-tap"))
}

@Test func delegatesFailureRequirementsAndArbitrationAreInferredFromTheScene() {
    let delegate = neededFeatures(recognizers: #"{ "id": "t", "kind": "tap", "delegate": { "shouldBegin": false } }"#)
    #expect(delegate.contains("gesture-delegates") && !delegate.contains("gesture-arbitration"))
    let defaultDelegate = neededFeatures(recognizers: #"{ "id": "t", "kind": "tap", "delegate": {} }"#)
    #expect(!defaultDelegate.contains("gesture-delegates"), "a delegate that answers nothing is no delegate")
    let pair = neededFeatures(
        recognizers: #"{ "id": "one", "kind": "tap", "numberOfTapsRequired": 2 }, { "id": "t", "kind": "tap", "requireToFail": ["one"] }"#)
    #expect(pair.contains("failure-requirements") && pair.contains("gesture-arbitration"))
    #expect(!pair.contains("touch-delays"), "no expectation compares what the view receives")
}

@Test func touchDelaysAreNeededWhereAHeldPhaseCanShow() {
    let held = neededFeatures(
        recognizers: #"{ "id": "t", "kind": "tap", "numberOfTapsRequired": 2 }"#, channels: #""touches""#,
        touches: #", "touches": "handle""#)
    #expect(held.contains("touch-delays"))
    let single = neededFeatures(recognizers: #"{ "id": "t", "kind": "tap" }"#, channels: #""touches""#, touches: #", "touches": "handle""#)
    #expect(!single.contains("touch-delays"), "a single tap decides in the event of its lift")
    #expect(neededFeatures(recognizers: #"{ "id": "t", "kind": "pan", "delaysTouchesBegan": true }"#).contains("touch-delays"))
}

@Test func aRetiredNameIsRejectedWithWhatToWriteInItsPlace() {
    let found = problems(
        variant(#""features": ["hit-testing"]"#, #""features": ["hit-testing", "gestures", "tap"]"#)
            .replacingOccurrences(
                of: "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50] }",
                with: "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50], \"gestureRecognizers\": [{ \"id\": \"t\", \"kind\": \"tap\" }] }"))
    #expect(found.count == 2)
    #expect(
        found.first?.hasPrefix("$.features[1]: \"gestures\" is a retired feature name; write \"gesture-recognizers\" in its place") == true)
    #expect(found.last?.hasPrefix("$.features[2]: \"tap\" is a retired feature name; write \"single-tap\" in its place") == true)
}

@Test func aRetiredNameDeclaredByAnEngineStandsForEveryPart() {
    #expect(Feature.expandingRetired([.tap, .hitTesting]) == [.singleTap, .multiTap, .multiFingerTap, .hitTesting])
    #expect(Feature.expandingRetired([.pinchRotation]) == [.pinch, .rotation])
    #expect(Feature.gestures.expansion.count == 5 && Feature.gestures.expansion.allSatisfy(\.isKnown))
    #expect(Feature.retired.allSatisfy { !$0.name.isKnown }, "a retired name is not in the catalogue")
}

@Test func completingAListReplacesARetiredNameInPlace() throws {
    let text = variant(
        "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50] }",
        "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50], \"gestureRecognizers\": [{ \"id\": \"t\", \"kind\": \"tap\", \"numberOfTapsRequired\": 2 }] }"
    )
    guard case .object(let members) = try JSONParser.parse(text) else { return }
    let fixture = try #require(FixtureDecoder.decode(.object(members), context: DecodingContext(file: "f.json")))
    let completed = FeatureUsage.completed(
        [.hitTesting, .gestures, .tap], scenario: fixture.scenario, expectations: fixture.expectations)
    #expect(completed == [.hitTesting, .gestureRecognizers, .multiTap])
}
