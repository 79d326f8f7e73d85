import DispatchModel

/// Checks a corpus beyond what decoding one file can: ids unique across files, cited rules in the
/// catalogue, provenance that resolves in the specification, and the catalogue itself well formed.
public enum Linter {
    /// Every problem of the corpus: each file's decoding problems, then cross-file problems.
    public static func lint(_ corpus: Corpus, rules: RuleCatalogue) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstFileOfID: [String: String] = [:]
        for file in corpus.files {
            let display = "\(corpus.root)/\(file.relativePath)"
            switch file.result {
            case .failure(let error):
                diagnostics += error.diagnostics
            case .success(let fixture):
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
            }
        }
        diagnostics += rules.problems.map { Diagnostic(file: "Specs", path: "$", message: $0) }
        return diagnostics
    }
}
