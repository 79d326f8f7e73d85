import DispatchModel
import Testing

@testable import DispatchHarness

/// An exact expectation written as JSON, checked against `lines`.
private func exactCheck(_ json: String, against lines: [String]) -> ExpectationCheck {
    let context = DecodingContext(file: "test")
    let value = try! JSONParser.parse(Array(json.utf8))
    let expectation = Expectation.decode(value, .root, context)!
    #expect(context.diagnostics.isEmpty, "\(context.diagnostics)")
    return ExpectationCheck(index: 0, expectation: expectation, trace: try! Trace(parsingLines: lines))
}

/// The engine recognizes at 50, before the lift at 100; the fixture says the action comes at the lift.
private let earlyAction = exactCheck(
    #"{"rules": ["GR-01"], "channels": ["input", "gesture", "action"], "exact": ["@0 touch 1 began (10,10)", "@100 touch 1 ended (10,10)", "gesture tap possible -> ended", "action tap tap ended"]}"#,
    against: [
        "@0 touch 1 began (10,10)", "@50 gesture tap possible -> ended", "action tap tap ended", "@100 touch 1 ended (10,10)",
    ])

@Test func theDiffNeverPairsLinesWhoseTimesDiffer() {
    let diff = TextReport { $0 }.describe(earlyAction, of: 1).filter { $0.hasPrefix("    ") && !$0.contains(":") }
    #expect(diff.contains("    + @50    gesture tap possible -> ended"), "\(diff)")
    #expect(diff.contains("    + @50    action tap tap ended"), "\(diff)")
    #expect(diff.contains("    - @100   gesture tap possible -> ended"), "\(diff)")
    #expect(diff.contains("    - @100   action tap tap ended"), "\(diff)")
    #expect(diff.contains("      @100   touch 1 ended (10,10)"), "\(diff)")
}

@Test func relativeTimesResolveToBoundsForTheDiff() {
    let lines = try! [
        "@10 touchesBegan V [1]", "touchesMoved V [1]", "@+ touchesMoved V [1]", "@= touchesMoved V [1]", "@+5..20 touchesMoved V [1]",
        "@30..40 touchesEnded V [1]",
    ].map { text in
        try ExpectedLine(parsing: text)
    }
    let windows = ExactDiff.resolvedTimes(of: lines)
    #expect(windows[0] == 10...10 && windows[1] == 10...10)
    #expect(windows[2] == 11...Int.max && windows[3] == 11...Int.max)
    #expect(windows[4] == 16...Int.max && windows[5] == 30...40)
}

@Test func jsonSpellsBothSidesAlikeAndCarriesTheWholeDiff() {
    guard case .object(let members) = JSONResults.divergence(earlyAction) else {
        Issue.record("no divergence")
        return
    }
    let value = JSONValue.object(members)
    #expect(value["expected"] == .string("@100 touch 1 ended (10,10)"))
    #expect(value["actual"] == .string("@50 gesture tap possible -> ended"))
    guard case .array(let diff)? = value["diff"] else {
        Issue.record("no diff")
        return
    }
    #expect(diff.first == .string("  @0 touch 1 began (10,10)"))
    #expect(diff.contains(.string("+ @50 action tap tap ended")))
    #expect(diff.contains(.string("- action tap tap ended")))
}

@Test func jsonGivesAFailedContainsTheTraceAroundIt() {
    let failing = check(#"{"channels": ["touches", "gesture"], "contains": ["touchesBegan V [1]", "@+ gesture tap possible -> failed"]}"#)
    guard case .object(let members) = JSONResults.divergence(failing) else {
        Issue.record("no divergence")
        return
    }
    guard case .array(let context)? = JSONValue.object(members)["context"] else {
        Issue.record("no context")
        return
    }
    #expect(context.contains(.string("@0 touchesBegan V [1] ◀ line 1")), "\(context)")
    #expect(context.contains(.string("@80 gesture tap possible -> ended")))
}
