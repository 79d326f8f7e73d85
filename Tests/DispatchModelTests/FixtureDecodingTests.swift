import DispatchModel
import Testing

@Test func minimalFixtureDecodes() {
    #expect(problems(minimalFixtureText) == [])
}

/// One defect per case, with the exact diagnostic it must produce.
struct Defect: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let expected: String
    var testDescription: String { name }
}

let defects: [Defect] = [
    Defect(
        name: "unknown top-level key", text: variant("\"title\"", "\"titel\": \"x\", \"title\""),
        expected:
            "$.titel: unknown key \"titel\"; expected one of \"formatVersion\", \"id\", \"title\", \"rules\", \"features\", \"provenance\", \"conformance\", \"ios\", \"notes\", \"scene\", \"script\", \"expectations\""
    ),
    Defect(
        name: "unknown view key", text: variant("\"id\": \"A\",", "\"id\": \"A\", \"colour\": 1,"),
        expected:
            "$.scene.windows[0].subviews[0].colour: unknown key \"colour\"; expected one of \"id\", \"frame\", \"boundsOrigin\", \"transform\", \"hidden\", \"alpha\", \"userInteractionEnabled\", \"clipsToBounds\", \"animating\", \"hitTest\", \"pointInside\", \"touches\", \"nextResponder\", \"gestureRecognizers\", \"gestureRecognizerShouldBegin\", \"subviews\", \"responder\", \"kind\", \"viewController\", \"exclusiveTouch\", \"multipleTouchEnabled\", \"enabled\", \"targets\", \"beginTracking\", \"continueTracking\", \"selected\", \"value\", \"minimumValue\", \"maximumValue\", \"continuous\", \"delaysContentTouches\", \"canCancelContentTouches\", \"touchesShouldBegin\", \"touchesShouldCancel\", \"contentSize\", \"zoomable\""
    ),
    Defect(
        name: "wrong type", text: variant("\"frame\": [0, 0, 50, 50]", "\"frame\": \"0 0 50 50\""),
        expected: "$.scene.windows[0].subviews[0].frame: expected [x, y, width, height] (an array of 4 numbers), found a string"),
    Defect(
        name: "negative size", text: variant("[0, 0, 50, 50]", "[0, 0, -50, 50]"),
        expected: "$.scene.windows[0].subviews[0].frame: expected a non-negative width and height, found -50 × 50"),
    Defect(
        name: "missing required key", text: variant("\"conformance\": \"required\",", ""),
        expected: "$: missing required key \"conformance\""),
    Defect(
        name: "number out of range", text: variant("[10, 10] },", "[1e400, 10] },"),
        expected: "$: not valid JSON: line 11, column 56: number 1e400 is out of the range of a double"),
    Defect(
        name: "alpha out of range", text: variant("\"id\": \"A\",", "\"id\": \"A\", \"alpha\": 1.5,"),
        expected: "$.scene.windows[0].subviews[0].alpha: expected an alpha between 0 and 1, found 1.5"),
    Defect(
        name: "duplicate scene id", text: variant("\"id\": \"A\"", "\"id\": \"window\""),
        expected: "$.scene.windows[0].subviews[0].id: duplicate id \"window\"; first used at $.scene.windows[0].id"),
    Defect(
        name: "reserved id", text: variant("\"id\": \"A\"", "\"id\": \"application\""),
        expected: "$.scene.windows[0].subviews[0].id: \"application\" is reserved for the application"),
    Defect(
        name: "dangling nextResponder", text: variant("\"id\": \"A\",", "\"id\": \"A\", \"nextResponder\": \"Z\","),
        expected: "$.scene: nextResponder of \"A\" names \"Z\", which is not a responder of this scene"),
    Defect(
        name: "responder loop", text: variant("\"id\": \"A\",", "\"id\": \"A\", \"nextResponder\": \"A\","),
        expected: "$.scene: the responder chain loops: A -> A"),
    Defect(
        name: "testFirst not a descendant", text: variant("\"id\": \"A\",", "\"id\": \"A\", \"hitTest\": {\"testFirst\": \"window\"},"),
        expected: "$.scene.windows[0].subviews[0].hitTest.testFirst: \"window\" is not a descendant of \"A\""),
    Defect(
        name: "time goes backwards",
        text: variant("\"at\": 50", "\"at\": -1").replacingOccurrences(of: "\"at\": -1", with: "\"at\": 0").replacingOccurrences(
            of: "{ \"at\": 0, \"touch\": 1, \"phase\": \"began\"", with: "{ \"at\": 70, \"touch\": 1, \"phase\": \"began\""),
        expected: "$.script[1].at: time goes backwards: 0 ms after 70 ms"),
    Defect(
        name: "moved before began", text: variant("\"phase\": \"began\"", "\"phase\": \"moved\""),
        expected: "$.script[0]: touch 1 moved before it began"),
    Defect(
        name: "moved without moving",
        text: variant(
            "{ \"at\": 50, \"touch\": 1, \"phase\": \"ended\"",
            "{ \"at\": 40, \"touch\": 1, \"phase\": \"moved\", \"point\": [10, 10] },\n    { \"at\": 50, \"touch\": 1, \"phase\": \"ended\""
        ),
        expected: "$.script[1].point: touch 1 does not move from (10,10); UIKit sends touchesMoved only for touches that moved (TD-04)"),
    Defect(
        name: "never ends", text: variant(",\n    { \"at\": 50, \"touch\": 1, \"phase\": \"ended\", \"point\": [10, 10] }", ""),
        expected: "$.script: touch 1 never ends; add an \"ended\" or \"cancelled\" step"),
    Defect(
        name: "fractional time", text: variant("\"at\": 50", "\"at\": 50.5"),
        expected: "$.script[1].at: expected an integer from 0 to 86400000, found 50.5"),
    Defect(
        name: "unknown feature", text: variant("[\"hit-testing\"]", "[\"hit-testing\", \"force-touch\"]"),
        expected:
            "$.features[1]: unknown feature \"force-touch\"; expected one of \"hit-testing\", \"transforms\", \"hit-test-overrides\", \"windows\", \"responder-chain\", \"gesture-recognizers\", \"gesture-delegates\", \"failure-requirements\", \"touch-delays\", \"gesture-arbitration\", \"single-tap\", \"multi-tap\", \"multi-finger-tap\", \"long-press\", \"pan\", \"swipe\", \"pinch\", \"rotation\", \"screen-edge-pan\", \"controls\", \"scroll-views\", \"tap-counts\", \"event-interception\", \"exclusive-touch\", \"multi-touch\", \"first-responder\", \"touch-locations\", \"view-changes\", \"touch-types\", \"control-state\", \"scroll-flags\", \"scrollable-axes\", \"value-controls\", \"window-scenes\", \"event-delegates\" (Specs/FEATURES.md)"
    ),
    Defect(
        name: "malformed rule id", text: variant("[\"HT-01\"]", "[\"ht-1\"]"),
        expected: "$.rules[0]: expected a rule id such as \"HT-04\" or \"GR-TAP-03\", found \"ht-1\""),
    Defect(
        name: "unsupported format version", text: variant("\"formatVersion\": 4", "\"formatVersion\": 5"),
        expected: "$.formatVersion: unsupported formatVersion 5; this suite reads version 4"),
    Defect(
        name: "format 1", text: variant("\"formatVersion\": 4", "\"formatVersion\": 1"),
        expected:
            "$.formatVersion: unsupported formatVersion 1; this suite reads version 4 (`dispatch-conformance migrate FILE` rewrites a format-1 fixture as format 4)"
    ),
    Defect(
        name: "trace line outside the channels", text: variant("[\"@0 touch 1 hit A\"]", "[\"@0 hitTest A\"]"),
        expected: "$.expectations[0].exact[0]: this is a \"hitTest\" line, but the expectation compares only \"hit\""),
    Defect(
        name: "trace line naming an unknown object", text: variant("[\"@0 touch 1 hit A\"]", "[\"@0 touch 1 hit Q\"]"),
        expected: "$.expectations[0].exact[0]: \"Q\" is not an object of the scene"),
    Defect(
        name: "trace line without time", text: variant("[\"@0 touch 1 hit A\"]", "[\"touch 1 hit A\"]"),
        expected:
            "$.expectations[0].exact[0]: the first line of \"exact\" needs a time (@T or @A..B): later lines without one happen at its time"
    ),
    Defect(
        name: "ungrammatical trace line", text: variant("[\"@0 touch 1 hit A\"]", "[\"@0 touch 1 hits A\"]"),
        expected: "$.expectations[0].exact[0]: \"@0 touch 1 hits A\": expected began, moved, ended, cancelled or hit after the touch id"),
    Defect(
        name: "id differs from a malformed id", text: variant("\"id\": \"sample\"", "\"id\": \"Sample_1\""),
        expected: "$.id: expected lower-case words of letters and digits joined by '-', found \"Sample_1\""),
    Defect(
        name: "truncated JSON", text: String(minimalFixtureText.prefix(40)),
        expected: "$: not valid JSON: line 3, column 17: expected ',' or '}' after an object member"),
    Defect(name: "empty file", text: "", expected: "$: not valid JSON: line 1, column 1: the document is empty"),
    Defect(
        name: "duplicate key", text: variant("\"title\": \"A sample\",", "\"title\": \"A sample\", \"title\": \"B\","),
        expected: "$: not valid JSON: line 4, column 24: duplicate key \"title\""),
]

