import DispatchModel
import Foundation

/// Serves an in-process engine over the JSON-lines protocol, so that tools in any language can use
/// it as an oracle, and so that the suite can run a Swift engine in fresh processes
/// (`run --repeat`, `run --stability`): `dispatch-conformance serve` serves the reference engine
/// this way, and an engine author's executable needs one line, `EngineServer.serve(MyEngine())`
/// (`Examples/swift-served-engine/`).
public struct EngineServer: Sendable {
    /// The engine served.
    public var engine: any DispatchEngine
    /// The version written in the handshake.
    public var engineVersion: String

    /// Creates a server.
    public init(engine: any DispatchEngine, engineVersion: String) {
        self.engine = engine
        self.engineVersion = engineVersion
    }

    /// Creates a server whose handshake takes the version from the engine's name: its last word
    /// when that starts with a digit (`"my-engine 1.2.0"`), else `"0"`.
    public init(engine: any DispatchEngine) {
        let last = engine.name.split(separator: " ").last.map(String.init) ?? ""
        self.init(engine: engine, engineVersion: last.first?.isNumber == true && engine.name.contains(" ") ? last : "0")
    }

    /// Serves `engine` over the protocol on standard input and output until standard input ends:
    /// the whole `main.swift` of an executable that `run --engine-command` starts.
    public static func serve(_ engine: any DispatchEngine) {
        EngineServer(engine: engine).serve()
    }

    /// The handshake line.
    public var handshakeLine: String {
        let suffix = " \(engineVersion)"
        let name = engine.name.hasSuffix(suffix) ? String(engine.name.dropLast(suffix.count)) : engine.name
        return WireProtocol.Handshake(name: name, engineVersion: engineVersion, features: engine.features.sorted(), iOS: engine.iOS).line
    }

    /// The response line to one request line, of protocol 1, 2 or 3: a trace, or an error naming
    /// what was wrong.
    public func respond(to line: String) -> String {
        switch WireProtocol.parseRequest(line) {
        case .failure(let error):
            return WireProtocol.errorLine(id: error.id, message: error.message)
        case .success(let (id, request)):
            do {
                return WireProtocol.traceLine(id: id, trace: try engine.run(request))
            } catch {
                return WireProtocol.errorLine(id: id, message: "\(error)")
            }
        }
    }

    /// Reads requests from standard input until it ends, answering each on standard output.
    public func serve() {
        write(handshakeLine)
        while let line = Swift.readLine(strippingNewline: true) {
            if line.isEmpty { continue }
            write(respond(to: line))
        }
    }

    private func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
