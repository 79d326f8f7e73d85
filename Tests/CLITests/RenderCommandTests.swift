import Foundation
import Testing

@Test func renderWritesTheReadmeImage() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, _) = try runCLI(
        ["render", "seed000-subviews-first-hits-overflowing-b", "--out", out.path] + corpusOf(area: "hit-testing"))
    #expect(status == 0)
    let committed = repository.appendingPathComponent("Docs/seed000-subviews-first-hits-overflowing-b.svg")
    #expect(try Data(contentsOf: out) == Data(contentsOf: committed))
}

@Test func siteWritesAnIndexAndAPagePerFixture() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, output) = try runCLI(["site", "--out", out.path])
    #expect(status == 0, "\(output)")
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    let pages = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("fixtures").path)
    #expect(pages.filter { $0.hasSuffix(".html") }.count == corpus.files.count)
}

@Test func renderWithoutAnIdIsAUsageError() throws {
    let (status, output) = try runCLI(["render"])
    #expect(status == 2)
    #expect(output.contains("error: render needs a fixture id\n  (`dispatch-conformance render --help`"))
}
