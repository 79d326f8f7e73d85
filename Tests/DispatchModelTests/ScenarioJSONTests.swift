import DispatchModel
import Foundation
import Testing

let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

func corpusScenarios() -> [(String, Scenario)] {
    let enumerator = FileManager.default.enumerator(atPath: corpusDirectory.path)!
    var scenarios: [(String, Scenario)] = []
    while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".json"),
            let data = FileManager.default.contents(atPath: corpusDirectory.appendingPathComponent(relative).path),
            case .success(let fixture) = FixtureDecoder.decode(Array(data), file: relative)
        else { continue }
        scenarios.append((fixture.id, fixture.scenario))
    }
    return scenarios.sorted { $0.0 < $1.0 }
}

@Test func everyCorpusScenarioSurvivesTheWireFormat() throws {
    let scenarios = corpusScenarios()
    let files = FileManager.default.enumerator(atPath: corpusDirectory.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
    #expect(!files.isEmpty, "the corpus was found")
    #expect(scenarios.count == files.count, "every fixture file decodes and is checked, none is left out")
    for (id, scenario) in scenarios {
        let text = JSONWriter.text(scenario.jsonValue)
        #expect(!text.contains("\n"))
        let context = DecodingContext(file: id)
        let decoded = Scenario.decode(try JSONParser.parse(text), .root, context)
        #expect(decoded == scenario, "\(id): \(context.diagnostics)")
    }
}

@Test func writerEscapesAndKeepsOrder() throws {
    let value = JSONValue.object([
        JSONMember("b", .string("a\"\\\n\u{01}é")), JSONMember("a", .array([.number(1.5), .null, .bool(false)])),
    ])
    let text = JSONWriter.text(value)
    #expect(text == #"{"b":"a\"\\\n\u0001é","a":[1.5,null,false]}"#)
    #expect(try JSONParser.parse(text) == value)
}
