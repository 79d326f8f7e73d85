import Foundation
import Testing

@testable import DispatchHarness

/// The state letter of a process in `/proc` (`R`, `S`, `Z` for a zombie), or nil when the system
/// has no such process.
func processState(_ processID: Int32) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst(2).first
}

/// Reading the exit status must leave the process unreaped: only then is its id still its own
/// when `stop()` kills its process group (a reaped id can be given to an unrelated process).
@Test func anExitedEngineStaysUnreapedUntilItsGroupIsKilled() throws {
    let process = try EngineProcess(command: "echo ready; exit 3", maximumLineBytes: 1 << 20)
    guard case .line("ready") = process.nextLine(before: Date(timeIntervalSinceNow: 30)) else {
        Issue.record("no first line")
        return
    }
    guard case .endOfOutput = process.nextLine(before: Date(timeIntervalSinceNow: 30)) else {
        Issue.record("the output did not end")
        return
    }
    #expect(process.exitStatus() == 3)
    #expect(processState(process.processID) == "Z", "read without reaping: the id stays reserved")
    process.stop()
    #expect(processState(process.processID) == nil, "reaped by stop()")
    process.stop()
}

@Test func aProcessKilledByASignalReportsTheSignal() throws {
    let process = try EngineProcess(command: "kill -9 $$", maximumLineBytes: 1 << 20)
    _ = process.nextLine(before: Date(timeIntervalSinceNow: 30))
    #expect(process.exitStatus() == -9)
    process.stop()
    #expect(EngineFailure.exited(status: -9, standardError: "").description.hasPrefix("the engine was killed by signal 9"))
}

@Test func outputPastTheLineLimitIsCutToAPrefix() throws {
    let process = try EngineProcess(command: "head -c 300000 /dev/zero | tr '\\0' 'x'; sleep 30", maximumLineBytes: 100_000)
    defer { process.stop() }
    guard case .overflow(let prefix) = process.nextLine(before: Date(timeIntervalSinceNow: 30)) else {
        Issue.record("expected an overflow")
        return
    }
    #expect(prefix == String(repeating: "x", count: OutputExcerpt.limit))
}

@Test func linesWithinTheLimitArriveWhole() throws {
    let process = try EngineProcess(command: "printf 'a\\nbb\\n'; head -c 99999 /dev/zero | tr '\\0' 'y'; echo", maximumLineBytes: 100_000)
    defer { process.stop() }
    var lines: [String] = []
    while case .line(let line) = process.nextLine(before: Date(timeIntervalSinceNow: 30)) { lines.append(line) }
    #expect(lines == ["a", "bb", String(repeating: "y", count: 99_999)])
}

@Test func theStandardErrorKeptIsBoundedWithItsStartAndEnd() {
    var log = BoundedLog()
    log.append(Array("first line\n".utf8))
    for index in 0..<100_000 { log.append(Array("line \(index)\n".utf8)) }
    log.append(Array("last line\n".utf8))
    let text = log.take()
    #expect(text.hasPrefix("first line\nline 0\n"))
    #expect(text.hasSuffix("line 99999\nlast line\n"))
    #expect(text.utf8.count < BoundedLog.headBytes + BoundedLog.tailBytes + 100)
    #expect(text.contains(" bytes of standard error left out …]"))
    #expect(log.take() == "", "taking starts afresh")
    log.append(Array("short\n".utf8))
    #expect(log.take() == "short\n")
}

@Test func excerptsKeepAPrefixAndTheSize() {
    #expect(OutputExcerpt.quoted("short") == "\"short\"")
    let long = String(repeating: "é", count: 1000)
    #expect(OutputExcerpt.quoted(long) == "\"\(String(repeating: "é", count: 250))\"… (2000 bytes)")
    #expect(OutputExcerpt.shortened(long).hasSuffix("… (2000 bytes)"))
    #expect(WireError("bad", line: String(repeating: "z", count: 10_000_000)).description.utf8.count < 600)
}
