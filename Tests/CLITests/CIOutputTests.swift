import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Test func pipedRunsShowProgressAsPlainLines() throws {
    let (status, output) = try runCLI(["run", "--progress-every", "0"] + corpusOf(area: "windows"))
    #expect(status == 0)
    let count = corpus.files.filter { $0.area == "windows" }.count
    #expect(output.contains("progress: [1/\(count)] 0 not passed  "), "\(output.prefix(300))")
    #expect(output.contains("progress: [\(count)/\(count)] 0 not passed  "))
    #expect(!output.contains("\u{1B}") && !output.contains("\r"), "no escape codes in a pipe")
}

@Test func fuzzShowsItsProgress() throws {
    let (status, output) = try runCLI(["fuzz", "--seed", "1", "--count", "20", "--progress-every", "0"])
    #expect(status == 0)
    #expect(output.contains("progress: [20/20] cases, 0 failing"), "\(output)")
    #expect(!output.contains("\u{1B}"))
}

@Test func progressEveryNeedsSeconds() throws {
    let (status, output) = try runCLI(["run", "--progress-every", "soon"])
    #expect(status == 2)
    #expect(output.contains("--progress-every needs a number of seconds from 0"))
}

@Test func anEnginesEscapeCodesAreShownEscaped() throws {
    let colourful = "printf '\\033[31mred\\033[0m \\233J\\n' >&2; " + wrongEngineCommand
    let (_, output) = try runCLI(["explain", fixtureTheWrongEngineFails, "--engine-command", colourful] + corpusOf(area: "hit-testing"))
    #expect(output.contains("\\u{1B}[31mred\\u{1B}[0m"), "\(output)")
    #expect(!output.contains("\u{1B}"), "the engine's codes are shown, not obeyed")
}

@Test func junitSuitesCarryTimeTimestampAndHostname() throws {
    let folder = try temporaryFolder("junit-suites")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("junit.xml").path
    _ = try runCLI(["run", "--junit", path] + corpusOf(area: "windows"))
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
    let suites = try document.nodes(forXPath: "//testsuite").compactMap { $0 as? XMLElement }
    #expect(!suites.isEmpty)
    for suite in suites {
        let time = suite.attribute(forName: "time")?.stringValue ?? ""
        #expect(Double(time) != nil, "\(time)")
        let timestamp = suite.attribute(forName: "timestamp")?.stringValue ?? ""
        #expect(
            timestamp.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$"#, options: String.CompareOptions.regularExpression) != nil,
            "\(timestamp)")
        #expect(suite.attribute(forName: "hostname")?.stringValue?.isEmpty == false)
    }
}

#if os(Linux)
    /// A terminal that says it understands no escape codes (`TERM=dumb`) gets plain lines.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aDumbTerminalGetsNoEscapeCodes() throws {
        let command = "TERM=dumb \(try cliExecutable().path) run --area windows --progress-every 0"
        let (status, output) = try runShell("/usr/bin/script -qec \(shellWord(command)) /dev/null")
        #expect(status == 0)
        #expect(output.contains("progress: [1/"), "\(output.prefix(200))")
        #expect(!output.contains("\u{1B}"), "\(output.prefix(200))")
    }
#endif
