import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// The `cases digest:` line of a `fuzz --digest` run.
func casesDigest(_ output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix("cases digest: ") }.map { String($0.dropFirst("cases digest: ".count)) }
}

/// A fresh directory for a run's fixtures.
func temporaryDirectory(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
}

/// Hashing is seeded per process in Swift, so generation that read a `Dictionary` or `Set` in
/// order, or a `hashValue`, would give other cases in another process: two processes, and this
/// one, must agree on every case.
@Test func aSeedGivesTheSameCasesInEveryProcess() throws {
    let out = temporaryDirectory("fuzz-digest")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let first = try runCLI(["fuzz", "--seed", "5", "--count", "150", "--digest", "--out", out])
    let second = try runCLI(["fuzz", "--seed", "5", "--count", "150", "--digest", "--out", out])
    let other = try runCLI(["fuzz", "--seed", "6", "--count", "150", "--digest", "--out", out])
    let digest = try #require(casesDigest(first.output), "\(first.output)")
    #expect(casesDigest(second.output) == digest)
    #expect(casesDigest(other.output) != digest)
    var here = CaseDigest()
    for index in 0..<150 { here.add(CaseDigest.of(FuzzCase.generate(seed: 5, index: index, profile: .everything).scenario)) }
    #expect(here.description == digest)
}

/// A failure's replay lines carry the engine command (quoted for a shell), its timeout and the
/// mask, and running them as printed reproduces the same finding on the same engine.
@Test func replayLinesCarryEveryOptionAndReproduceTheFailure() throws {
    let out = temporaryDirectory("fuzz-replay")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let command = "python3 \(repository.path)/Examples/python-hit-testing/engine.py --wrong"
    let run = try runCLI([
        "fuzz", "--seed", "1", "--count", "60", "--engine-command", command, "--timeout", "5", "--ignore", "location", "--max-failures",
        "1",
        "--out", out,
    ])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let failure = try #require(lines.first { $0.contains(" seed 1 case ") }, "\(run.output)")
    let options =
        " --engine-command 'python3 \(repository.path)/Examples/python-hit-testing/engine.py --wrong' --timeout 5 --ignore location"
    let replay = try #require(lines.first { $0.hasPrefix("replay: ") && $0.contains(" fuzz --seed 1 --case ") })
    #expect(replay.hasSuffix(options), "\(replay)")
    let fileReplay = try #require(lines.first { !$0.hasPrefix("replay: ") && $0.contains(" fuzz --replay ") })
    #expect(fileReplay.hasSuffix(options), "\(fileReplay)")
    // `CATEGORY seed 1 case N: KIND (ENGINE): message`: the same kind of finding on the same engine.
    let finding = try #require(failure.split(separator: ":").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(finding.hasSuffix("(python-hit-testing 1.0)"), "\(failure)")
    for printed in [String(replay.dropFirst("replay: ".count)) + " --out \(out)", fileReplay] {
        let again = try runShell(printed)
        #expect(again.status == 1)
        #expect(again.output.contains(finding), "\(printed): \(again.output)")
    }
}

@Test func anUnknownClassToIgnoreIsAUsageErrorNamingTheClasses() throws {
    let (status, output) = try runCLI(["fuzz", "--count", "1", "--ignore", "location,gestures"])
    #expect(status == 2)
    #expect(output.contains("cannot ignore \"gestures\": expected a channel (input, hitTest"))
    #expect(output.contains("or a line kind (input, systemCancel"))
}

/// Runs a command line with `/bin/sh -c` from the repository root.
func runShell(_ line: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = repository
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
