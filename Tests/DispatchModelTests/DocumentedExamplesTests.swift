import DispatchModel
import Foundation
import Testing

/// The expectations shown in the JSON blocks of a Markdown file: blocks holding an
/// `"expectations"` array, and blocks that are one expectation object.
func expectationExamples(in file: String) throws -> [JSONValue] {
    let text = try String(contentsOf: specsDirectory.deletingLastPathComponent().appendingPathComponent(file), encoding: .utf8)
    return try text.components(separatedBy: "```json").dropFirst().flatMap { block -> [JSONValue] in
        let body = block.components(separatedBy: "```")[0].trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasPrefix("\"expectations\""), case .array(let list)? = try JSONParser.parse(Array("{\(body)}".utf8))["expectations"] {
            return list
        }
        if body.hasPrefix("{"), case let object = try JSONParser.parse(Array(body.utf8)), object["channels"] != nil { return [object] }
        return []
    }
}

@Test("the README's and CONTRIBUTING's expectation examples decode", arguments: ["README.md", "CONTRIBUTING.md"])
func documentedExpectationsDecode(_ file: String) throws {
    let expectations = try expectationExamples(in: file)
    #expect(!expectations.isEmpty)
    for expectation in expectations {
        let context = DecodingContext(file: file)
        #expect(Expectation.decode(expectation, .root, context) != nil)
        #expect(context.diagnostics.isEmpty, "\(file): \(context.diagnostics)")
    }
}

@Test func theFormatDocumentsExpectationExampleDecodes() throws {
    let text = try String(contentsOf: specsDirectory.appendingPathComponent("FIXTURE-FORMAT.md"), encoding: .utf8)
    let section = text.components(separatedBy: "## Expectations")[1].components(separatedBy: "```json")[1].components(separatedBy: "```")[0]
    let context = DecodingContext(file: "FIXTURE-FORMAT.md")
    #expect(Expectation.decode(try JSONParser.parse(Array(section.utf8)), .root, context) != nil)
    #expect(context.diagnostics.isEmpty, "\(context.diagnostics)")
}
