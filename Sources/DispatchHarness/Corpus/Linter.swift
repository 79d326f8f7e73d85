import DispatchModel

/// Checks a corpus beyond what decoding one file can: ids unique across files, cited rules in the
/// catalogue, provenance that resolves in the specification, and the catalogue itself well formed.
public enum Linter {
    /// Every problem of the corpus: each file's decoding problems, then cross-file problems.
    public static func lint(_ corpus: Corpus, rules: RuleCatalogue) -> [Diagnostic] {
        problemsByFile(corpus, rules: rules).flatMap { $0 } + catalogueProblems(rules)
    }

    /// The problems of each file of the corpus, in the order of `corpus.files`: its decoding
    /// problems, a reused id, unknown rules. Kept with the file they belong to, so that a run never
    /// has to find a file's problems again by comparing names.
    public static func problemsByFile(_ corpus: Corpus, rules: RuleCatalogue) -> [[Diagnostic]] {
        var firstFileOfID: [String: String] = [:]
        return corpus.files.map { file in
            let display = corpus.displayPath(of: file)
            switch file.result {
            case .failure(let error):
                return error.diagnostics
            case .success(let fixture):
                var diagnostics: [Diagnostic] = []
                if let first = firstFileOfID[fixture.id] {
                    diagnostics.append(
                        Diagnostic(file: display, path: "$.id", message: "duplicate fixture id \"\(fixture.id)\"; also used by \(first)"))
                } else {
                    firstFileOfID[fixture.id] = display
                }
                for (index, rule) in fixture.rules.enumerated() where rules.rule(rule) == nil {
                    diagnostics.append(
                        Diagnostic(
                            file: display, path: "$.rules[\(index)]", message: "rule \"\(rule)\" is not in the catalogue (Specs/rules/)"))
                }
                diagnostics += ProvenanceRules.check(fixture, file: display, rules: rules)
                diagnostics += HonestyRules.check(fixture, file: display)
                diagnostics += VersionRules.check(fixture, file: display, rules: rules)
                return diagnostics
            }
        }
    }

    /// The problems of `fixture`'s iOS range against the rules it cites (`Specs/FIXTURE-FORMAT.md`,
    /// "iOS versions").
    public static func versionProblems(of fixture: Fixture, file: String, rules: RuleCatalogue) -> [Diagnostic] {
        VersionRules.check(fixture, file: file, rules: rules)
    }

    /// The problems of the rule catalogue itself.
    public static func catalogueProblems(_ rules: RuleCatalogue) -> [Diagnostic] {
        (rules.problems + rules.evidence.problems + rules.confidenceProblems).map { Diagnostic(file: "Specs", path: "$", message: $0) }
    }
}
