import DispatchHarness
import Foundation
import Testing

/// Rules with no code of their own in the engine or the model, each with the reason.
let rulesWithoutEngineCode: [String: String] = [
    "GA-15": "tap and long press on one view: follows from GR-TAP-*, GR-LP-* and GA-01, with no code of its own",
    "GR-06": "began advancing to changed by itself: only custom recognizer subclasses show it, and scenes have none",
    "GR-PAN-04": "velocity: not modelled yet (its fixtures are deferred, RuleCoverage)",
    "RC-10": "recognizers are not responders: a rule about what UIKit does not do; they never enter the chain",
    "SV-12": "content views are the hit-test views: follows from HT-*, with no scroll-view code of its own",
]

/// The rule ids written in the Swift files under `directory`, each with a file that cites it.
private func citedRuleIDs(under directory: URL) throws -> [String: String] {
    let pattern = try NSRegularExpression(pattern: #"\b[A-Z]{2}-(?:[A-Z]{2,3}-)?[0-9]{2}\b"#)
    var cited: [String: String] = [:]
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
    for case let file as URL in files where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            cited[String(text[Range(match.range, in: text)!]), default: file.lastPathComponent] = file.lastPathComponent
        }
    }
    return cited
}

/// Every rule of `Specs/rules/` is findable in the code that implements it (the reference engine
/// or the model it reads), or listed above with a reason; and every rule id the code cites exists.
@Test func everyRuleIsFindableInCode() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    var cited = try citedRuleIDs(under: sources.appendingPathComponent("ReferenceEngine"))
    cited.merge(try citedRuleIDs(under: sources.appendingPathComponent("DispatchModel"))) { first, _ in first }
    let ids = rules.ids
    let forgotten = ids.filter { cited[$0] == nil && rulesWithoutEngineCode[$0] == nil }.sorted()
    #expect(forgotten.isEmpty, "rules cited nowhere in the engine or the model and not listed: \(forgotten)")
    let unknown = cited.keys.filter { !ids.contains($0) }.sorted().map { "\($0) (\(cited[$0]!))" }
    #expect(unknown.isEmpty, "rule ids cited in code that Specs/rules/ does not define: \(unknown)")
    let listedButCited = rulesWithoutEngineCode.keys.filter { cited[$0] != nil }.sorted()
    #expect(listedButCited.isEmpty, "rules listed as having no code that the code cites: \(listedButCited)")
    let listedUnknown = rulesWithoutEngineCode.keys.filter { !ids.contains($0) }.sorted()
    #expect(listedUnknown.isEmpty, "listed rules Specs/rules/ does not define: \(listedUnknown)")
}
