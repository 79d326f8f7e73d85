import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// Protocol 2 (`Specs/RUNNING.md`, "Requests"): requests carry the fixture id and the keys the
/// fixture wrote; an engine whose handshake says protocol 1 gets protocol-1 requests, unchanged.

/// What the echo double says it received for `fixture`, from an engine speaking `version`.
func echoedRequest(version: Int, fixture: Fixture) throws -> JSONValue {
    let script = repository.appendingPathComponent("Tests/EngineDoubles/request_echo_engine.py").path
    let engine = try OutOfProcessEngine(command: "python3 \(script) \(version)")
    defer { engine.shutDown() }
    #expect(engine.handshake.protocolVersion == version)
    do {
        _ = try engine.run(EngineRequest(fixture: fixture))
    } catch EngineFailure.engineReported(let message, _) {
        return try JSONParser.parse(message)
    }
    Issue.record("the echo engine answered with a trace")
    return .null
}

/// A fixture whose view A writes `multipleTouchEnabled: false`, UIKit's default, and little else.
let fixtureWritingADefault: Fixture = {
    let text = """
        {
          "formatVersion": 4, "id": "writes-a-default", "title": "A", "rules": ["HT-01"], "features": ["hit-testing"],
          "provenance": [{ "kind": "catalogue", "ref": "HT-01" }], "conformance": "required",
          "scene": { "windows": [ { "id": "window", "frame": [0, 0, 100, 100],
            "subviews": [ { "id": "A", "frame": [0, 0, 50, 50], "multipleTouchEnabled": false } ] } ] },
          "script": [ { "at": 0, "touch": 1, "phase": "began", "point": [10, 10] }, { "at": 50, "touch": 1, "phase": "ended", "point": [10, 10] } ],
          "expectations": [ { "rules": ["HT-01"], "channels": ["hit"], "exact": ["@0 touch 1 hit A"] } ]
        }
        """
    return try! FixtureDecoder.decode(Array(text.utf8), file: "writes-a-default.json").get()
}()

@Test func aProtocolTwoRequestCarriesTheFixtureAndTheKeysItWrote() throws {
    let echoed = try echoedRequest(version: 2, fixture: fixtureWritingADefault)
    #expect(echoed["keys"] == .array(["fixture", "id", "scenario", "written"].map(JSONValue.string)))
    #expect(echoed["fixture"] == .string("writes-a-default"))
    #expect(echoed["writtenViewKeys"] == .array(["frame", "id", "multipleTouchEnabled"].map(JSONValue.string)))
    guard case .number(let count)? = echoed["scenarioViewKeys"] else { return }
    #expect(count > 10, "the scenario still writes every key")
}

@Test func aProtocolOneEngineGetsTheRequestOfProtocolOne() throws {
    let echoed = try echoedRequest(version: 1, fixture: fixtureWritingADefault)
    #expect(echoed["keys"] == .array(["id", "scenario"].map(JSONValue.string)))
    #expect(echoed["fixture"] == .string("(absent)"))
    let line = WireProtocol.requestLine(id: "s1", request: EngineRequest(fixture: fixtureWritingADefault), version: 1)
    #expect(
        line
            == JSONWriter.text(
                .object([JSONMember("id", .string("s1")), JSONMember("scenario", fixtureWritingADefault.scenario.jsonValue)])))
}

@Test func anEngineOfAnotherProtocolIsToldWhichOnesTheHarnessSpeaks() {
    do {
        _ = try OutOfProcessEngine(command: #"echo '{"protocol":4,"engine":"x","version":"1","features":[]}'"#, timeout: 2)
        Issue.record("started")
    } catch {
        #expect("\(error)".contains("the engine speaks protocol 4; this harness speaks protocols 1, 2 and 3"), "\(error)")
    }
}

@Test func aRetiredFeatureInAHandshakeCountsAsItsPartsWithAWarning() throws {
    let script = repository.appendingPathComponent("Tests/EngineDoubles/request_echo_engine.py").path
    let engine = try OutOfProcessEngine(command: "python3 \(script) 1 hit-testing gestures tap")
    defer { engine.shutDown() }
    let warnings = ConformanceRunner.retiredFeatureWarnings(engine)
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("declares the retired feature \"gestures\", read as \"gesture-recognizers\"") == true)
    let tapFixture = try #require(corpus.fixtures.first { $0.features == [.hitTesting, .gestureRecognizers, .singleTap] })
    let result = ConformanceRunner(engine: engine).run(tapFixture)
    #expect(result.outcome.label == "ERROR", "run, not skipped: the echo engine answers with an error")
}

/// `written` has the shape of the scenario's JSON: every key it holds is a key of the scenario at
/// the same place, and arrays have the same elements, so an engine can walk both together.
@Test func everyFixtureWritesOnlyKeysOfItsScenarioInTheSamePlaces() throws {
    func check(_ written: JSONValue, _ full: JSONValue, _ path: String) -> [String] {
        switch (written, full) {
        case (.object(let members), .object):
            return members.flatMap { member in
                guard let value = full[member.key] else { return ["\(path).\(member.key) is not in the scenario"] }
                return check(member.value, value, "\(path).\(member.key)")
            }
        case (.array(let elements), .array(let others)):
            guard elements.count == others.count else { return ["\(path) has \(elements.count) elements, not \(others.count)"] }
            return zip(elements.indices, zip(elements, others)).flatMap { check($1.0, $1.1, "\(path)[\($0)]") }
        default:
            return []
        }
    }
    #expect(corpus.fixtures.count > 300)
    for fixture in corpus.fixtures {
        let written = try #require(fixture.written)
        let problems = check(written, fixture.scenario.jsonValue, fixture.id)
        #expect(problems.isEmpty, "\(problems)")
    }
}
