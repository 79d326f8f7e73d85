import Foundation
import Testing

/// The built `dispatch-bench`, beside `dispatch-conformance`.
func benchExecutable() throws -> URL {
    try cliExecutable().deletingLastPathComponent().appendingPathComponent("dispatch-bench")
}

/// Runs `dispatch-bench` in `folder`.
func runBench(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    try runExecutable(try benchExecutable(), arguments, in: folder)
}

@Test(.enabled(if: (try? benchExecutable()).map { FileManager.default.isExecutableFile(atPath: $0.path) } ?? false))
func theBenchOutsideTheRepositorySaysWhatToDoAndTakesThePaths() throws {
    let elsewhere = try temporaryFolder("bench-elsewhere")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let (status, output) = try runBench(["--quick", "--series", "hit-testing"], in: elsewhere)
    #expect(status == 2)
    #expect(output.contains("error: no fixture corpus directory at Fixtures"), "\(output)")
    #expect(
        output.contains("run it from the repository root (cd to the clone of dispatch-conformance), or give --fixtures DIR and --specs DIR")
    )
    #expect(!output.contains("Fatal error") && !output.contains("Backtrace"))
    let (given, answer) = try runBench(
        ["--quick", "--series", "nothing-matches", "--fixtures", repository.appendingPathComponent("Fixtures/windows").path], in: elsewhere)
    #expect(given == 2 && answer.contains("--series needs one of"), "\(answer)")
    let (paths, measured) = try runBench(
        [
            "--quick", "--series", "startup", "--fixtures", repository.appendingPathComponent("Fixtures/windows").path, "--specs",
            repository.appendingPathComponent("Specs").path,
        ], in: elsewhere)
    #expect(paths == 0, "\(measured)")
    #expect(measured.contains("dispatch-bench — ") && measured.contains("## Start-up"), "\(measured)")
}
