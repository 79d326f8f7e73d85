import DispatchModel
import ReferenceEngine
import Testing

/// Every rule the reference engine names beside a line of a corpus trace is one that
/// `Specs/TRACE-FORMAT.md`'s table "Rules behind each kind of line" lists for that kind of line,
/// so that `explain` and `expected by …` never send a reader to a rule about something else (a
/// shake rule beside a `sendAction` line). Each disagreement is reported with its fixture, the
/// line's number and text, and the rule.
@Test func everyAnnotationOfTheCorpusNamesARuleOfItsKindOfLine() throws {
    var problems: [String] = []
    var byKind: [String: Int] = [:]
    for fixture in corpus.fixtures {
        let annotated = try ReferenceEngine().runAnnotated(fixture.scenario)
        for (number, entry) in annotated.trace.entries.enumerated() {
            let line = entry.event.description
            let kinds = rulesBehindLines.kinds(of: line.split(separator: " "))
            guard let kind = kinds.first else {
                problems.append("\(fixture.id): line \(number + 1) `\(line)` is of no kind of the table")
                continue
            }
            let annotation = annotated.rules[number]
            if annotation.isEmpty { problems.append("\(fixture.id): line \(number + 1) `\(line)` has no rule") }
            for rule in annotation where !kind.rules.contains(rule) {
                problems.append("\(fixture.id): line \(number + 1) `\(line)`: \(rule) is not a rule of \(kind.name)")
                byKind["\(rule) beside \(kind.name)", default: 0] += 1
            }
        }
    }
    let summary = byKind.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) lines" }.joined(separator: "\n")
    let shown = problems.prefix(40).joined(separator: "\n")
    #expect(problems.count == 0, "annotations that disagree with the table:\n\(summary)\nthe first of them:\n\(shown)")
}
