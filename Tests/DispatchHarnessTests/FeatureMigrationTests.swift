import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// `dispatch-conformance migrate` on the `features` list: retired names become the parts the
/// fixture needs, missing features are added, and every other byte stays.
let doubleTapFixture = """
    {
      "formatVersion": 4,
      "id": "sample",
      "title": "A double tap",
      "rules": ["GR-TAP-03"],
      "features": ["hit-testing", "gestures", "tap"],
      "provenance": [{ "kind": "catalogue", "ref": "GR-TAP-03" }],
      "conformance": "required",
      "scene": { "windows": [ { "id": "window", "frame": [0, 0, 100, 100], "subviews": [
        { "id": "A", "frame": [0, 0, 50, 50], "gestureRecognizers": [{ "id": "t", "kind": "tap", "numberOfTapsRequired": 2 }] } ] } ] },
      "script": [
        { "at": 0, "touch": 1, "phase": "began", "point": [10, 10] },
        { "at": 50, "touch": 1, "phase": "ended", "point": [10, 10] }
      ],
      "expectations": [ { "rules": ["GR-TAP-03"], "channels": ["gesture"], "contains": ["gesture t possible -> failed"] } ]
    }
    """

@Test func migrationReplacesRetiredFeaturesAndKeepsEveryOtherByte() throws {
    guard case .rewritten(let text, let from, let to) = FeatureMigration.migrate(Array(doubleTapFixture.utf8)) else {
        Issue.record("not rewritten")
        return
    }
    #expect(from == ["hit-testing", "gestures", "tap"])
    #expect(to == ["hit-testing", "gesture-recognizers", "multi-tap"])
    let expected = doubleTapFixture.replacingOccurrences(
        of: #""features": ["hit-testing", "gestures", "tap"]"#, with: #""features": ["hit-testing", "gesture-recognizers", "multi-tap"]"#)
    #expect(String(decoding: text, as: UTF8.self) == expected)
    #expect(FeatureMigration.migrate(text) == .unchanged)
    if case .failure(let error) = FixtureDecoder.decode(text, file: "sample.json") { Issue.record("\(error)") }
}

@Test func migrationKeepsAListWrittenOneNamePerLine() {
    let original = doubleTapFixture.replacingOccurrences(
        of: #""features": ["hit-testing", "gestures", "tap"]"#, with: "\"features\": [\n    \"hit-testing\",\n    \"tap\"\n  ]")
    guard case .rewritten(let text, _, _) = FeatureMigration.migrate(Array(original.utf8)) else {
        Issue.record("not rewritten")
        return
    }
    #expect(
        String(decoding: text, as: UTF8.self).contains(
            "\"features\": [\n    \"hit-testing\",\n    \"multi-tap\",\n    \"gesture-recognizers\"\n  ]"))
}

@Test func migrationRefusesAnUnknownFeature() {
    let original = doubleTapFixture.replacingOccurrences(of: "\"tap\"]", with: "\"force-touch\"]")
    #expect(FeatureMigration.migrate(Array(original.utf8)) == .failed("the features list has an unknown name; run lint"))
}
