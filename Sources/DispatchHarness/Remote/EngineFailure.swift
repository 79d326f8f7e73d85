import Foundation

/// Why an out-of-process engine produced no trace for a scenario. The harness reports a timeout
/// as TIMEOUT and everything else as ERROR, restarts the engine, and goes on.
public enum EngineFailure: Error, Sendable, CustomStringConvertible {
    /// The engine did not answer within the time limit; it was killed.
    case timedOut(seconds: Double, standardError: String)
    /// The engine's output ended (it exited or crashed) before it answered.
    case exited(status: Int32?, standardError: String)
    /// The engine wrote a line that does not follow the protocol; it was restarted.
    case malformed(WireError, standardError: String)
    /// The engine answered with an error of its own.
    case engineReported(String, standardError: String)
    /// The engine could not be started, or its handshake was wrong.
    case startup(String, standardError: String)

    /// Whether this is a timeout (reported TIMEOUT rather than ERROR).
    public var isTimeout: Bool {
        if case .timedOut = self { true } else { false }
    }

    /// What the engine wrote to standard error meanwhile.
    public var standardError: String {
        switch self {
        case .timedOut(_, let text), .exited(_, let text), .malformed(_, let text), .engineReported(_, let text), .startup(_, let text):
            text
        }
    }

    /// One sentence, with the offending output quoted and the engine's standard error appended.
    public var description: String {
        let main: String =
            switch self {
            case .timedOut(let seconds, _): "the engine did not answer within \(seconds) s; it was killed and restarted"
            case .exited(let status, _): "the engine \(Self.ending(status)) before answering; it was restarted"
            case .malformed(let error, _): "the engine broke the protocol (\(error)); it was restarted"
            case .engineReported(let message, _): "the engine reported an error: \(message)"
            case .startup(let message, _): "the engine could not start: \(message)"
            }
        let log = standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        return log.isEmpty ? main : "\(main)\nstandard error:\n\(log)"
    }

    /// How a process ended, from ``EngineProcess/exitStatus()``: `exited with status 3`, `was
    /// killed by signal 9`, or `exited` when the status is unknown.
    static func ending(_ status: Int32?) -> String {
        guard let status else { return "exited" }
        return status < 0 ? "was killed by signal \(-status)" : "exited with status \(status)"
    }
}
