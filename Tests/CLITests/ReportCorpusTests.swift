import Foundation
import Testing

/// A suite laid out as an engine's CI checks it out: `DIR/Fixtures` (here one fixture) and
/// `DIR/Specs` beside it, outside the repository.
private func checkedOutSuite() throws -> String {
    let suite = temporaryDirectory("report-suite")
    let fixtures = (suite as NSString).appendingPathComponent("Fixtures/hit-testing")
    try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    let id = "seed002-tap-on-a-hit-test-order"
    try FileManager.default.copyItem(
        atPath: repository.appendingPathComponent("Fixtures/hit-testing/\(id).json").path,
        toPath: (fixtures as NSString).appendingPathComponent("\(id).json"))
    try FileManager.default.createSymbolicLink(
        atPath: (suite as NSString).appendingPathComponent("Specs"), withDestinationPath: repository.appendingPathComponent("Specs").path)
    return suite
}

/// `report` without `--fixtures` shows the corpus the results were run on, not `./Fixtures`.
@Test func reportReadsTheCorpusTheResultsName() throws {
    let suite = try checkedOutSuite()
    let out = temporaryDirectory("report-out")
    defer {
        try? FileManager.default.removeItem(atPath: suite)
        try? FileManager.default.removeItem(atPath: out)
    }
    let results = (suite as NSString).appendingPathComponent("results.json")
    let run = try runCLI(["run", "--fixtures", suite + "/Fixtures", "--specs", suite + "/Specs", "--json", results])
    #expect(run.status == 0, "\(run.output)")
    let report = try runCLI(["report", "--out", out, results])
    #expect(report.status == 0, "\(report.output)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: (out as NSString).appendingPathComponent("fixtures"))
    #expect(pages.filter { $0.hasSuffix(".html") } == ["seed002-tap-on-a-hit-test-order.html"])
}

/// Results whose corpus is not here need `--fixtures`, and the message says so.
@Test func reportOfResultsWhoseCorpusIsGoneSaysWhatToDo() throws {
    let suite = try checkedOutSuite()
    let out = temporaryDirectory("report-out")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let results = temporaryDirectory("report-results") + ".json"
    defer { try? FileManager.default.removeItem(atPath: results) }
    let run = try runCLI(["run", "--fixtures", suite + "/Fixtures", "--specs", suite + "/Specs", "--json", results])
    #expect(run.status == 0, "\(run.output)")
    try FileManager.default.removeItem(atPath: suite)
    let report = try runCLI(["report", "--out", out, results])
    #expect(report.status == 1)
    #expect(report.output.contains("which is not a folder here; run this where `run` ran, or pass --fixtures DIR"), "\(report.output)")
}
