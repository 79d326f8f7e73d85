import Foundation
import MiniUIKit

// The suite's JSON-lines protocol, version 1 (`Specs/RUNNING.md` of dispatch-conformance): a
// handshake line, then one response line per request line, until standard input ends. Every
// scenario runs on the main thread with a fresh `Application.shared`, one after the other:
// MiniUIKit's state is global, as UIKit's is, so one process runs one scenario at a time.

/// The features of `Specs/FEATURES.md` that MiniUIKit implements completely.
let features = [
    "hit-testing", "transforms", "hit-test-overrides", "windows", "responder-chain", "multi-touch", "exclusive-touch",
    "event-interception", "touch-locations", "view-changes",
]

/// The handshake line.
struct Handshake: Encodable {
    var `protocol` = 1
    var engine = "miniuikit"
    var version = "0.1.0"
    var features: [String]
}

/// A response line: a trace, or why there is none.
struct Response: Encodable {
    var id: String
    var trace: [String]?
    var error: String?
}

/// Writes one protocol line. Encoding strings cannot fail; if it ever did, the adapter stops with
/// a message on standard error rather than write half a line.
func write(_ message: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
        FileHandle.standardOutput.write(try encoder.encode(message) + Data("\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("miniuikit-conformance: cannot encode a response: \(error)\n".utf8))
        exit(2)
    }
}

/// The trace of one scenario, or why MiniUIKit cannot run it.
@MainActor
func trace(of scenario: Scenario) throws -> [String] {
    let (application, objects) = try SceneBuilder.build(scenario.scene)
    defer { Application.shared = nil }
    try ScriptPlayer(application: application, objects: objects).play(scenario.script)
    return objects.log.traceLines()
}

struct RequestID: Decodable { var id: String }
struct Request: Decodable { var scenario: Scenario }

write(Handshake(features: features))
while let line = readLine(strippingNewline: true) {
    guard !line.isEmpty else { continue }
    let data = Data(line.utf8)
    guard let id = try? JSONDecoder().decode(RequestID.self, from: data).id else {
        FileHandle.standardError.write(Data("miniuikit-conformance: a request without an id: \(line.prefix(200))\n".utf8))
        exit(1)
    }
    do {
        let request = try JSONDecoder().decode(Request.self, from: data)
        write(Response(id: id, trace: try trace(of: request.scenario)))
    } catch let error as AdapterError {
        write(Response(id: id, error: error.description))
    } catch {
        write(Response(id: id, error: "the scenario does not decode: \(error)"))
    }
}
