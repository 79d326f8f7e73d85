/// What a fixture's `features` list should be, given what it uses: the check `lint` runs and the
/// rewrite `dispatch-conformance migrate` makes.
extension FeatureUsage {
    /// The list a fixture should declare: `declared` with each retired name replaced, in its
    /// place, by the parts of it the fixture needs (its first part when it needs none, so that no
    /// declared claim is dropped), then every other needed feature missing from it, in catalogue
    /// order.
    public static func completed(_ declared: [Feature], scenario: Scenario, expectations: [Expectation]) -> [Feature] {
        let needed = required(by: scenario, expectations: expectations).map(\.0)
        var result: [Feature] = []
        for feature in declared {
            let parts = feature.isRetired ? needed.filter(feature.expansion.contains) : [feature]
            for part in parts.isEmpty ? [feature.expansion[0]] : parts where !result.contains(part) { result.append(part) }
        }
        return result + needed.filter { !result.contains($0) }
    }

    /// Reports every retired name of `declared` with what to write in its place, and every
    /// needed feature that is missing with why it is needed: lint's messages say exactly what to
    /// change.
    public static func reportUndeclared(
        declared: [Feature], scenario: Scenario, expectations: [Expectation], at path: JSONPath, _ context: DecodingContext
    ) {
        let needed = required(by: scenario, expectations: expectations)
        for (index, feature) in declared.enumerated() where feature.isRetired {
            let parts = needed.map(\.0).filter(feature.expansion.contains)
            let replacement = (parts.isEmpty ? [feature.expansion[0]] : parts).map { "\"\($0)\"" }.joined(separator: ", ")
            context.report(
                path.appending(index),
                "\"\(feature)\" is a retired feature name; write \(replacement) in its place (what this fixture needs of it, "
                    + "Specs/FEATURES.md); `dispatch-conformance migrate FILE` rewrites the list")
        }
        let covered = Set(declared.flatMap(\.expansion))
        for (feature, reason) in needed where !covered.contains(feature) {
            context.report(path, "add \"\(feature)\": \(reason)")
        }
    }
}
