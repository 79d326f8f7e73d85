import DispatchModel

/// Which fixtures of a corpus a command acts on: every inclusion must match, then no exclusion may.
public struct FixtureSelection: Sendable {
    /// A glob over fixture ids (`*` any run of characters, `?` one character); nil selects all.
    public var idGlob: String?
    /// Only fixtures that need this feature; nil selects all.
    public var feature: Feature?
    /// Only fixtures in this area: a folder below the corpus root (`hit-testing`, `gestures`,
    /// `gestures/tap`), its subfolders included.
    public var area: String?
    /// Only fixtures citing a rule whose id matches this glob (`HT-04`, `RC-*`).
    public var ruleGlob: String?
    /// Only fixtures of this conformance level.
    public var conformance: Conformance?
    /// Globs over fixture ids removed after the inclusions.
    public var excludedIDGlobs: [String]
    /// Only fixtures with an expectation resting on evidence of this grade or a stronger one
    /// (``EvidenceGrade``); graded against the rule catalogue given to ``matches(_:rules:)``.
    public var evidence: EvidenceGrade.Level?

    /// Creates a selection.
    public init(
        idGlob: String? = nil, feature: Feature? = nil, area: String? = nil, ruleGlob: String? = nil, conformance: Conformance? = nil,
        excludedIDGlobs: [String] = []
    ) {
        self.idGlob = idGlob
        self.feature = feature
        self.area = area
        self.ruleGlob = ruleGlob
        self.conformance = conformance
        self.excludedIDGlobs = excludedIDGlobs
    }

    /// Whether any filter is set.
    public var isFiltered: Bool {
        idGlob != nil || feature != nil || area != nil || ruleGlob != nil || conformance != nil || !excludedIDGlobs.isEmpty
            || evidence != nil
    }

    /// Whether a corpus file is selected. A file that did not decode is selected by its id and
    /// area only, so that content filters never hide a broken file. `rules` grades the evidence
    /// of the fixture's expectations when ``evidence`` is set; without it no fixture passes that
    /// filter.
    public func matches(_ file: CorpusFile, rules: RuleCatalogue? = nil) -> Bool {
        let id = file.fixture?.id ?? file.fileID
        if let idGlob, !Glob.matches(idGlob, id) { return false }
        if let area, !file.isIn(area: area) { return false }
        if let fixture = file.fixture {
            if let feature, !fixture.features.contains(feature) { return false }
            if let ruleGlob, !fixture.rules.contains(where: { Glob.matches(ruleGlob, $0) }) { return false }
            if let conformance, fixture.conformance != conformance { return false }
            if let evidence {
                guard let rules, let grade = EvidenceGrade.strongest(of: fixture.expectations, in: fixture, rules: rules),
                    grade.level <= evidence
                else { return false }
            }
        }
        return !excludedIDGlobs.contains { Glob.matches($0, id) }
    }
}

/// Shell-style wildcard matching over ids.
public enum Glob {
    /// Whether `text` matches `pattern`, where `*` matches any run of characters and `?` one.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var (pi, ti) = (0, 0)
        var star: Int?
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if let star {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
