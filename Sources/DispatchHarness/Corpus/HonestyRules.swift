import DispatchModel

/// What lint requires of a fixture's claims beyond their form (`CONTRIBUTING.md`, "What makes a
/// fixture acceptable"): a `required` fixture asserts that something happens, and a log observed
/// on real UIKit is never demoted to the reference engine's choice.
enum HonestyRules {
    /// The problems of one decoded fixture.
    static func check(_ fixture: Fixture, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if fixture.conformance == .required && !fixture.expectations.contains(where: \.assertsSomethingHappens) {
            problems.append(
                Diagnostic(
                    file: file, path: "$.expectations",
                    message:
                        "a required fixture must assert that something happens (an \"exact\", \"contains\" or \"unordered\" line, or a count of at least 1): with only \"absent\" lines it passes for an engine that does nothing"
                ))
        }
        if fixture.conformance == .implementationDefined,
            let index = fixture.provenance.firstIndex(where: { $0.kind == .observedLog })
        {
            problems.append(
                Diagnostic(
                    file: file, path: "$.conformance",
                    message:
                        "a fixture resting on a log observed on real UIKit ($.provenance[\(index)]) states UIKit's behaviour, not an engine choice: it cannot be implementation-defined"
                ))
        }
        return problems
    }
}
