import DispatchHarness
import Foundation
import Testing

@Test func ruleParagraphsSpanLinesUntilABlankLine() {
    let catalogue = RuleCatalogue.parse([
        (
            name: "rules/XX.md",
            text: """
            # XX — Example

            ### XX-01 First rule

            **Rule.** One sentence
            that goes on.

            **Constants.** none

            **Sources.** A-KEY — a passage;
            B-KEY — another.

            **Confidence.** D+O

            **Engine choice `XX-01/pick-one`.** The engine
            picks one.

            **Engine choice `XX-01/pick-another`.** And
            another.

            ### XX-02 Second rule

            **Rule.** Short.

            **Confidence.** I
            """
        )
    ])
    #expect(catalogue.problems.isEmpty)
    let first = catalogue.rule("XX-01")
    #expect(first?.title == "First rule")
    #expect(first?.statement == "One sentence\nthat goes on.")
    #expect(first?.constants == "none")
    #expect(first?.sources == "A-KEY — a passage;\nB-KEY — another.")
    #expect(first?.confidence == "D+O")
    #expect(first?.engineChoice == "The engine\npicks one.\n\nAnd\nanother.")
    #expect(first?.hasEngineChoice == true)
    #expect(first?.engineChoices.map(\.id) == ["XX-01/pick-one", "XX-01/pick-another"])
    #expect(first?.engineChoices.map(\.text) == ["The engine\npicks one.", "And\nanother."])
    #expect(catalogue.engineChoice("XX-01/pick-another")?.ruleID == "XX-01")
    let second = catalogue.rule("XX-02")
    #expect(second?.statement == "Short.")
    #expect(second?.constants == "")
    #expect(second?.engineChoice == nil)
    #expect(second?.hasEngineChoice == false)
    #expect(second?.confidence == "I")
}

@Test func everyRuleOfTheCatalogueHasItsStatementConstantsAndSources() {
    for rule in sharedRules.rules {
        #expect(!rule.statement.isEmpty, "\(rule.id) has no statement")
        #expect(!rule.constants.isEmpty, "\(rule.id) has no constants")
        #expect(!rule.sources.isEmpty, "\(rule.id) has no sources")
        #expect(rule.hasEngineChoice == (rule.engineChoice != nil))
    }
    let first = sharedRules.rule("HT-01")
    #expect(first?.statement.hasPrefix("When a touch begins, the view returned by hit testing becomes `touch.view`") == true)
    #expect(first?.statement.hasSuffix("fixtures do not assert `touch.view` after such a cancellation.") == true)
    #expect(first?.sources.hasPrefix("A-RESP") == true)
    #expect(sharedRules.rules.filter(\.hasEngineChoice).count >= 1)
}

@Test(
    "an engine choice without an id of its rule is a problem of the catalogue",
    arguments: [
        ("**Engine choice.** Unnamed.", "got no id"), ("**Engine choice `XX-02/other-rule`.** Wrong rule.", "got `XX-02/other-rule`"),
        ("**Engine choice `XX-01/Upper`.** Bad slug.", "got `XX-01/Upper`"),
        ("**Engine choice `XX-01/a--b`.** Bad slug.", "got `XX-01/a--b`"),
    ])
func engineChoiceLabelsNameTheirRule(_ label: String, _ problem: String) {
    let catalogue = RuleCatalogue.parse([
        (name: "rules/XX.md", text: "### XX-01 A rule\n\n**Rule.** R.\n\n**Confidence.** I\n\n\(label)\n")
    ])
    #expect(catalogue.problems == ["rules/XX.md: an engine choice of XX-01 is not labelled **Engine choice `XX-01/slug`.** (\(problem))"])
    #expect(catalogue.engineChoices.isEmpty)
}

@Test func anEngineChoiceIdIsDefinedOnce() {
    let text = "### XX-01 A rule\n\n**Confidence.** I\n\n**Engine choice `XX-01/same`.** One.\n\n**Engine choice `XX-01/same`.** Two.\n"
    #expect(RuleCatalogue.parse([(name: "rules/XX.md", text: text)]).problems == ["engine choice XX-01/same is defined twice"])
}

/// Every paragraph of the real catalogue that states an engine choice carries its id.
@Test func everyEngineChoiceOfTheCatalogueHasAnID() throws {
    #expect(sharedRules.problems.isEmpty, "\(sharedRules.problems)")
    for file in Set(sharedRules.rules.map(\.file)).sorted() {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Specs/\(file)"), encoding: .utf8)
        let paragraphs = text.components(separatedBy: "\n**Engine choice").count - 1
        #expect(sharedRules.rules.filter { $0.file == file }.flatMap(\.engineChoices).count == paragraphs, "\(file)")
    }
    #expect(sharedRules.engineChoice("GA-13/recognizer-order") != nil)
}

@Test func aCatalogueWithWindowsLineEndingsReadsAsWithUnixOnes() throws {
    let directory = repositoryRoot.appendingPathComponent("Specs/rules")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") && $0 != "README.md" }
    #expect(names.count >= 9)
    let unix = try names.sorted().map { name in
        (name: "rules/\(name)", text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
    }
    let windows = unix.map { (name: $0.name, text: $0.text.replacingOccurrences(of: "\n", with: "\r\n")) }
    let fromWindows = RuleCatalogue.parse(windows)
    #expect(fromWindows.problems.isEmpty, "\(fromWindows.problems.prefix(3))")
    #expect(fromWindows.rules.count == sharedRules.rules.count)
    let fromUnix = RuleCatalogue.parse(unix).rules
    let differing = zip(fromWindows.rules, fromUnix).first { $0 != $1 }
    #expect(differing == nil, "\(differing.map { "\($0.0.id) reads differently" } ?? "")")
}
