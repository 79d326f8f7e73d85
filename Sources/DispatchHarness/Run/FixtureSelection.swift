import DispatchModel

/// Which fixtures of a corpus a command acts on.
public struct FixtureSelection: Sendable {
    /// A glob over fixture ids (`*` any run of characters, `?` one character); nil selects all.
    public var idGlob: String?
    /// Only fixtures that need this feature; nil selects all.
    public var feature: Feature?

    /// Creates a selection.
    public init(idGlob: String? = nil, feature: Feature? = nil) {
        self.idGlob = idGlob
        self.feature = feature
    }

    /// Whether a corpus file is selected. A file that did not decode is selected by its file
    /// name, and never silently dropped by a feature filter.
    public func matches(_ file: CorpusFile) -> Bool {
        let id = file.fixture?.id ?? file.fileID
        if let idGlob, !Glob.matches(idGlob, id) { return false }
        if let feature, let fixture = file.fixture, !fixture.features.contains(feature) { return false }
        return true
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
