import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// Swift seeds hashing per process, so a trace that depends on `Dictionary` or `Set` order can be
/// the same every time within one process and still differ between processes. These tests start
/// `dispatch-conformance serve` several times, without `SWIFT_DETERMINISTIC_HASHING`, feed each
/// the whole corpus and some probes, and require byte-identical answers.

/// How many servers answer the same requests.
let serverCount = 3

/// A few three-finger gestures whose reported values depend on the order their fingers' positions
/// are added in: fingers at x 100.1, 100.2 and 100.3 moving to 120.7, 120.1 and 120.3 give a
/// translation of 20.16666666666667 when summed by touch id, but 20.166666666666686 or
/// 20.166666666666657 in other orders. Each probe repeats its gesture with twenty sets of touch
/// ids, so that an engine summing in hash order answers differently in almost every process.
enum OrderProbes {
    static let starts = [100.1, 100.2, 100.3]
    static let ends = [120.7, 120.1, 120.3]

    /// The twenty id sets: increasing within a set, distinct across sets, differently spaced.
    static let idSets: [[Int]] = (0..<20).map { g in [1_000 * g + 1, 1_000 * g + 2 + 7 * g, 1_000 * g + 500 + g * g] }

    static func fingers(_ ids: [Int], _ phase: TouchPhase, _ xs: [Double]) -> [TouchChange] {
        zip(ids, xs).map { TouchChange(id: $0, phase: phase, point: Point(x: $1, y: 300)) }
    }

    /// Each id set lands together, moves together, and lifts together, a second apart.
    static func script(moveTo ends: [Double], endAfter lift: Int) -> [ScriptStep] {
        idSets.enumerated().flatMap { g, ids in
            [
                ScriptStep(at: g * 1_000, action: .touches(fingers(ids, .began, starts))),
                ScriptStep(at: g * 1_000 + 50, action: .touches(fingers(ids, .moved, ends))),
                ScriptStep(at: g * 1_000 + lift, action: .touches(fingers(ids, .ended, ends))),
            ]
        }
    }

    static func scenario(_ recognizer: GestureRecognizerSpec, moveTo ends: [Double], endAfter lift: Int) -> Scenario {
        let view = ViewSpec(id: "V", frame: Rect(x: 0, y: 0, width: 390, height: 844), gestureRecognizers: [recognizer])
        let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: [view])
        return Scenario(scene: Scene(windows: [WindowSpec(view: window)]), script: script(moveTo: ends, endAfter: lift))
    }

    /// The probes, by request id: a pan's translation, a swipe's and a long press's locations.
    static let all: [(id: String, scenario: Scenario)] = [
        (
            "probe-three-finger-pan",
            scenario(GestureRecognizerSpec(id: "pan", kind: .pan(minimumTouches: 3, maximumTouches: nil)), moveTo: ends, endAfter: 100)
        ),
        (
            "probe-three-finger-swipe",
            scenario(
                GestureRecognizerSpec(id: "swipe", kind: .swipe(directions: [.right], touches: 3)), moveTo: ends.map { $0 + 40 },
                endAfter: 100)
        ),
        (
            "probe-three-finger-long-press",
            scenario(
                GestureRecognizerSpec(id: "press", kind: .longPress(taps: 0, touches: 3, minimumPressDuration: 20, allowableMovement: 30)),
                moveTo: ends, endAfter: 100)
        ),
    ]
}

/// Starts `count` servers on the same requests at once and returns each one's standard output.
func serveInSeparateProcesses(_ requests: [String], count: Int) throws -> [Data] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cross-process-\(UUID().uuidString).jsonl")
    try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    var running: [(process: Process, output: Pipe)] = []
    for _ in 0..<count {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binaryPath())
        process.arguments = ["serve"]
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: file)
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        running.append((process, output))
    }
    return running.map { process, output in
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

@Test func separateProcessesGiveByteIdenticalTracesForTheCorpusAndTheOrderProbes() throws {
    let requests =
        corpus.fixtures.map {
            WireProtocol.requestLine(id: $0.id, request: EngineRequest(scenario: $0.scenario), version: WireProtocol.version)
        }
        + OrderProbes.all.map {
            WireProtocol.requestLine(id: $0.id, request: EngineRequest(scenario: $0.scenario), version: WireProtocol.version)
        }
    let outputs = try serveInSeparateProcesses(requests, count: serverCount)
    let lines = outputs.map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    for (index, answer) in lines.enumerated() {
        #expect(answer.count == requests.count + 1, "server \(index + 1) gave \(answer.count) lines for \(requests.count) requests")
        #expect(!answer.contains { $0.contains(#""error""#) }, "server \(index + 1) refused a request")
        // Every request was written ahead of the answers: they come back one each, in order.
        let ids = corpus.fixtures.map(\.id) + OrderProbes.all.map(\.id)
        #expect(zip(ids, answer.dropFirst()).allSatisfy { $1.hasPrefix("{\"id\":\"\($0)\"") }, "server \(index + 1) answered out of order")
    }
    for index in 1..<outputs.count where outputs[index] != outputs[0] {
        Issue.record("server \(index + 1) answers differently from server 1: \(firstDifference(lines[0], lines[index]))")
    }
    // The probes must have reported their values, or they would prove nothing.
    let probeAnswers = lines[0].suffix(OrderProbes.all.count)
    for (probe, answer) in zip(OrderProbes.all, probeAnswers) {
        #expect(answer.contains("value "), "\(probe.id) reported no value")
    }
    // The centroid's travel less the 10 pt hysteresis (GR-PAN-03), summed in touch-id order.
    #expect(probeAnswers.first?.contains("value pan translation (10.166666666666686,0)") == true, "\(probeAnswers.first ?? "")")
}

/// Where two servers' answers first differ: the answer's position and the text around the first
/// differing character of each.
func firstDifference(_ first: ArraySlice<Substring>, _ second: ArraySlice<Substring>) -> String {
    guard let line = zip(first.indices, second.indices).first(where: { first[$0.0] != second[$0.1] }) else {
        return "\(first.count) lines against \(second.count)"
    }
    let (a, b) = (Array(first[line.0].utf8), Array(second[line.1].utf8))
    let offset = zip(a, b).prefixCount { $0 == $1 }
    func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, offset - 60)..<min(bytes.count, offset + 40)], as: UTF8.self) }
    return "line \(line.0 + 1): …\(around(a))… against …\(around(b))…"
}

extension Sequence {
    /// How many leading elements satisfy `predicate`.
    func prefixCount(while predicate: (Element) -> Bool) -> Int {
        var count = 0
        for element in self {
            guard predicate(element) else { break }
            count += 1
        }
        return count
    }
}
