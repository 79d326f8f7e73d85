import DispatchModel
import Foundation

/// A minimal valid fixture document, to be varied by one defect per test.
let minimalFixture: [JSONMember] = try! {
    guard case .object(let members) = try JSONParser.parse(minimalFixtureText) else { fatalError() }
    return members
}()

let minimalFixtureText = """
    {
      "formatVersion": 4,
      "id": "sample",
      "title": "A sample",
      "rules": ["HT-01"],
      "features": ["hit-testing"],
      "provenance": [{ "kind": "catalogue", "ref": "HT-01" }],
      "conformance": "required",
      "scene": { "windows": [ { "id": "window", "frame": [0, 0, 100, 100], "subviews": [ { "id": "A", "frame": [0, 0, 50, 50] } ] } ] },
      "script": [
        { "at": 0, "touch": 1, "phase": "began", "point": [10, 10] },
        { "at": 50, "touch": 1, "phase": "ended", "point": [10, 10] }
      ],
      "expectations": [ { "rules": ["HT-01"], "channels": ["hit"], "exact": ["@0 touch 1 hit A"] } ]
    }
    """

/// Decodes `text` as a fixture and returns its diagnostics as `path: message` strings.
func problems(_ text: String) -> [String] {
    switch FixtureDecoder.decode(Array(text.utf8), file: "f.json") {
    case .success: []
    case .failure(let error): error.diagnostics.map { "\($0.path): \($0.message)" }
    }
}

/// The minimal fixture with one textual replacement applied (the replaced text must occur).
func variant(_ original: String, _ replacement: String) -> String {
    precondition(minimalFixtureText.contains(original), "sample does not contain \(original)")
    return minimalFixtureText.replacingOccurrences(of: original, with: replacement)
}
