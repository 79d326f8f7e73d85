import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// The shrunk cases in `Tests/FuzzRegressions/`: each broke an invariant of the reference engine
/// when the fuzzer found it (its `notes` say which), and must hold every invariant now.
/// - `fuzz-s1-c526582`: a pan that required a scroll view's delay recognizer to fail, already
///   failed and reset by a system cancel, failed a second time when the delay recognized (GA-03).
/// - `fuzz-s1-c642950`: the end a long press withheld reached a view removed meanwhile, whose
///   chain now ends at it (RC-01); the balance invariant exempts such touches (RC-09, GR-19).
/// - `fuzz-s1-c838093`, `fuzz-s1-c982527`: the same, for a window and for the application.
let fuzzRegressionFiles: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Tests/FuzzRegressions").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
}()

@Test func theFuzzRegressionFolderIsNotEmpty() {
    #expect(fuzzRegressionFiles.count >= 2)
}

@Test(arguments: fuzzRegressionFiles) func aFuzzRegressionCaseHoldsEveryInvariant(path: String) throws {
    let data = try #require(FileManager.default.contents(atPath: path))
    let fixture = try FixtureDecoder.decode(Array(data), file: path).get()
    let findings = FuzzOracle(reference: ReferenceEngine(), profile: .everything).findings(for: fixture.scenario)
    #expect(findings.isEmpty, "\(path): \(findings)")
}
