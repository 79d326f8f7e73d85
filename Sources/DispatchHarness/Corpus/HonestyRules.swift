import DispatchModel

/// What lint requires of a fixture's claims beyond their form (`CONTRIBUTING.md`, "What makes a
/// fixture acceptable"): a `required` fixture asserts that something happens, and a log observed
/// on real UIKit is never demoted to the reference engine's choice; no expectation is written
/// twice, and notes do not name keys an earlier format retired.
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
        for index in fixture.expectations.indices {
            guard let first = fixture.expectations[..<index].firstIndex(of: fixture.expectations[index]) else { continue }
            problems.append(
                Diagnostic(
                    file: file, path: "$.expectations[\(index)]",
                    message:
                        "expectation \(index + 1) repeats expectation \(first + 1) ($.expectations[\(first)]) word for word: remove one; a repeated expectation checks nothing more and counts twice in reports"
                ))
        }
        if let notes = fixture.notes {
            for retired in retiredKeys where retired.isNamed(in: notes) {
                problems.append(Diagnostic(file: file, path: "$.notes", message: retired.message))
            }
        }
        return problems
    }

    /// A key an earlier fixture format had, which notes must no longer name: a reader would look
    /// for it in the scene and not find it.
    struct RetiredKey {
        /// The key.
        var name: String
        /// What replaced it.
        var replacement: String
        /// Whether the key counts as named only when quoted (`"trace"`, `` `trace` ``), because
        /// the plain word is ordinary English.
        var quotedOnly: Bool

        func isNamed(in notes: String) -> Bool {
            quotedOnly ? notes.includes("\"\(name)\"") || notes.includes("`\(name)`") : notes.includes(name)
        }

        var message: String {
            "the notes name \"\(name)\", a key of fixture format 1 that format 2 replaced by \(replacement) (Specs/FIXTURE-FORMAT.md): describe the fixture in the keys it has"
        }
    }

    /// The keys format 2 retired (`dispatch-conformance migrate` rewrites them in the JSON, not in notes).
    static let retiredKeys = [
        RetiredKey(name: "scrollableAxes", replacement: "a scroll view's \"contentSize\"", quotedOnly: false),
        RetiredKey(name: "trace", replacement: "an expectation's \"exact\"", quotedOnly: true),
    ]
}
