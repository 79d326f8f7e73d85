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
///
/// The corpus and the rules are read and linted once per process, on first use, and shared by
/// every call (from any thread), so a test per fixture costs about what one test of the whole
/// corpus costs.
public enum ConformanceSuite {
    /// This package's root, found from this file's location (SwiftPM builds dependencies from source).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The corpus shipped with the package.
    public static let fixturesDirectory = (packageRoot as NSString).appendingPathComponent("Fixtures")
    /// The specification shipped with the package.
    public static let specsDirectory = (packageRoot as NSString).appendingPathComponent("Specs")

    /// The corpus and rules, read and linted once per process (a `static let` is initialized
    /// once, safely, whichever thread gets there first).
    private static let linted: Result<LintedCorpus, any Error> = Result {
        let corpus = try Corpus.load(from: fixturesDirectory)
        guard !corpus.files.isEmpty else {
            throw HarnessError.notFound("the corpus at \(fixturesDirectory) has no fixture files (*.json)")
        }
        return LintedCorpus(corpus, rules: try RuleCatalogue.load(specsDirectory: specsDirectory))
    }

    /// The ids of every fixture of the corpus, for parameterized tests (`@Test(arguments:)`).
    ///
    /// When the corpus cannot be read or is empty, the list holds one entry that says so instead
    /// of no entry at all: a parameterized test over an empty list would run nothing and pass, and
    /// ``check(_:id:)`` on that entry throws the reason.
    public static var fixtureIDs: [String] { ids(of: linted) }

    /// The ids of the fixtures `engine` runs — every fixture but those needing a feature it does
    /// not declare or holding for other iOS versions than it models, which a run reports as SKIP — for a test parameterized over them:
    ///
    /// ```swift
    /// @Test(arguments: ConformanceSuite.fixtureIDs(runnableBy: MyEngine()))
    /// func conformsToUIKit(fixture id: String) throws {
    ///     try ConformanceSuite.check(MyEngine(), id: id)
    /// }
    /// ```
    ///
    /// A skipped fixture is not a test case, so it is never counted as passed; the whole-corpus
    /// ``check(_:selection:expectations:)`` names the skipped ones. A file that does not decode
    /// is listed (its check reports the problem), and so is the entry naming why there is no
    /// corpus, as in ``fixtureIDs``.
    public static func fixtureIDs(runnableBy engine: any DispatchEngine) -> [String] {
        guard case .success(let linted) = linted else { return ids(of: linted) }
        return linted.corpus.files.compactMap { file in
            guard let fixture = file.fixture else { return file.fileID }
            return SkipReason.of(fixture, for: engine) == nil ? fixture.id : nil
        }
    }

    /// The ids of a loaded corpus, or one entry naming why there is none.
    static func ids(of linted: Result<LintedCorpus, any Error>) -> [String] {
        switch linted {
        case .success(let linted): linted.corpus.files.map { $0.fixture?.id ?? $0.fileID }
        case .failure(let error): ["(no fixtures: \(error))"]
        }
    }

    /// Runs the corpus (or the selected part of it) against `engine`; `expectations` lists its
    /// known failures. Throws when the corpus or the rules cannot be read.
    public static func run(
        _ engine: any DispatchEngine, selection: FixtureSelection = FixtureSelection(), expectations: ExpectationsFile? = nil
    ) throws -> RunSummary {
        let linted = try linted.get()
        var summary = ConformanceRunner(engine: engine).run(linted, selection: selection)
        expectations?.apply(to: &summary, corpus: linted.corpus, file: "expectations")
        return summary
    }

    /// Runs the corpus against `engine` and throws ``ConformanceFailure`` — whose description is
    /// the whole report, with a diff per failing fixture — unless the run succeeded. A run that
    /// executed no fixture (every one skipped, or none selected) did not succeed.
    public static func check(
        _ engine: any DispatchEngine, selection: FixtureSelection = FixtureSelection(), expectations: ExpectationsFile? = nil
    ) throws {
        let summary = try run(engine, selection: selection, expectations: expectations)
        guard summary.succeeded else { throw failure(summary) }
    }

    /// Checks one fixture, for a test parameterized over ``fixtureIDs(runnableBy:)``. Throws
    /// when the corpus cannot be read, has no fixture `id`, or `engine` lacks a feature the
    /// fixture needs: a fixture the engine would skip is not passed (the error says to
    /// parameterize over ``fixtureIDs(runnableBy:)``).
    public static func check(_ engine: any DispatchEngine, id: String) throws {
        let linted = try linted.get()
        guard let index = linted.indexOfID[id] else {
            throw HarnessError.notFound("no fixture \"\(id)\" in \(linted.corpus.root); ConformanceSuite.fixtureIDs lists them")
        }
        if let fixture = linted.corpus.files[index].fixture {
            if let reason = SkipReason.of(fixture, for: engine) {
                throw HarnessError.notRunnable(
                    "\(engine.name) skips \"\(id)\" (\(reason)); parameterize over ConformanceSuite.fixtureIDs(runnableBy:), "
                        + "which lists only the fixtures the engine runs, so that a skipped fixture is never counted as passed")
            }
        }
        let summary = ConformanceRunner(engine: engine).run(linted, indices: [index], repetitions: 1)
        guard summary.succeeded else { throw failure(summary) }
    }

    private static func failure(_ summary: RunSummary) -> ConformanceFailure {
        ConformanceFailure(summary: summary, report: TextReport { "dispatch-conformance explain \($0)" }.render(summary))
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
