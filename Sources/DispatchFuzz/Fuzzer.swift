import DispatchHarness
import DispatchModel
import Foundation

/// Generates cases from a seed, checks each with a ``FuzzOracle``, and shrinks every failure to a
/// fixture. Cases are checked in parallel when every engine is in process; failures are always
/// reported in case order, so a run's output depends on its seed and count only.
public struct Fuzzer: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// The checks.
    public var oracle: FuzzOracle
    /// How failures are shrunk.
    public var shrinker: Shrinker
    /// Failures beyond this many are counted but neither shrunk nor written.
    public var maximumShrunk: Int
    /// Whether runs compute ``Summary/digest``.
    public var digesting = false
    /// The options a replay command needs besides `--seed` and `--case` (`--engine-command 'CMD'`,
    /// `--ignore …`), already quoted for a POSIX shell, each with a leading space.
    public var replayOptions: String

    /// Creates a fuzzer.
    public init(seed: UInt64, oracle: FuzzOracle, shrinker: Shrinker = Shrinker(), maximumShrunk: Int = 5, replayOptions: String = "") {
        self.seed = seed
        self.oracle = oracle
        self.shrinker = shrinker
        self.maximumShrunk = maximumShrunk
        self.replayOptions = replayOptions
    }

    /// The command that checks case `index` of this run again, alone, with every option it needs.
    public func replayCommand(case index: Int) -> String {
        "dispatch-conformance fuzz --seed \(seed) --case \(index)\(replayOptions)"
    }

    /// One failing case, shrunk.
    public struct Failure: Sendable {
        /// The case as generated.
        public var fuzzCase: FuzzCase
        /// The first finding of the generated case; the shrunk case fails the same check.
        public var finding: FuzzFinding
        /// The first finding of the shrunk case.
        public var shrunkFinding: FuzzFinding
        /// The shrinking.
        public var shrinking: Shrinker.Result
        /// The shrunk case as a fixture.
        public var fixture: FuzzFixture
    }

    /// What a run found.
    public struct Summary: Sendable {
        /// Cases checked.
        public var cases = 0
        /// Cases whose first finding is a crash (the engine threw, crashed, hung or broke the protocol).
        public var crashes = 0
        /// Cases whose first finding is a violated invariant.
        public var violations = 0
        /// Cases whose first finding is a difference between engines.
        public var differences = 0
        /// Generated cases the fixture format rejects: bugs of the fuzzer (``FuzzCase/problems(for:)``).
        public var invalidCases = 0
        /// The failures shrunk, in case order (at most ``Fuzzer/maximumShrunk``).
        public var failures: [Failure] = []
        /// Wall-clock seconds the run took (reported, never compared).
        public var seconds = 0.0
        /// The digest of the generated cases, in case order, when the fuzzer computes one.
        public var digest: CaseDigest?

        /// Whether nothing failed.
        public var succeeded: Bool { crashes + violations + differences + invalidCases == 0 }

        /// `2000 cases in 1.3 s: 0 crashes, 0 violations, 0 differences`.
        public var closingLine: String {
            let time = (seconds * 10).rounded() / 10
            let invalid = invalidCases == 0 ? "" : ", \(counted(invalidCases, "invalid case")) (fuzzer bugs)"
            let kinds = findingsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            let breakdown = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"
            return
                "\(counted(cases, "case")) in \(time) s: \(counted(crashes, "crash")), \(counted(violations, "violation")), \(counted(differences, "difference"))\(invalid)\(breakdown)"
        }

        /// How many cases' first finding is of each kind (``FuzzFinding/Kind``), by its name.
        public var findingsByKind: [String: Int] = [:]
    }

    /// Checks the cases with the given indices; `onFailure` is called for each shrunk failure, in
    /// case order, as soon as it is known, and `progress` after each batch of cases with the
    /// summary so far and the number of cases in all (batches of 512 cases in process, of 16
    /// with an out-of-process engine, which may be slow).
    public func run(
        cases indices: [Int], onFailure: (Failure) -> Void = { _ in }, progress: (Summary, Int) -> Void = { _, _ in }
    ) -> Summary {
        let start = ContinuousClock.now
        var summary = Summary()
        let parallel = oracle.candidate == nil
        let size = parallel ? 512 : 16
        for batch in stride(from: 0, to: indices.count, by: size).map({ Array(indices[$0..<min($0 + size, indices.count)]) }) {
            let profile = oracle.profile
            let digesting = self.digesting
            let findings = OrderedConcurrentMap.map(count: batch.count, parallel: parallel) {
                position -> (FuzzCase, FuzzFinding?, UInt64) in
                let index = batch[position]
                let fuzzCase = FuzzCase.generate(seed: seed, index: index, profile: profile)
                let digest = digesting ? CaseDigest.of(fuzzCase.scenario) : 0
                if let problem = fuzzCase.problems(for: profile).first {
                    return (fuzzCase, FuzzFinding(.invalidCase, engine: "fuzzer", problem), digest)
                }
                return (fuzzCase, oracle.findings(for: fuzzCase.scenario).first, digest)
            }
            for (fuzzCase, finding, digest) in findings {
                summary.cases += 1
                if digesting { summary.digest = summary.digest ?? CaseDigest() }
                summary.digest?.add(digest)
                guard let finding else { continue }
                summary.findingsByKind[finding.kind.rawValue, default: 0] += 1
                switch finding.kind.category {
                case "crash": summary.crashes += 1
                case "difference": summary.differences += 1
                case "generator": summary.invalidCases += 1
                default: summary.violations += 1
                }
                guard summary.failures.count < maximumShrunk else { continue }
                let failure = investigate(fuzzCase, finding: finding)
                summary.failures.append(failure)
                onFailure(failure)
            }
            progress(summary, indices.count)
        }
        let elapsed = ContinuousClock.now - start
        summary.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return summary
    }

    /// Shrinks a failing case while it fails the same check on the same engine (for a difference
    /// between engines: while it diverges the same way, ``Divergence/Class``), and writes it as a
    /// fixture.
    public func investigate(_ fuzzCase: FuzzCase, finding: FuzzFinding) -> Failure {
        let shrinking = shrinker.shrink(fuzzCase.scenario) { candidate in
            oracle.findings(for: candidate).contains { $0.isSameFailure(as: finding) }
        }
        let shrunkFinding = oracle.findings(for: shrinking.scenario).first { $0.isSameFailure(as: finding) } ?? finding
        let fixture = FuzzFixture(
            seed: seed, index: fuzzCase.index, finding: shrunkFinding, scenario: shrinking.scenario, original: fuzzCase.scenario,
            expected: oracle.expectedTrace(for: shrinking.scenario), profile: oracle.profile, referenceName: oracle.reference.name,
            mask: oracle.mask, replay: replayCommand(case: fuzzCase.index))
        return Failure(fuzzCase: fuzzCase, finding: finding, shrunkFinding: shrunkFinding, shrinking: shrinking, fixture: fixture)
    }
}
