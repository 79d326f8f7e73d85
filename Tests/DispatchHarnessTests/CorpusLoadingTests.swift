import DispatchHarness
import Foundation
import Testing

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Test func symbolicLinksAreFollowedOrReportedNeverSkipped() throws {
    let folder = try temporaryFolder("links")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    let outside = folder.appendingPathComponent("outside")
    let root = folder.appendingPathComponent("corpus")
    try manager.createDirectory(at: outside, withIntermediateDirectories: true)
    try manager.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
    let source = repositoryRoot.appendingPathComponent("Fixtures/hit-testing/seed002-tap-on-a-hit-test-order.json")
    try manager.copyItem(at: source, to: outside.appendingPathComponent("seed002-tap-on-a-hit-test-order.json"))
    let other = repositoryRoot.appendingPathComponent("Fixtures/hit-testing/seed002-tap-on-b-hit-test-order.json")
    try manager.copyItem(at: other, to: outside.appendingPathComponent("other.json"))
    try manager.createSymbolicLink(atPath: root.appendingPathComponent("linked-area").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
        atPath: root.appendingPathComponent("real/seed002-tap-on-b-hit-test-order.json").path,
        withDestinationPath: outside.appendingPathComponent("other.json").path)
    try manager.createSymbolicLink(atPath: root.appendingPathComponent("real/gone.json").path, withDestinationPath: "/nonexistent/x.json")
    try manager.createSymbolicLink(atPath: root.appendingPathComponent("real/loop").path, withDestinationPath: root.path)

    let corpus = try Corpus.load(from: root.path)
    #expect(
        corpus.files.map(\.relativePath) == [
            "linked-area/other.json", "linked-area/seed002-tap-on-a-hit-test-order.json", "real/gone.json", "real/loop",
            "real/seed002-tap-on-b-hit-test-order.json",
        ])
    let problems = Linter.lint(corpus, rules: sharedRules).map { "\($0.file.dropFirst(root.path.count + 1)): \($0.path): \($0.message)" }
    #expect(problems.contains("real/gone.json: $: a symbolic link to /nonexistent/x.json, which does not exist"))
    #expect(problems.contains("real/loop: $: a symbolic link back to an enclosing folder; following it would never end"))
    #expect(problems.contains { $0.hasPrefix("linked-area/other.json: $.id: the id \"seed002-tap-on-b-hit-test-order\" must equal") })
    #expect(corpus.files.compactMap(\.fixture).map(\.id) == ["seed002-tap-on-a-hit-test-order", "seed002-tap-on-b-hit-test-order"])
}
