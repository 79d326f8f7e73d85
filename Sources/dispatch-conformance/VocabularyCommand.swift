import DispatchCoverage
import DispatchHarness
import DispatchModel
import ReferenceEngine

/// `coverage --vocabulary`: the value classes and combinations the corpus exercises, measured
/// with the reference engine's traces for the combinations that depend on what happened.
func vocabularyCoverageCommand(_ arguments: Arguments) throws -> Int32 {
    guard arguments.value("area") == nil else { throw UsageError("--area does not apply to --vocabulary") }
    let corpus = try loadCorpus(arguments)
    let engine = ReferenceEngine()
    let coverage = try VocabularyCoverage(corpus: corpus, specsDirectory: arguments.value("specs") ?? "Specs") { fixture in
        try? engine.run(fixture.scenario)
    }
    if arguments.flag("all") {
        for item in coverage.items {
            let all = coverage.fixtures[item] ?? []
            let required = coverage.requiredFixtures[item] ?? []
            let status =
                if !required.isEmpty {
                    "\(required.count) required, \(all.count) in all"
                } else if let reason = coverage.deliberatelyUncovered[item] {
                    "deliberately uncovered: \(reason)"
                } else if !all.isEmpty { "GAP: only \(all.count) non-required" } else { "GAP" }
            print("\(item)  \(status)\(required.first.map { "  e.g. \($0)" } ?? all.first.map { "  e.g. \($0)" } ?? "")")
        }
    } else {
        for item in coverage.gaps {
            let others = coverage.fixtures[item] ?? []
            print(
                "gap: \(item)\(others.isEmpty ? "" : " (exercised only by \(others.count) non-required fixture\(others.count == 1 ? "" : "s"), e.g. \(others[0]))")"
            )
        }
    }
    for problem in coverage.problems { print("problem: \(problem)") }
    print(coverage.summary)
    return coverage.gaps.isEmpty && coverage.problems.isEmpty ? 0 : 1
}
