import DispatchHarness
import DispatchModel
import Testing

/// A trace of a tap on V whose recognizer recognizes at the lift, with a control nearby.
let tapTrace = try! Trace(parsingLines: [
    "@0 touch 1 began (10,10)", "recognizer tap touchesBegan [1]", "touchesBegan V [1]",
    "@80 touch 1 ended (10,10)", "recognizer tap touchesEnded [1]", "gesture tap possible -> ended", "action tap tap ended",
    "touchesCancelled V [1]", "@430 gesture other possible -> failed",
])

/// Checks an expectation written as JSON (without its `rules`, which this file does not test)
/// against `trace`.
func check(_ json: String) -> ExpectationCheck {
    let context = DecodingContext(file: "test")
    var value = try! JSONParser.parse(Array(json.utf8))
    if case .object(let members) = value { value = .object([JSONMember("rules", .array([.string("GR-01")]))] + members) }
    let expectation = Expectation.decode(value, .root, context)!
    #expect(context.diagnostics.isEmpty, "\(context.diagnostics)")
    return ExpectationCheck(index: 0, expectation: expectation, trace: tapTrace)
}

@Test func exactNeedsTheWholeFilteredTraceAtItsTimes() {
    #expect(check(#"{"channels": ["touches"], "exact": ["@0 touchesBegan V [1]", "@80 touchesCancelled V [1]"]}"#).passed)
    #expect(!check(#"{"channels": ["touches"], "exact": ["@0 touchesBegan V [1]", "touchesCancelled V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["touches"], "exact": ["@0 touchesBegan V [1]", "@+ touchesCancelled V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["touches"], "exact": ["@0..10 touchesBegan V [1]", "@50..100 touchesCancelled V [1]"]}"#).passed)
    let short = check(#"{"channels": ["touches"], "exact": ["@0 touchesBegan V [1]"]}"#)
    #expect(short.firstDivergence == 1)
    #expect(check(#"{"channels": ["touches"], "objects": ["W"], "exact": []}"#).passed)
}

@Test func containsIsAnOrderedSubsequence() {
    #expect(check(#"{"channels": ["touches", "gesture"], "contains": ["touchesBegan V [1]", "gesture tap possible -> ended"]}"#).passed)
    let reversed = check(#"{"channels": ["touches", "gesture"], "contains": ["gesture tap possible -> ended", "touchesBegan V [1]"]}"#)
    guard case .notFoundInOrder(let line, let after)? = reversed.failures.first?.failure else {
        Issue.record("expected a contains failure")
        return
    }
    #expect(line == 1 && after == 1)
}

@Test func containsFollowsRelativeTimes() {
    #expect(
        check(#"{"channels": ["input", "gesture"], "contains": ["@80 touch 1 ended (10,10)", "@= gesture tap possible -> ended"]}"#).passed)
    #expect(
        check(#"{"channels": ["input", "gesture"], "contains": ["touch 1 ended (10,10)", "@+300..400 gesture * possible -> failed"]}"#)
            .passed)
    #expect(
        !check(#"{"channels": ["input", "gesture"], "contains": ["touch 1 ended (10,10)", "@+0..300 gesture * possible -> failed"]}"#)
            .passed)
    #expect(
        !check(#"{"channels": ["input", "gesture"], "contains": ["touch 1 ended (10,10)", "@= gesture other possible -> failed"]}"#).passed)
}

@Test func containsBacktracksWhenAnEarlyChoiceBlocksALaterLine() {
    // The first "recognizer" line matches at 0; only the one at 80 has a gesture line at the same time after it.
    #expect(
        check(#"{"channels": ["recognizerTouches", "gesture"], "contains": ["recognizer tap * [1]", "@= gesture tap possible -> ended"]}"#)
            .passed)
}

@Test func unorderedFindsAnAssignmentForOverlappingPatterns() {
    #expect(check(#"{"channels": ["touches"], "unordered": ["touchesCancelled V [1]", "* V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["touches"], "unordered": ["* V [1]", "touchesCancelled V [1]"]}"#).passed)
    let three = check(#"{"channels": ["touches"], "unordered": ["* V [1]", "* V [1]", "* V [1]"]}"#)
    guard case .unmatched(let lines)? = three.failures.first?.failure else {
        Issue.record("expected an unordered failure")
        return
    }
    #expect(lines == [2])
}

@Test func countsBoundTheMatches() {
    #expect(check(#"{"channels": ["recognizerTouches"], "count": [{"line": "recognizer tap * [1]", "exactly": 2}]}"#).passed)
    #expect(check(#"{"channels": ["recognizerTouches"], "count": [{"line": "recognizer tap * [1]", "atLeast": 1, "atMost": 2}]}"#).passed)
    #expect(!check(#"{"channels": ["recognizerTouches"], "count": [{"line": "recognizer tap * [1]", "atMost": 1}]}"#).passed)
    #expect(check(#"{"channels": ["recognizerTouches"], "count": [{"line": "@80 recognizer tap * [1]", "exactly": 1}]}"#).passed)
    #expect(check(#"{"channels": ["gesture"], "count": [{"line": "gesture tap * -> failed", "exactly": 0}]}"#).passed)
}

@Test func absentLinesMayCarryATimeOrARange() {
    #expect(!check(#"{"channels": ["touches"], "absent": ["touchesCancelled V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["touches"], "absent": ["@0 touchesCancelled V [1]"]}"#).passed)
    #expect(!check(#"{"channels": ["touches"], "absent": ["@50..100 touchesCancelled V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["touches"], "absent": ["touchesEnded V *"]}"#).passed)
}

@Test func finerFiltersSeparateOneObjectsLines() {
    #expect(check(#"{"channels": ["touches"], "phases": ["cancelled"], "exact": ["@80 touchesCancelled V [1]"]}"#).passed)
    #expect(check(#"{"channels": ["gesture"], "states": ["failed"], "exact": ["@430 gesture other possible -> failed"]}"#).passed)
    #expect(check(#"{"channels": ["input"], "touches": [1], "exact": ["@0 touch 1 began (10,10)", "@80 touch 1 ended (10,10)"]}"#).passed)
}

@Test func aFailedContainsIsExplainedWithTheFilteredTrace() {
    let failing = check(#"{"channels": ["touches", "gesture"], "contains": ["touchesBegan V [1]", "@+ gesture tap possible -> failed"]}"#)
    let lines = TextReport { $0 }.describe(failing, of: 1)
    #expect(lines.contains { $0.contains("contains: line 2 of 2 not found in order") })
    #expect(lines.contains { $0.contains("touchesBegan V [1] ◀ line 1") })
}
