import DispatchModel
import Testing

/// The table "Rules behind each kind of line" of `Specs/TRACE-FORMAT.md` is read by the annotation
/// test (`AnnotationAgreementTests.swift`); these tests keep it whole: every rule it names exists,
/// and every line the trace grammar can write is of exactly one of its kinds, so that a kind of
/// line added to the grammar cannot go without its rules.
let rulesBehindLines = try! RulesBehindLines.load(specsDirectory: Repository.specs)

/// Each row names at least one rule, each a rule of `Specs/rules/`, none twice.
@Test func everyRowOfTheLineTableNamesRulesOfTheCatalogue() {
    let ids = rules.ids
    for kind in rulesBehindLines.kinds {
        #expect(!kind.rules.isEmpty, "\(kind) names no rule")
        let unknown = kind.rules.filter { !ids.contains($0) }
        #expect(unknown.isEmpty, "\(kind) names rules Specs/rules/ does not define: \(unknown)")
        #expect(Set(kind.rules).count == kind.rules.count, "\(kind) names a rule twice: \(kind.rules)")
    }
}

/// Every line of every form of `TraceGrammar` (each keyword, phase, state, control event… of the
/// form) is of exactly one kind of the table.
@Test func everyLineOfTheGrammarIsOfExactlyOneKindOfTheTable() {
    for shape in TraceGrammar.shapes {
        for words in shape.sampleLines {
            let kinds = rulesBehindLines.kinds(of: words)
            let line = words.joined(separator: " ")
            #expect(!kinds.isEmpty, "no row of TRACE-FORMAT.md's \"Rules behind each kind of line\" matches `\(line)`")
            #expect(kinds.count <= 1, "`\(line)` matches several rows: \(kinds.map(\.name))")
        }
    }
}
