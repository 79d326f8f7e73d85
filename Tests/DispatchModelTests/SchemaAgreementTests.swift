import DispatchModel
import Foundation
import Testing

let specsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs")

let schema: JSONValue = {
    let data = FileManager.default.contents(atPath: specsDirectory.appendingPathComponent("fixture.schema.json").path)!
    return try! JSONParser.parse(Array(data))
}()

func definitions() -> [JSONMember] {
    guard case .object(let members)? = schema["$defs"] else { return [] }
    return members
}

func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let elements)? = value else { return [] }
    return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
}

@Test("schema object keys equal the decoder's vocabulary", arguments: FormatVocabulary.objects.keys.sorted())
func schemaObjectMatchesDecoder(_ name: String) throws {
    let definition = try #require(schema["$defs"]?[name], "the schema has no $defs.\(name)")
    guard case .object(let properties)? = definition["properties"] else {
        Issue.record("$defs.\(name) has no properties")
        return
    }
    #expect(Set(properties.map(\.key)) == Set(FormatVocabulary.objects[name]!))
    #expect(definition["additionalProperties"] == .bool(false), "$defs.\(name) must reject unknown keys")
}

@Test("schema enumerations equal the decoder's", arguments: FormatVocabulary.enumerations.keys.sorted())
func schemaEnumerationMatchesDecoder(_ name: String) throws {
    let definition = try #require(schema["$defs"]?[name], "the schema has no $defs.\(name)")
    #expect(strings(definition["enum"]) == FormatVocabulary.enumerations[name]!)
}

@Test func everyObjectDefinitionOfTheSchemaIsKnownToTheDecoder() {
    let objectDefinitions = definitions().filter { $0.value["properties"] != nil }.map(\.key)
    #expect(Set(objectDefinitions) == Set(FormatVocabulary.objects.keys))
}

@Test func requiredKeysOfTheSchemaAreRequiredByTheDecoder() throws {
    let fixtureRequired = strings(schema["$defs"]?["fixture"]?["required"])
    for key in fixtureRequired {
        let document = minimalFixture.filter { $0.key != key }
        let context = DecodingContext(file: "f.json")
        _ = FixtureDecoder.decode(.object(document), context: context)
        #expect(context.diagnostics.contains { $0.message.contains("missing required key \"\(key)\"") }, "\(key)")
    }
    #expect(Set(fixtureRequired) == Set(FixtureDecoder.keys).subtracting(["notes", "ios"]))
}

@Test func featuresDocumentListsTheCatalogue() throws {
    let text = try String(contentsOf: specsDirectory.appendingPathComponent("FEATURES.md"), encoding: .utf8)
    let documented = text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return String(line.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(documented == Feature.catalogue.map(\.rawValue))
}

@Test func formatDocumentMentionsEveryKey() throws {
    let text = try String(contentsOf: specsDirectory.appendingPathComponent("FIXTURE-FORMAT.md"), encoding: .utf8)
    for key in Set(FormatVocabulary.objects.values.joined()) {
        if !text.contains("`\(key)`") { Issue.record("FIXTURE-FORMAT.md does not document `\(key)`") }
    }
}
