import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// `Tests/InvalidFixtures`: one malformed fixture per file, and `expected.json` mapping each file
/// (relative path) to the exact `path: message` lines lint must print for it, in order.
let invalidFixturesRoot = repositoryRoot.appendingPathComponent("Tests/InvalidFixtures").path

/// `expected.json`, with `{root}` standing for the corpus root in messages naming another file.
let invalidFixtureExpectations: [String: [String]] = {
    let data = FileManager.default.contents(atPath: (invalidFixturesRoot as NSString).appendingPathComponent("expected.json"))!
    guard case .object(let members) = try! JSONParser.parse(Array(data)) else { fatalError("expected.json is not an object") }
    var expectations: [String: [String]] = [:]
    for member in members {
        guard case .array(let lines) = member.value else { fatalError("\(member.key): not an array") }
        expectations[member.key] = lines.map { line in
            guard case .string(let text) = line else { fatalError("\(member.key): not a string") }
            return text.replacingOccurrences(of: "{root}", with: invalidFixturesRoot)
        }
    }
    return expectations
}()

/// The invalid corpus linted once, its expected.json aside.
let invalidCorpusDiagnostics: (files: [String], diagnostics: [Diagnostic]) = {
    var corpus = try! Corpus.load(from: invalidFixturesRoot)
    corpus.files.removeAll { $0.relativePath == "expected.json" }
    return (corpus.files.map(\.relativePath), Linter.lint(corpus, rules: sharedRules))
}()

/// Lint's lines for one file of a corpus, without the file name.
func lintLines(_ diagnostics: [Diagnostic], root: String, file: String) -> [String] {
    diagnostics.filter { $0.file == (root as NSString).appendingPathComponent(file) }.map { "\($0.path): \($0.message)" }
}

@Test func theInvalidCorpusHasAtLeastFiftyCasesEachListedWithItsMessages() {
    #expect(invalidCorpusDiagnostics.files.count >= 50)
    #expect(Set(invalidCorpusDiagnostics.files) == Set(invalidFixtureExpectations.keys))
    let valid = invalidFixtureExpectations.filter { $0.value.isEmpty }.map(\.key)
    #expect(valid == ["cross-file/a/same-id.json"], "only the first of two files sharing an id is valid on its own")
}

@Test("lint gives an invalid fixture exactly its expected messages", arguments: invalidFixtureExpectations.keys.sorted())
func invalidFixtureGivesItsMessages(_ file: String) {
    #expect(lintLines(invalidCorpusDiagnostics.diagnostics, root: invalidFixturesRoot, file: file) == invalidFixtureExpectations[file])
}

/// A file's own problems do not depend on the other files of the corpus (those under
/// `cross-file/` are about two files, and are left out).
@Test(
    "lint gives an invalid fixture alone the messages it gives it in the corpus",
    arguments: invalidFixtureExpectations.keys.sorted().filter { !$0.hasPrefix("cross-file/") })
func invalidFixtureAloneGivesItsMessages(_ file: String) {
    let loaded = Corpus.loadFile(root: invalidFixturesRoot, relativePath: file)
    let alone = Linter.lint(Corpus(root: invalidFixturesRoot, files: [loaded]), rules: sharedRules)
    #expect(lintLines(alone, root: invalidFixturesRoot, file: file) == invalidFixtureExpectations[file])
}

/// An input too large, too deep or not UTF-8, made by the test rather than committed. How fast
/// lint answers such input is measured by `dispatch-bench`, not asserted here.
struct GeneratedInvalidInput: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: @Sendable () -> [UInt8]
    /// The exact lines, or nil when ``check`` decides.
    let expected: [String]?
    var check: @Sendable ([String]) -> Bool = { _ in true }
    var testDescription: String { name }
}

/// A valid fixture on one line, with `extra` members appended to its top-level object.
func oneLineFixture(id: String, extra: String = "", scene: String? = nil, expectations: String? = nil) -> String {
    let sceneText = scene ?? #"{"windows":[{"id":"window","frame":[0,0,390,844],"subviews":[{"id":"A","frame":[0,0,100,100]}]}]}"#
    let expectationsText = expectations ?? #"[{"rules":["HT-01"],"channels":["hit"],"exact":["@0 touch 1 hit A"]}]"#
    return #"{"formatVersion":4,"id":"\#(id)","title":"Generated","rules":["HT-01"],"features":["hit-testing"],"#
        + #""provenance":[{"kind":"catalogue","ref":"HT-01"}],"conformance":"required","scene":\#(sceneText),"#
        + #""script":[{"at":0,"touch":1,"phase":"began","point":[10,10]},{"at":9,"touch":1,"phase":"ended","point":[10,10]}],"#
        + #""expectations":\#(expectationsText)\#(extra)}"#
}

