/// One scenario of the corpus with its metadata and the expected trace.
public struct Fixture: Sendable, Hashable {
    /// The only fixture format version this package reads; `dispatch-conformance migrate` turns
    /// format-1, -2 and -3 files into it. Format 3 gave each expectation the `rules` it checks;
    /// format 4 adds the iOS versions a fixture holds for (`ios`).
    public static let formatVersion = 4

    /// Stable id, equal to the file name without `.json`.
    public var id: String
    /// One line saying what the fixture shows.
    public var title: String
    /// The rule ids it checks.
    public var rules: [String]
    /// The features an engine needs to run it.
    public var features: [Feature]
    /// Where the expected behaviour comes from.
    public var provenance: [Provenance]
    /// How binding the expectation is.
    public var conformance: Conformance
    /// The iOS versions it holds for; nil for every version the corpus covers.
    public var ios: IOSRange?
    /// Reviewers' notes.
    public var notes: String?
    /// What the engine plays.
    public var scenario: Scenario
    /// What the trace must show.
    public var expectations: [Expectation]
    /// The fixture's `scene` and `script` exactly as its file wrote them, as
    /// `{"scene": …, "script": […]}`: only the keys the author set, so that an engine can tell a
    /// value the fixture chose from a default (``EngineRequest/written``). Nil for a fixture made
    /// in code.
    public var written: JSONValue?

    /// Creates a fixture.
    public init(
        id: String, title: String, rules: [String], features: [Feature], provenance: [Provenance], conformance: Conformance,
        ios: IOSRange? = nil, notes: String? = nil, scenario: Scenario, expectations: [Expectation], written: JSONValue? = nil
    ) {
        self.id = id
        self.title = title
        self.rules = rules
        self.features = features
        self.provenance = provenance
        self.conformance = conformance
        self.ios = ios
        self.notes = notes
        self.scenario = scenario
        self.expectations = expectations
        self.written = written
    }

    /// The id syntax: lower-case words of letters and digits joined by single hyphens.
    public static func isValidID(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }
}
