import DispatchHarness
import DispatchModel
import Testing

/// Two rules with `**iOS.**` lines and one without, to hold fixtures' ranges against.
private let versionedCatalogue = RuleCatalogue.parse([
    (
        name: "rules/TD.md",
        text: """
        ### TD-90 Something that exists from 13.4

        **Rule.** It exists.

        **iOS.** from 13.4 — Apple's availability annotation (A-TOUCH).

        **Confidence.** D — documented (A-TOUCH).

        ### TD-91 Something that changes at 13

        **Rule.** Before 13 one way, from 13 another.

        **iOS.** changes at 13 — the releases the logs were printed on.

        **Confidence.** D — documented (A-TOUCH).

        ### TD-92 Something of every release

        **Rule.** Always.

        **Confidence.** D — documented (A-TOUCH).
        """
    )
])

private func fixture(rules: [String], ios: IOSRange?) -> Fixture {
    var fixture = sharedCorpus.fixtures[0]
    fixture.rules = rules
    fixture.ios = ios
    return fixture
}

private func problems(rules: [String], ios: IOSRange?) -> [String] {
    Linter.versionProblems(of: fixture(rules: rules, ios: ios), file: "f.json", rules: versionedCatalogue).map(\.message)
}

@Test func rulesReadTheirIOSLine() throws {
    #expect(versionedCatalogue.problems.isEmpty, "\(versionedCatalogue.problems)")
    #expect(versionedCatalogue.rule("TD-90")?.ios == IOSRange(from: IOSVersion(13, 4)))
    #expect(versionedCatalogue.rule("TD-91")?.iosChanges == [IOSVersion(13)])
    #expect(versionedCatalogue.rule("TD-92")?.ios == nil)
    let malformed = RuleCatalogue.parse([
        (name: "rules/X.md", text: "### TD-93 X\n\n**iOS.** since 13 — words\n\n**Confidence.** D — documented (A-TOUCH).\n")
    ])
    #expect(malformed.problems.contains { $0.contains("TD-93's **iOS.** line must be") })
    let withoutEvidence = RuleCatalogue.parse([
        (name: "rules/X.md", text: "### TD-94 X\n\n**iOS.** from 13\n\n**Confidence.** D — documented (A-TOUCH).\n")
    ])
    #expect(withoutEvidence.problems.contains { $0.contains("TD-94's **iOS.** line must be") })
}

@Test func aFixtureHoldsOnlyWhereItsRulesHold() {
    #expect(problems(rules: ["TD-90"], ios: IOSRange(from: IOSVersion(13, 4))) == [])
    #expect(problems(rules: ["TD-90"], ios: IOSRange(from: IOSVersion(14), before: IOSVersion(16))) == [])
    #expect(
        problems(rules: ["TD-90"], ios: nil) == [
            #"TD-90 holds for iOS 13.4 or later only, but the fixture holds for every iOS: give it "ios": {"from":"13.4"} (or cite rules that hold for its range)"#
        ])
    #expect(problems(rules: ["TD-90"], ios: IOSRange(from: IOSVersion(13))).count == 1)
}

@Test func aFixtureLiesOnOneSideOfEachChange() {
    #expect(problems(rules: ["TD-91"], ios: IOSRange(before: IOSVersion(13))) == [])
    #expect(problems(rules: ["TD-91"], ios: IOSRange(from: IOSVersion(13))) == [])
    #expect(problems(rules: ["TD-91"], ios: IOSRange(from: IOSVersion(12), before: IOSVersion(14))).count == 1)
    #expect(problems(rules: ["TD-91"], ios: nil).first?.hasPrefix("TD-91 changes at iOS 13, and the fixture holds for every iOS") == true)
}

@Test func aRangeRestsOnARuleThatNamesTheVersion() {
    #expect(problems(rules: ["TD-92"], ios: nil) == [])
    #expect(
        problems(rules: ["TD-92"], ios: IOSRange(from: IOSVersion(13))).first?.contains("none of its rules has an **iOS.** line") == true)
}

/// GR-28: a delegate that refuses the event question behaves differently before and from iOS
/// 13.4, so lint requires the fixture to cite GR-28 (whose line makes it pick a side); the same
/// fixture citing it is not refused for that.
@Test func aDelegateRefusingEventsNeedsItsFixtureToCiteGR28() throws {
    let corpusFixture = try #require(
        sharedCorpus.fixtures.first { $0.id == "gr-28-delegate-refusing-every-event-hides-the-touch-from-the-tap-from-ios-13-4" })
    var uncited = corpusFixture
    uncited.rules = uncited.rules.filter { $0 != "GR-28" }
    let refused = Linter.versionProblems(of: uncited, file: "f.json", rules: versionedCatalogue).map(\.message)
    #expect(refused.contains { $0.contains("shouldReceiveEvent false") && $0.contains("cite GR-28") }, "\(refused)")
    let accepted = Linter.versionProblems(of: corpusFixture, file: "f.json", rules: versionedCatalogue).map(\.message)
    #expect(!accepted.contains { $0.contains("shouldReceiveEvent") }, "\(accepted)")
}
