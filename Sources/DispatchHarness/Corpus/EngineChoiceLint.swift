import DispatchModel

/// `lint --engine-choices`: whether a `required` fixture relies on an engine choice. Each
/// ``Variant`` is an engine that plays another behaviour for some engine choices, one consistent
/// with every rule (the reference engine's `EngineChoiceAlternative`s); a `required` fixture that
/// fails under it asserts what UIKit leaves unspecified, so each of its failing expectations is
/// reported. A fixture with `observed-log` provenance is exempt: a log of real UIKit decides
/// what happens in its scene, so an alternative that contradicts it is not a legitimate reading
/// of UIKit there (the seed 002 logs show one hit-test traversal, HT-22).
///
/// The harness never imports the reference engine: the caller passes the variants as engines.
public enum EngineChoiceLint {
    /// An engine playing an alternative for some engine choices.
    public struct Variant: Sendable {
        /// The ids of the choices it varies (`GA-13/recognizer-order`).
        public var choiceIDs: [String]
        /// What it does instead, as a phrase that follows "with".
        public var summary: String
        /// The engine that plays it.
        public var engine: any DispatchEngine

        /// Creates a variant.
        public init(choiceIDs: [String], summary: String, engine: any DispatchEngine) {
            self.choiceIDs = choiceIDs
            self.summary = summary
            self.engine = engine
        }
    }

    /// One diagnostic per failing expectation of every valid `required` fixture under each
    /// variant, in corpus order, then variant order: `FILE: $.expectations[N]: relies on engine
    /// choice ID (Specs/rules/X.md): with SUMMARY, its exact assertion does not hold`. A choice
    /// id is followed by the rule file that `rules` names for it, under `specsDirectory`; an
    /// engine that throws is reported on `$`.
    public static func lint(_ corpus: LintedCorpus, rules: RuleCatalogue, specsDirectory: String = "Specs", variants: [Variant])
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for (index, file) in corpus.corpus.files.enumerated() {
            guard corpus.problems[index].isEmpty, let fixture = file.fixture, fixture.conformance == .required,
                !fixture.provenance.contains(where: { $0.kind == .observedLog })
            else { continue }
            let display = corpus.corpus.displayPath(of: file)
            for variant in variants {
                let reliance =
                    "relies on engine choice \(choices(variant.choiceIDs, rules: rules, specsDirectory: specsDirectory)): with \(variant.summary)"
                switch ConformanceRunner(engine: variant.engine).run(fixture).outcome {
                case .failed(let checks):
                    for check in checks where !check.passed {
                        let modes = check.failures.map { $0.mode.rawValue }
                        let assertions =
                            modes.count == 1
                            ? "its \(modes[0]) assertion does not hold" : "its \(modes.joined(separator: ", ")) assertions do not hold"
                        diagnostics.append(
                            Diagnostic(file: display, path: "$.expectations[\(check.index)]", message: "\(reliance), \(assertions)"))
                    }
                case .error(let message), .timeout(let message):
                    diagnostics.append(Diagnostic(file: display, path: "$", message: "\(reliance), the engine fails: \(message)"))
                case .passed, .skipped, .unstable:
                    break
                }
            }
        }
        return diagnostics
    }

    /// `GA-13/recognizer-order (Specs/rules/GA.md), GR-14/recognizer-order (Specs/rules/GR.md)`.
    private static func choices(_ ids: [String], rules: RuleCatalogue, specsDirectory: String) -> String {
        ids.map { id in
            guard let rule = rules.rule(EngineChoice(id: id, text: "").ruleID) else { return "\(id) (not in the rule catalogue)" }
            return "\(id) (\(Corpus.displayPath(root: specsDirectory, relativePath: rule.file)))"
        }.joined(separator: ", ")
    }
}