let generatedInvalidInputs: [GeneratedInvalidInput] = [
    GeneratedInvalidInput(
        name: "fifty-megabytes",
        bytes: {
            let head = Array(oneLineFixture(id: "fifty-megabytes").utf8.dropLast()) + Array(#","notes":""#.utf8)
            return head + [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20 - head.count - 2) + Array(#""}"#.utf8)
        },
        expected: ["$: the file is 52428800 bytes; fixtures are limited to 4194304 bytes"]),
    GeneratedInvalidInput(
        name: "nesting-10000-arrays",
        bytes: { [UInt8](repeating: UInt8(ascii: "["), count: 10_000) + [UInt8](repeating: UInt8(ascii: "]"), count: 10_000) },
        expected: ["$: not valid JSON: line 1, column 257: nesting deeper than 256 levels"]),
    GeneratedInvalidInput(
        name: "nesting-10000-objects-in-notes",
        bytes: {
            let deep = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
            return Array(oneLineFixture(id: "nesting-10000-objects-in-notes", extra: #","notes":\#(deep)"#).utf8)
        },
        expected: ["$: not valid JSON: line 1, column 1785: nesting deeper than 256 levels"]),
    GeneratedInvalidInput(
        name: "nesting-130-views",
        bytes: {
            let views = String(repeating: #"{"id":"v","frame":[0,0,1,1],"subviews":["#, count: 130) + String(repeating: "]}", count: 130)
            return Array(oneLineFixture(id: "nesting-130-views", scene: #"{"windows":[\#(views)]}"#).utf8)
        },
        expected: ["$: not valid JSON: line 1, column 5263: nesting deeper than 256 levels"]),
    GeneratedInvalidInput(
        name: "invalid-utf8-byte",
        bytes: { Array(oneLineFixture(id: "invalid-utf8-byte").utf8).replacingTitle(with: [0x41, 0xFF, 0x42]) },
        expected: ["$: not valid JSON: line 1, column 55: invalid UTF-8 byte 0xFF"]),
    GeneratedInvalidInput(
        name: "overlong-utf8",
        bytes: { Array(oneLineFixture(id: "overlong-utf8").utf8).replacingTitle(with: [0xC0, 0xAF]) },
        expected: ["$: not valid JSON: line 1, column 50: invalid UTF-8 byte 0xC0"]),
    GeneratedInvalidInput(
        name: "truncated-utf8-sequence",
        bytes: { Array(oneLineFixture(id: "truncated-utf8-sequence").utf8).replacingTitle(with: [0x41, 0xE2, 0x82]) },
        expected: ["$: not valid JSON: line 1, column 61: invalid UTF-8 continuation byte"]),
    GeneratedInvalidInput(
        name: "encoded-as-utf16",
        bytes: { [0xFF, 0xFE] + oneLineFixture(id: "encoded-as-utf16").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } },
        expected: ["$: not valid JSON: line 1, column 1: unexpected character; expected a value"]),
    GeneratedInvalidInput(
        name: "long-responder-chain",
        bytes: {
            let count = 50_000
            let views = (0..<count).map {
                #"{"id":"v\#($0)","frame":[0,0,1,1],"nextResponder":"\#($0 == count - 1 ? "Z" : "v\($0 + 1)")"}"#
            }
            let scene =
                #"{"windows":[{"id":"window","frame":[0,0,390,844],"subviews":[{"id":"A","frame":[0,0,100,100]},\#(views.joined(separator: ","))]}]}"#
            return Array(oneLineFixture(id: "long-responder-chain", scene: scene).utf8)
        },
        expected: ["$.scene: nextResponder of \"v49999\" names \"Z\", which is not a responder of this scene"]),
    GeneratedInvalidInput(
        name: "many-views-many-expectations",
        bytes: {
            let views = (0..<10_000).map { #"{"id":"v\#($0)","frame":[0,0,1,1]}"# }
            let scene =
                #"{"windows":[{"id":"window","frame":[0,0,390,844],"subviews":[{"id":"A","frame":[0,0,100,100]},\#(views.joined(separator: ","))]}]}"#
            let expectations = (0..<10_000).map {
                #"{"rules":["HT-01"],"channels":["hit"],"absent":["touch 1 hit \#($0 == 9_999 ? "Q" : "v\($0)")"]}"#
            }
            return Array(
                oneLineFixture(
                    id: "many-views-many-expectations", scene: scene,
                    expectations: #"[{"rules":["HT-01"],"channels":["hit"],"exact":["@0 touch 1 hit A"]},"#
                        + "\(expectations.joined(separator: ","))]"
                )
                .utf8)
        },
        expected: ["$.expectations[10000].absent[0]: \"Q\" is not an object of the scene"]),
    GeneratedInvalidInput(
        name: "twenty-thousand-unknown-keys",
        bytes: { Array(oneLineFixture(id: "twenty-thousand-unknown-keys", extra: (0..<20_000).map { #","k\#($0)":0"# }.joined()).utf8) },
        expected: nil,
        check: { lines in
            lines.count == 20_000 && lines.first?.hasPrefix("$.k0: unknown key \"k0\";") == true
                && lines.last?.hasPrefix("$.k19999:") == true
        }
    ),
]

@Test("lint answers a generated input with its exact messages", arguments: generatedInvalidInputs)
func generatedInputGivesItsMessages(_ input: GeneratedInvalidInput) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("invalid-\(input.name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(input.bytes()).write(to: directory.appendingPathComponent("\(input.name).json"))
    let corpus = try Corpus.load(from: directory.path)
    let lines = lintLines(Linter.lint(corpus, rules: sharedRules), root: directory.path, file: "\(input.name).json")
    if let expected = input.expected { #expect(lines == expected) }
    #expect(input.check(lines), "\(lines.prefix(3))")
}

extension [UInt8] {
    /// The bytes with the text of the `"title"` value replaced by `bytes`.
    fileprivate func replacingTitle(with bytes: [UInt8]) -> [UInt8] {
        let marker = Array(#""title":"Generated""#.utf8)
        guard let start = indices.first(where: { self[$0...].starts(with: marker) }) else { return self }
        let valueStart = start + Array(#""title":""#.utf8).count
        return Array(self[..<valueStart]) + bytes + Array(self[(valueStart + "Generated".utf8.count)...])
    }
}
