import DispatchHarness
import Foundation
import Testing

/// The rough edges between a newcomer and a verdict (issue 27, item 8), each through the binary.

@Test(arguments: [
    (["rn"], "error: unknown command \"rn\"; did you mean \"run\""),
    (["run", "--filtr", "x"], "error: unknown option --filtr; did you mean --filter"),
    (["list", "-v"], "error: unknown option -v"),
    (["list", "extra"], "error: unexpected argument \"extra\""),
    (["run", "--repeat", "1"], "error: --repeat needs a whole number of at least 2"),
])
func aMisuseGetsOneLineAndAHint(arguments: [String], message: String) throws {
    let (status, output) = try runCLI(arguments)
    #expect(status == 2)
    let lines = output.split(separator: "\n")
    #expect(lines.count == 2, "\(output)")
    #expect(output.hasPrefix(message), "\(output)")
    #expect(lines.last?.contains("--help") == true)
}

@Test func aSelectionThatMatchesNothingSuggestsNearIdsAndRules() throws {
    let (status, output) = try runCLI(["run", "--filter", "ht-04-alpha-belwo*"] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    #expect(
        output.contains("--filter ht-04-alpha-belwo* matches no fixture id in Fixtures/hit-testing; did you mean \"ht-04-"), "\(output)")
    let (ruleStatus, rule) = try runCLI(["run", "--rule", "HT-99"] + corpusOf(area: "hit-testing"))
    #expect(ruleStatus == 1)
    #expect(rule.contains("--rule HT-99: it matches no rule; did you mean \"HT-09\""), "\(rule)")
    let (_, listed) = try runCLI(["list", "--rule", "GR-99"])
    #expect(listed.contains("--rule GR-99: it matches no rule"), "\(listed)")
}

@Test func listAlignsItsColumnsAndFiltersByRule() throws {
    let (status, output) = try runCLI(["list", "--rule", "HT-04"])
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    let citing = corpus.fixtures.filter { $0.rules.contains("HT-04") }
    #expect(lines.count == citing.count)
    let featureColumns = Set(lines.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "[")!) })
    #expect(featureColumns.count == 1, "the features start in one column")
}

@Test func oneNotionOfAreaFromRunToCoverage() throws {
    let tap = corpus.files.filter { $0.areaPath == "gestures/tap" }.count
    let folder = try temporaryFolder("area-results")
    defer { try? FileManager.default.removeItem(at: folder) }
    let results = folder.appendingPathComponent("tap.json").path
    let (runStatus, run) = try runCLI(["run", "--area", "gestures/tap", "--json", results])
    #expect(runStatus == 0 && run.hasSuffix("\(tap) passed, 0 failed, 0 skipped\n"), "\(run.suffix(200))")
    let (_, compared) = try runCLI(["compare", results])
    #expect(compared.contains("| gestures/tap | \(tap) pass |"), "compare names the area as run does: \(compared)")
    let (coverageStatus, coverage) = try runCLI(["coverage", "--area", "gestures/tap"])
    #expect(coverageStatus == 0)
    #expect(coverage.contains("cited by the \(tap) fixtures in gestures/tap"), "\(coverage.suffix(200))")
    let gestures = corpus.files.filter { $0.isIn(area: "gestures") }.count
    let (_, listed) = try runCLI(["list", "--area", "gestures"])
    #expect(listed.split(separator: "\n").count == gestures && gestures > tap)
    let (status, wrong) = try runCLI(["list", "--area", "gestures/tapp"])
    #expect(status == 2 && wrong.contains("did you mean \"gestures/tap\""), "\(wrong)")
}

@Test func lintTakesAFileFailsOnAnEmptyFolderAndNeverSkipsAnUpperCaseJSON() throws {
    let (fileStatus, file) = try runCLI(["lint", "Fixtures/hit-testing/ht-04-alpha-0-01-is-not-hittable.json"])
    #expect(fileStatus == 0)
    #expect(file.hasSuffix("1 file, 1 valid, 0 problems\n"), "\(file)")
    let empty = try temporaryFolder("empty-corpus")
    defer { try? FileManager.default.removeItem(at: empty) }
    let (emptyStatus, emptyOutput) = try runCLI(["lint", empty.path])
    #expect(emptyStatus == 1)
    #expect(emptyOutput.contains("no fixture files (*.json) in \(empty.path)"))
    let upper = try temporaryFolder("upper-case-json")
    defer { try? FileManager.default.removeItem(at: upper) }
    try FileManager.default.copyItem(
        atPath: "\(repository.path)/Fixtures/windows/\(corpus.files.first { $0.area == "windows" }!.fileID).json",
        toPath: upper.appendingPathComponent("Shouting.JSON").path)
    let (upperStatus, upperOutput) = try runCLI(["lint", upper.path, "--no-engine-choices"])
    #expect(upperStatus == 1)
    #expect(upperOutput.contains("Shouting.JSON: $: fixture files end in \".json\", in lower case: rename it to Shouting.json"))
}

@Test func renderIntoAMissingFolderSaysWhatToDo() throws {
    let folder = try temporaryFolder("render-out")
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("no/such").path
    let (status, output) = try runCLI(["render", "seed000-subviews-first-hits-overflowing-b", "--out", "\(missing)/x.svg"])
    #expect(status == 1)
    #expect(output.contains("there is no folder \(missing); make it first (mkdir -p \(missing))"), "\(output)")
    let file = folder.appendingPathComponent("a-file")
    try Data().write(to: file)
    let (siteStatus, site) = try runCLI(["site", "--out", file.path])
    #expect(siteStatus == 1)
    #expect(site.contains("site --out \(file.path): it is a file; give a folder (it is made if missing)"), "\(site)")
}

@Test func pluralsReadRight() {
    #expect(counted(1, "file") == "1 file" && counted(0, "problem") == "0 problems" && counted(2, "crash") == "2 crashes")
}

@Test(arguments: ["run", "serve", "lint", "list", "explain", "compare", "coverage", "migrate", "render", "site", "report", "fuzz"])
func everyHelpIsPlainText(command: String) throws {
    let (status, output) = try runCLI([command, "--help"])
    #expect(status == 0)
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control characters in `\(command) --help`")
}
