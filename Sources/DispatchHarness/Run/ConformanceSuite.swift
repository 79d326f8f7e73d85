import DispatchModel
import Foundation

/// The entry point for engine authors who depend on this package: run the bundled corpus against
/// an engine from a test, and fail with the report's diffs.
///
/// ```swift
/// @Test func conformsToUIKit() throws {
///     try ConformanceSuite.check(MyEngine())
/// }
/// ```
public enum ConformanceSuite {
    /// This package's root, found from this file's location (SwiftPM builds dependencies from source).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The corpus shipped with the package.
    public static let fixturesDirectory = (packageRoot as NSString).appendingPathComponent("Fixtures")
    /// The specification shipped with the package.
    public static let specsDirectory = (packageRoot as NSString).appendingPathComponent("Specs")

    /// The corpus and rules, read once per process.
    private static let corpus = Result { try Corpus.load(from: fixturesDirectory) }
    private static let rules = Result { try RuleCatalogue.load(specsDirectory: specsDirectory) }

    /// The ids of every fixture of the corpus, for parameterized tests (`@Test(arguments:)`).
    public static var fixtureIDs: [String] {
        ((try? corpus.get())?.files ?? []).map { $0.fixture?.id ?? $0.fileID }
    }

    /// Runs the corpus (or the selected part of it) against `engine`; `expectations` lists its
    /// known failures.
    public static func run(
        _ engine: any DispatchEngine, selection: FixtureSelection = FixtureSelection(), expectations: ExpectationsFile? = nil
    ) throws -> RunSummary {
        let corpus = try Corpus.load(from: fixturesDirectory)
        var summary = ConformanceRunner(engine: engine).run(
            corpus, rules: try RuleCatalogue.load(specsDirectory: specsDirectory), selection: selection)
        expectations?.apply(to: &summary, corpus: corpus, file: "expectations")
        return summary
    }

    /// Runs the corpus against `engine` and throws ``ConformanceFailure`` — whose description is
    /// the whole report, with a diff per failing fixture — unless the run succeeded.
    public static func check(
        _ engine: any DispatchEngine, selection: FixtureSelection = FixtureSelection(), expectations: ExpectationsFile? = nil
    ) throws {
        let summary = try run(engine, selection: selection, expectations: expectations)
        guard summary.succeeded, !summary.results.isEmpty else {
            throw ConformanceFailure(summary: summary, report: TextReport { "dispatch-conformance explain \($0)" }.render(summary))
        }
    }

    /// Checks one fixture, for a test parameterized over ``fixtureIDs``; a skipped fixture passes.
    public static func check(_ engine: any DispatchEngine, id: String) throws {
        try check(engine, selection: FixtureSelection(idGlob: id))
    }
}

/// A conformance run that did not succeed; printing it shows the report.
public struct ConformanceFailure: Error, CustomStringConvertible {
    /// The results.
    public var summary: RunSummary
    /// The human-readable report.
    public var report: String

    /// The report.
    public var description: String { report }
}
