import DispatchModel
import Foundation

/// An engine in another process, in any language, spoken to over the JSON-lines protocol of
/// `Specs/RUNNING.md`. A crash, hang or protocol violation fails only the scenario at hand: the
/// process is killed and started again for the next one.
public final class OutOfProcessEngine: DispatchEngine, @unchecked Sendable {
    /// The shell command that starts the engine.
    public let command: String
    /// How long one scenario may take before the engine is killed.
    public let timeout: Double
    /// The engine's handshake.
    public let handshake: WireProtocol.Handshake

    private let lock = NSLock()
    private var process: EngineProcess?
    private var nextRequest = 0

    /// Starts the engine and reads its handshake; throws ``EngineFailure/startup(_:standardError:)``
    /// when it cannot be started or its handshake is wrong.
    public init(command: String, timeout: Double = 10) throws {
        self.command = command
        self.timeout = timeout
        let (process, handshake) = try Self.start(command, timeout: timeout)
        self.process = process
        self.handshake = handshake
    }

    private static func start(_ command: String, timeout: Double) throws -> (EngineProcess, WireProtocol.Handshake) {
        let process: EngineProcess
        do {
            process = try EngineProcess(command: command)
        } catch {
            throw EngineFailure.startup("\(error)", standardError: "")
        }
        switch process.nextLine(within: timeout) {
        case .line(let line):
            switch WireProtocol.Handshake.parse(line) {
            case .success(let handshake): return (process, handshake)
            case .failure(let error):
                process.stop()
                throw EngineFailure.startup("\(error)", standardError: process.takeStandardError(waitingForEnd: true))
            }
        case .endOfOutput:
            let status = process.exitStatus()
            throw EngineFailure.startup(
                "the engine exited\(status.map { " with status \($0)" } ?? "") without a handshake",
                standardError: process.takeStandardError(waitingForEnd: true))
        case .timedOut:
            process.stop()
            throw EngineFailure.startup("no handshake within \(timeout) s", standardError: process.takeStandardError(waitingForEnd: true))
        }
    }

    /// `name version (command)`.
    public var name: String { "\(handshake.name) \(handshake.engineVersion)" }

    /// The features of the handshake.
    public var features: Set<Feature> { Set(handshake.features) }

    /// Sends the scenario, waits for the answer, and returns its trace; throws ``EngineFailure``.
    public func run(_ scenario: Scenario) throws -> Trace {
        lock.lock()
        defer { lock.unlock() }
        let process = try runningProcess()
        nextRequest += 1
        let id = "s\(nextRequest)"
        guard process.send(WireProtocol.requestLine(id: id, scenario: scenario)) else {
            return try fail { .exited(status: process.exitStatus(), standardError: $0) }
        }
        switch process.nextLine(within: timeout) {
        case .timedOut:
            return try fail { .timedOut(seconds: timeout, standardError: $0) }
        case .endOfOutput:
            return try fail { .exited(status: process.exitStatus(), standardError: $0) }
        case .line(let line):
            switch WireProtocol.parseResponse(line, id: id) {
            case .success(.trace(let trace)): return trace
            case .success(.engineError(let message)):
                throw EngineFailure.engineReported(message, standardError: process.takeStandardError())
            case .failure(let error): return try fail { .malformed(error, standardError: $0) }
            }
        }
    }

    /// Standard error written during the last scenario, for the report.
    public func takeStandardError() -> String {
        lock.lock()
        defer { lock.unlock() }
        return process?.takeStandardError() ?? ""
    }

    private func runningProcess() throws -> EngineProcess {
        if let process { return process }
        let (started, _) = try Self.start(command, timeout: timeout)
        process = started
        return started
    }

    /// Stops the process (it is restarted for the next scenario) and throws the failure, with all
    /// the standard error the process wrote.
    private func fail(_ failure: (String) -> EngineFailure) throws -> Trace {
        let stopped = process
        stopped?.stop()
        process = nil
        throw failure(stopped?.takeStandardError(waitingForEnd: true) ?? "")
    }

    /// Stops the engine process.
    public func shutDown() {
        lock.lock()
        defer { lock.unlock() }
        process?.stop()
        process = nil
    }
}
