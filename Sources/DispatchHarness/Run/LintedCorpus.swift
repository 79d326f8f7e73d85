import DispatchModel

/// A corpus checked once against a rule catalogue, each file with its own problems: what a run
/// needs, computed once and run as often as wanted (``ConformanceSuite`` keeps one per process).
public struct LintedCorpus: Sendable {
    /// The corpus.
    public let corpus: Corpus
    /// The problems of each file, in the order of `corpus.files` (empty for a valid fixture).
    public let problems: [[Diagnostic]]
    /// The index in `corpus.files` of the first file with each id (the fixture's, or the file
    /// name when the file did not decode).
    public let indexOfID: [String: Int]
    /// The rule catalogue it was linted against, which grades the evidence of its failures.
    public let rules: RuleCatalogue

    /// Lints `corpus` against `rules`.
    public init(_ corpus: Corpus, rules: RuleCatalogue) {
        self.corpus = corpus
        self.rules = rules
        problems = Linter.problemsByFile(corpus, rules: rules)
        var indexOfID: [String: Int] = [:]
        for (index, file) in corpus.files.enumerated() where indexOfID[file.fixture?.id ?? file.fileID] == nil {
            indexOfID[file.fixture?.id ?? file.fileID] = index
        }
        self.indexOfID = indexOfID
    }
}
