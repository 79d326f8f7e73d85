import DispatchModel

/// Lint of a fixture's iOS range against the rules it cites (`Specs/FIXTURE-FORMAT.md`, "iOS
/// versions"): a fixture holds only where every rule it cites holds, lies on one side of each
/// version where a cited rule changes, and has a range only when a cited rule's `**iOS.**` line
/// names a version, so that every range rests on evidence.
enum VersionRules {
    /// The problems of `fixture`'s range, reported at `file`.
    static func check(_ fixture: Fixture, file: String, rules: RuleCatalogue) -> [Diagnostic] {
        let range = fixture.ios ?? .all
        var problems: [String] = []
        var backedByARule = false
        for id in fixture.rules {
            guard let rule = rules.rule(id) else { continue }
            if let holds = rule.ios {
                backedByARule = true
                if !range.isWithin(holds) {
                    problems.append(
                        "\(id) holds for \(holds) only, but the fixture holds for \(range): "
                            + "give it \"ios\": \(suggestion(range.intersection(holds))) (or cite rules that hold for its range)")
                }
            }
            backedByARule = backedByARule || !rule.iosChanges.isEmpty
            for change in rule.iosChanges {
                if range.contains(change), range.from.map({ $0 < change }) ?? true {
                    problems.append(
                        "\(id) changes at iOS \(change), and the fixture holds for \(range), on both sides: "
                            + "give it \"ios\": {\"before\": \"\(change)\"} or {\"from\": \"\(change)\"}, whichever side its trace shows")
                }
            }
        }
        // GR-28: UIKit asks the event question from iOS 13.4 only, so a delegate that answers it
        // false behaves differently on each side, and the fixture must say which side it shows.
        if let first = fixture.scenario.scene.allRecognizers.first(where: { $0.recognizer.delegate?.shouldReceiveEvent == false }),
            !fixture.rules.contains(eventQuestionRule)
        {
            problems.append(
                "the delegate of \"\(first.recognizer.id)\" answers shouldReceiveEvent false, which UIKit asks from iOS 13.4 only: "
                    + "cite \(eventQuestionRule) and give the fixture \"ios\": {\"from\": \"13.4\"} or {\"before\": \"13.4\"}")
        }
        if fixture.ios != nil, !backedByARule {
            problems.append(
                "the fixture holds for \(range), but none of its rules has an **iOS.** line that names a version; "
                    + "a range rests on the rule whose evidence fixes the version (Specs/rules/README.md)")
        }
        return problems.uniqued().map { Diagnostic(file: file, path: "$.ios", message: $0) }
    }

    /// The rule of the delegate's event question, whose behaviour changes at iOS 13.4.
    private static let eventQuestionRule = "GR-28"

    /// The `ios` object for a range, as a fixture writes it.
    private static func suggestion(_ range: IOSRange) -> String {
        JSONWriter.text(range.jsonValue)
    }
}
