import DispatchModel
import Foundation

/// An engine in another process, in any language, spoken to over the JSON-lines protocol of
/// `Specs/RUNNING.md`. A crash, hang or protocol violation fails only the scenario it belongs to:
/// the process is killed and started again for the next one.
public final class OutOfProcessEngine: DispatchEngine, EngineProcessControl, @unchecked Sendable {
    /// The most bytes of one line the harness reads from an engine (16 MiB, without the newline);
    /// a longer line, or that much output nobody asked for, is a protocol violation.
    public static let maximumLineBytes = 16 << 20

    /// The shell command that starts the engine.
    public let command: String
    /// How long one scenario may take before the engine is killed.
    public let timeout: Double
    /// How long the engine may take to write its handshake: `timeout`, but at least
    /// ``minimumStartupTimeout``, since starting an interpreter or a virtual machine is no part of
    /// running a scenario.
    public var startupTimeout: Double { max(timeout, Self.minimumStartupTimeout) }
    /// The least time an engine is given to start (10 s).
    public static let minimumStartupTimeout = 10.0
    /// The engine's handshake.
    public let handshake: WireProtocol.Handshake

    private let lock = NSLock()
    private var process: EngineProcess?
    private var nextRequest = 0
    /// The id of the request the current process answered last, while no other is pending.
    private var lastAnswered: String?
    /// A violation of the scenario before the latest one, found while running the latest.
    private var failureOfPreviousScenario: EngineFailure?

    /// Starts the engine and reads its handshake; throws ``EngineFailure/startup(_:standardError:)``
    /// when it cannot be started or its handshake is wrong.
    public init(command: String, timeout: Double = 10) throws {
        self.command = command
        self.timeout = timeout
        let (process, handshake) = try Self.start(command, timeout: max(timeout, Self.minimumStartupTimeout))
        self.process = process
        self.handshake = handshake
    }

    /// Kills the process group of every engine this process started and has not yet stopped:
    /// for a command line interrupted by a signal, so that no engine outlives it.
    public static func killAllEngineProcesses() {
        EngineProcessRegistry.shared.killAll()
    }

    private static func start(_ command: String, timeout: Double) throws -> (EngineProcess, WireProtocol.Handshake) {
        let process: EngineProcess
        do {
            process = try EngineProcess(command: command, maximumLineBytes: maximumLineBytes)
        } catch {
            throw EngineFailure.startup("\(error)", standardError: "")
        }
        func failure(_ message: String) -> EngineFailure {
            process.stop()
            return .startup(message, standardError: process.takeStandardError(waitingForEnd: true))
        }
        switch process.nextLine(before: Date(timeIntervalSinceNow: timeout)) {
        case .line(let line):
            switch WireProtocol.Handshake.parse(line) {
            case .success(let handshake): return (process, handshake)
            case .failure(let error): throw failure("\(error)")
            }
        case .endOfOutput:
            let status = process.exitStatus()
            throw failure("the engine \(EngineFailure.ending(status)) without a handshake")
        case .timedOut:
            throw failure("no handshake within \(timeout) s")
        case .overflow(let prefix):
            throw failure("the handshake is longer than \(maximumLineBytes) bytes: \(OutputExcerpt.quoted(prefix))…")
        }
    }

    /// `name version`.
    public var name: String { "\(handshake.name) \(handshake.engineVersion)" }

    /// The features of the handshake.
    public var features: Set<Feature> { Set(handshake.features) }

    /// The iOS release of the handshake, or the newest the corpus covers when it does not say.
    public var iOS: IOSVersion { handshake.iOS ?? .latestCovered }

    /// Sends the scenario without a fixture (a fuzz case), as `run(_ request:)` does.
    public func run(_ scenario: Scenario) throws -> Trace {
        try run(EngineRequest(scenario: scenario))
    }

    /// Sends the request in the protocol version of the engine's handshake, waits for the answer,
    /// and returns its trace; throws ``EngineFailure``.
    ///
    /// Output that belongs to the previous scenario (a line already written when this request is
    /// sent, or a second response carrying the previous request's id) is kept for
    /// ``takeFailureOfPreviousScenario()``; the process is replaced and this scenario is sent to
    /// the new one, so that it is judged on its own answer.
    public func run(_ request: EngineRequest) throws -> Trace {
        lock.lock()
        defer { lock.unlock() }
        var process = try runningProcess()
        if let previous = lastAnswered, let extra = process.lineAlreadyWritten() {
            process = try blame(previous, for: extra, replacing: process)
        }
        while true {
            let previous = lastAnswered
            lastAnswered = nil
            nextRequest += 1
            let id = "s\(nextRequest)"
            let deadline = Date(timeIntervalSinceNow: timeout)
            guard process.send(WireProtocol.requestLine(id: id, request: request, version: handshake.protocolVersion)) else {
                let status = process.exitStatus()
                return try fail { .exited(status: status, standardError: $0) }
            }
            switch process.nextLine(before: deadline) {
            case .timedOut:
                return try fail { .timedOut(seconds: timeout, standardError: $0) }
            case .endOfOutput:
                let status = process.exitStatus()
                return try fail { .exited(status: status, standardError: $0) }
            case .overflow(let prefix):
                return try fail { .malformed(Self.overflowError(prefix), standardError: $0) }
            case .line(let line):
                switch WireProtocol.parseResponse(line, id: id) {
                case .success(.trace(let trace)):
                    lastAnswered = id
                    return trace
                case .success(.engineError(let message)):
                    lastAnswered = id
                    throw EngineFailure.engineReported(OutputExcerpt.shortened(message), standardError: process.takeStandardError())
                case .failure(let error):
                    guard let previous, WireProtocol.responseID(line) == previous else {
                        return try fail { .malformed(error, standardError: $0) }
                    }
                    process = try blame(previous, for: .line(line), replacing: process)
                }
            }
        }
    }

