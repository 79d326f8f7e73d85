import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// `Specs/fixture.schema.json`, which editors validate with.
let fixtureSchema = JSONSchemaSubset(
    root: try! JSONParser.parse(
        Array(FileManager.default.contents(atPath: repository.appendingPathComponent("Specs/fixture.schema.json").path)!)))

/// The invalid-fixture corpus: each file with whether lint rejects it and, when it is JSON at all,
/// what the schema says of it.
let invalidFixtureVerdicts: [(file: String, lint: [Diagnostic], schema: [String]?)] = {
    let root = repository.appendingPathComponent("Tests/InvalidFixtures").path
    var corpus = try! Corpus.load(from: root)
    corpus.files.removeAll { $0.relativePath == "expected.json" }
    let diagnostics = Linter.lint(corpus, rules: rules)
    return corpus.files.map { file in
        let path = corpus.displayPath(of: file)
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let schema = (try? JSONParser.parse(Array(data))).map { fixtureSchema.problems($0) }
        return (file.relativePath, diagnostics.filter { $0.file == path }, schema)
    }
}()

@Test func theSchemaValidatorReadsEveryKeywordOfTheFixtureSchema() throws {
    let fixture = try #require(corpus.files.first).relativePath
    let document = try JSONParser.parse(Array(FileManager.default.contents(atPath: "\(repository.path)/Fixtures/\(fixture)")!))
    let problems = fixtureSchema.problems(document)
    #expect(!problems.contains { $0.contains("does not support") }, "\(problems)")
}

@Test func everyFixtureOfTheCorpusIsValidForTheSchema() throws {
    var rejected: [String] = []
    for file in corpus.files {
        let document = try JSONParser.parse(
            Array(FileManager.default.contents(atPath: "\(repository.path)/Fixtures/\(file.relativePath)")!))
        if let problem = fixtureSchema.problems(document).first { rejected.append("\(file.relativePath): \(problem)") }
    }
    #expect(rejected.isEmpty, "\(rejected.count) fixtures the schema rejects and lint accepts: \(rejected.prefix(5))")
}

/// The schema is a subset of lint: a file the schema rejects, lint rejects; and a file lint
/// rejects for its form alone (an unknown key, a wrong type, a missing key, a value outside its
/// enumeration), the schema rejects too. Lint's other checks (ids that must resolve, rules in the
/// catalogue, scripts that make sense) are beyond a schema.
@Test func theSchemaAndLintAgreeOnTheInvalidFixtures() {
    var schemaOnly: [String] = []
    var lintOnly: [String] = []
    for verdict in invalidFixtureVerdicts {
        guard let schema = verdict.schema else { continue }
        if !schema.isEmpty && verdict.lint.isEmpty { schemaOnly.append("\(verdict.file): \(schema[0])") }
        let formal = verdict.lint.filter { diagnostic in
            [
                "unknown key", "missing required key", "expected an array", "expected an object", "expected a string",
                "expected a boolean", "expected coordinates within", "expected a width and height of at most",
                "expected a, b, c and d within", "expected outsets within", "expected a distance of at most",
            ]
            .contains { diagnostic.message.hasPrefix($0) }
        }
        if !formal.isEmpty && schema.isEmpty { lintOnly.append("\(verdict.file): \(formal[0].message)") }
    }
    #expect(invalidFixtureVerdicts.count > 100)
    let rejectedByBoth = invalidFixtureVerdicts.filter { !($0.schema ?? []).isEmpty && !$0.lint.isEmpty }.count
    #expect(rejectedByBoth > 80, "the schema rejects the malformed files lint rejects for their form")
    #expect(schemaOnly.isEmpty, "the schema rejects what lint accepts: \(schemaOnly)")
    #expect(lintOnly.isEmpty, "lint rejects the form of what the schema accepts: \(lintOnly)")
}
