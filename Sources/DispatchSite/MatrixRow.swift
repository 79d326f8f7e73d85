import DispatchModel

/// One fixture as the results matrix lists it: what the corpus (or, for a fixture the corpus does
/// not hold, the results) says about it, and each engine's result.
struct MatrixRow: Sendable {
    /// The fixture's id.
    var id: String
    /// The fixture's title (empty when the corpus does not hold it).
    var title: String
    /// The folder path of the fixture file below the corpus root (`gestures/tap`), `top level`
    /// for a file at the root, or `not in the corpus`.
    var area: String
    /// The rules the fixture cites.
    var rules: [String]
    /// The conformance level (`required`, …), or `unknown`.
    var level: String
    /// The fixture, when the corpus holds it (and so it has a page).
    var fixture: Fixture?
    /// Each engine's result, in the order of the columns; nil where the engine's run has none.
    var results: [EngineResults.Result?]

    /// Whether the corpus holds the fixture, so that it has a page.
    var hasPage: Bool { fixture != nil }

    /// The area of a fixture file: its folders below the corpus root.
    static func area(ofRelativePath path: String) -> String {
        let folders = path.split(separator: "/").dropLast()
        return folders.isEmpty ? "top level" : folders.joined(separator: "/")
    }

    /// The rows: the corpus's fixtures in corpus order, then the fixtures only the results name,
    /// in the order the engines' files give them.
    static func rows(fixtures: [SiteFixture], columns: [EngineResults]) -> [MatrixRow] {
        var rows = fixtures.map { entry in
            MatrixRow(
                id: entry.id, title: entry.fixture.title, area: area(ofRelativePath: entry.relativePath), rules: entry.fixture.rules,
                level: entry.fixture.conformance.rawValue, fixture: entry.fixture, results: columns.map { $0.result(entry.id) })
        }
        var known = Set(rows.map(\.id))
        for column in columns {
            for result in column.results where known.insert(result.id).inserted {
                let member = { (key: String) in result.details.first { $0.key == key }?.value }
                let rules: [String] =
                    if case .array(let values)? = member("rules") {
                        values.compactMap { if case .string(let rule) = $0 { rule } else { nil } }
                    } else { [] }
                let level: String = if case .string(let level)? = member("conformance") { level } else { "unknown" }
                rows.append(
                    MatrixRow(
                        id: result.id, title: "", area: "not in the corpus", rules: rules, level: level, fixture: nil,
                        results: columns.map { $0.result(result.id) }))
            }
        }
        return rows
    }
}
