import DispatchHarness
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a newcomer trips over on the command line: a repeated option, the version, a mistyped
/// id, `--area`, stopping early, and what JUnit says about a failure.

@Test func anOptionGivenTwiceIsAnError() throws {
    let (status, output) = try runCLI(["run", "--filter", "ht-*", "--filter=rc-*"])
    #expect(status == 2)
    #expect(output.hasPrefix("error: --filter is given twice; give it once"))
}

@Test func versionNamesTheSuiteTheContractAndTheProtocols() throws {
    let (status, output) = try runCLI(["--version"])
    #expect(status == 0)
    #expect(output == "dispatch-conformance \(SuiteVersion.current) (contract 4, fixture format 4, JSON-lines protocols 1, 2 and 3)\n")
}

@Test func anUnknownFixtureIdSuggestsTheNearestOnes() throws {
    let (status, output) = try runCLI(["explain", "ht-02-hit-testing-only-at-begin"] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    #expect(
        output.contains(
            "no fixture \"ht-02-hit-testing-only-at-begin\" in Fixtures/hit-testing; did you mean \"ht-02-hit-testing-only-at-began\""))
    #expect(NearestIDs.suggestions(for: "tap", among: ["a-tap-b", "tap-c", "scroll-view"]) == ["tap-c", "a-tap-b"])
    #expect(NearestIDs.suggestions(for: "zzzzzzzz", among: ["a-tap-b", "tap-c"]).isEmpty)
}

@Test func runCoverageAndListTakeTheSameAreasAndRejectOthers() throws {
    let (coverageStatus, coverage) = try runCLI(["coverage", "--area", "hit-testing"])
    #expect(coverageStatus == 0)
    #expect(coverage.contains("\nHT-04  ") && !coverage.contains("\nGR-01  "), "the rules the area's fixtures cite")
    let (_, listed) = try runCLI(["list", "--area", "windows"])
    #expect(listed.split(separator: "\n").count == corpus.files.filter { $0.area == "windows" }.count)
    for command in ["run", "coverage", "list"] {
        let (status, output) = try runCLI([command, "--area", "HT"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: unknown area \"HT\" in Fixtures; to select rules HT-*, use --rule 'HT-*'"), "\(output)")
        #expect(output.contains("(the areas: conflicts, controls,"), "\(output)")
        #expect(output.split(separator: "\n").count == 2, "one line and a hint, not the whole help")
    }
    let (ruleStatus, rules) = try runCLI(["coverage", "--rule", "HT-*"])
    #expect(ruleStatus == 0 && rules.contains("\nuncovered: "))
}

@Test func maxFailuresStopsTheRunAndFailsIt() throws {
    let (status, output) = try runCLI(
        ["run", "--engine-command", wrongEngineCommand, "--max-failures", "1"] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    #expect(output.contains("problem: the run stopped early after 1 fixtures did not pass (--max-failures 1): "))
    #expect(output.hasSuffix("0 passed, 1 failed, 0 skipped\n") || output.contains(", 1 failed, "), "\(output)")
}

@Test func consecutiveTimeoutsStopTheRun() throws {
    let mute = #"echo '{"protocol":2,"engine":"mute","version":"0","features":["hit-testing"]}'; sleep 60"#
    let (status, output) = try runCLI(
        ["run", "--engine-command", mute, "--timeout", "1", "--max-timeouts", "2"] + corpusOf(area: "hit-testing"))
    #expect(status == 1)
    #expect(output.contains("problem: the run stopped early after 2 consecutive timeouts (--max-timeouts 2): "))
    #expect(output.contains(" 2 timeouts"), "\(output)")
}

@Test func pipedOutputHasNoProgressLine() throws {
    let (_, output) = try runCLI(["run"] + corpusOf(area: "windows"))
    #expect(!output.contains("\r") && !output.contains("\u{1B}["), "progress is for terminals only")
}

#if os(Linux)
    /// util-linux `script` runs the command on a pseudo-terminal, as a user's shell would.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalShowsTheProgressAndTheLineIsErasedAtTheEnd() throws {
        let command = "\(try cliExecutable().path) run --area windows"
        let (status, output) = try runShell("/usr/bin/script -qec \(shellWord(command)) /dev/null")
        #expect(status == 0)
        let count = corpus.files.filter { $0.area == "windows" }.count
        #expect(count > 0)
        #expect(output.contains("\r\u{1B}[K[1/\(count)] 0 not passed  "), "\(output.prefix(200))")
        #expect(output.contains("\r\u{1B}[K[\(count)/\(count)] 0 not passed  "))
        #expect(output.contains("\(count) passed, 0 failed, 0 skipped"))
    }

    /// `text` in single quotes for `/bin/sh`.
    func shellWord(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
#endif

@Test func aJUnitFailureSaysWhatFailedAndItsType() throws {
    let folder = try temporaryFolder("junit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("junit.xml").path
    _ = try runCLI(
        ["run", "--engine-command", wrongEngineCommand, "--filter", fixtureTheWrongEngineFails, "--junit", path]
            + corpusOf(area: "hit-testing"))
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(failure.attribute(forName: "type")?.stringValue == "FAIL")
    let message = try #require(failure.attribute(forName: "message")?.stringValue)
    #expect(message.hasPrefix("breaks "), "the rules broken come first: \(message)")
    #expect(message.contains("; expectation 2: absent: present at trace line 1: @0 hitTest B"), "\(message)")
}