@Test("a defect gives its exact diagnostic", arguments: defects)
func defectGivesItsDiagnostic(_ defect: Defect) {
    #expect(problems(defect.text).contains(defect.expected), "\(problems(defect.text))")
}

@Test func everyProblemOfAFileIsReportedNotOnlyTheFirst() {
    let text = variant("\"id\": \"A\",", "\"id\": \"A\", \"alpha\": 2, \"colour\": 1, \"hidden\": \"yes\",")
    #expect(problems(text).count == 3)
}

@Test func fileNameMustEqualId() {
    let result = FixtureDecoder.decode(Array(minimalFixtureText.utf8), file: "f.json", expectedID: "other")
    guard case .failure(let error) = result else {
        Issue.record("expected a failure")
        return
    }
    #expect(error.diagnostics.map(\.message) == ["the id \"sample\" must equal the file name \"other\""])
}

@Test func defaultsFollowTheKind() throws {
    let text = variant(
        "{ \"id\": \"A\", \"frame\": [0, 0, 50, 50] }", "{ \"id\": \"A\", \"kind\": \"imageView\", \"frame\": [0, 0, 50, 50] }")
    let fixture = try FixtureDecoder.decode(Array(text.utf8), file: "f.json").get()
    let view = fixture.scenario.scene.windows[0].view.subviews[0]
    #expect(view.kind == .imageView)
    #expect(view.userInteractionEnabled == false)
    #expect(view.alpha == 1 && !view.hidden && !view.clipsToBounds)
}