    /// Records that the process wrote `output` after answering request `previous`, for
    /// ``takeFailureOfPreviousScenario()``; stops the process and returns a fresh one.
    private func blame(_ previous: String, for output: EngineProcess.LineResult, replacing process: EngineProcess) throws -> EngineProcess {
        process.stop()
        failureOfPreviousScenario = .malformed(
            Self.lateOutputError(output, after: previous), standardError: process.takeStandardError(waitingForEnd: true))
        self.process = nil
        lastAnswered = nil
        return try runningProcess()
    }

    /// What output written after the response to `previous` is.
    private static func lateOutputError(_ output: EngineProcess.LineResult, after previous: String) -> WireError {
        switch output {
        case .line(let line) where WireProtocol.responseID(line) == previous:
            WireError("a second response to request \(previous); a request gets exactly one", line: line)
        case .line(let line):
            WireError("a line written after the response to request \(previous)", line: line)
        case .overflow(let prefix):
            overflowError(prefix)
        case .endOfOutput, .timedOut:
            WireError("output after the response to request \(previous)", line: "")
        }
    }

    private static func overflowError(_ prefix: String) -> WireError {
        WireError("a line longer than the limit of \(maximumLineBytes) bytes", line: prefix)
    }

    /// Standard error written during the last scenario, for the report.
    public func takeStandardError() -> String {
        lock.lock()
        defer { lock.unlock() }
        return process?.takeStandardError() ?? ""
    }

    /// A protocol violation found while running the latest scenario that belongs to the one
    /// before it: a second response to its request, or a line written after that response.
    public func takeFailureOfPreviousScenario() -> EngineFailure? {
        lock.lock()
        defer {
            failureOfPreviousScenario = nil
            lock.unlock()
        }
        return failureOfPreviousScenario
    }

    /// Closes the engine's input, waits (up to the timeout) for its output to end, and stops it;
    /// returns a violation of the last scenario if the engine wrote anything after answering it.
    /// The next scenario starts a fresh process.
    public func finishAndTakeFailureOfLastScenario() -> EngineFailure? {
        lock.lock()
        defer { lock.unlock() }
        guard let process else { return nil }
        let answered = lastAnswered
        process.closeInput()
        let deadline = Date(timeIntervalSinceNow: timeout)
        var extra: EngineProcess.LineResult?
        reading: while true {
            let next = process.nextLine(before: deadline)
            switch next {
            case .endOfOutput, .timedOut: break reading
            case .line: if extra == nil { extra = next }
            case .overflow:
                if extra == nil { extra = next }
                break reading
            }
        }
        process.stop()
        self.process = nil
        lastAnswered = nil
        let log = process.takeStandardError(waitingForEnd: true)
        guard let answered, let extra else { return nil }
        return .malformed(Self.lateOutputError(extra, after: answered), standardError: log)
    }

    /// Ends the current process; the next scenario starts a fresh one.
    public func restartProcess() {
        lock.lock()
        defer { lock.unlock() }
        process?.stop()
        process = nil
        lastAnswered = nil
    }

    private func runningProcess() throws -> EngineProcess {
        if let process { return process }
        let (started, _) = try Self.start(command, timeout: startupTimeout)
        process = started
        return started
    }

    /// Stops the process (it is restarted for the next scenario) and throws the failure, with all
    /// the standard error the process wrote.
    private func fail(_ failure: (String) -> EngineFailure) throws -> Trace {
        let stopped = process
        stopped?.stop()
        process = nil
        lastAnswered = nil
        throw failure(stopped?.takeStandardError(waitingForEnd: true) ?? "")
    }

    /// Stops the engine process.
    public func shutDown() {
        lock.lock()
        defer { lock.unlock() }
        process?.stop()
        process = nil
        lastAnswered = nil
    }

    /// An engine no longer used stops its process (its reader threads would keep it alive).
    deinit { process?.stop() }
}
