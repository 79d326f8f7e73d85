import DispatchCoverage
import DispatchHarness
import DispatchModel
import DispatchPictures

/// A static HTML catalogue of a corpus and its rules: `index.html` (fixtures by area and by rule,
/// coverage gaps), a page and an SVG drawing per fixture in `fixtures/`, a page per rule in
/// `rules/`. Pages are XHTML-compatible, use relative links and no external assets, and are the
/// same bytes for the same corpus, catalogue and engine.
///
/// The engine is only asked for each fixture's trace, whose `hit` lines the drawings outline;
/// pages show the fixtures' expected traces. Given engines' `--json` results, the site also has
/// `matrix.html` (engines as columns) and a page per engine and result that is not a PASS in
/// `results/`; given the vocabulary coverage, `vocabulary.html`.
public struct CorpusSite: Sendable {
    /// The fixtures.
    public var corpus: Corpus
    /// The rules, with their texts.
    public var rules: RuleCatalogue
    /// The engine whose hit views are drawn (the CLI uses the reference engine).
    public var engine: any DispatchEngine
    /// Engines' results for the results matrix; none, no matrix.
    public var results: [EngineResults]
    /// The vocabulary coverage for its page; nil, no page.
    public var vocabulary: VocabularyCoverage?

    /// Creates a site.
    public init(
        corpus: Corpus, rules: RuleCatalogue, engine: any DispatchEngine, results: [EngineResults] = [],
        vocabulary: VocabularyCoverage? = nil
    ) {
        self.corpus = corpus
        self.rules = rules
        self.engine = engine
        self.results = results
        self.vocabulary = vocabulary
    }

    /// Every file of the site, sorted by path. A fixture id or rule id that occurs twice gets
    /// one page, from its first occurrence (`lint` reports the duplicate).
    public func pages() -> [SitePage] {
        let fixtures = siteFixtures()
        let citing = fixturesCiting(fixtures)
        let context = SiteContext(rules: rules, engineName: engine.name)
        var pages = [
            IndexPage(
                corpus: corpus, fixtures: fixtures, rules: rules, citing: citing, hasMatrix: !results.isEmpty,
                hasVocabulary: vocabulary != nil
            ).page()
        ]
        if let vocabulary {
            pages.append(VocabularyPage(coverage: vocabulary, fixtureIDs: Set(fixtures.map(\.id))).page())
        }
        if !results.isEmpty {
            let rows = MatrixRow.rows(fixtures: fixtures, columns: results)
            pages.append(MatrixPage(columns: results, rows: rows, context: context).page())
            for row in rows {
                for (column, result) in row.results.enumerated() {
                    guard let result, result.status != "PASS" || !row.hasPage else { continue }
                    pages.append(ResultPage(engine: results[column], column: column, row: row, result: result, context: context).page())
                }
            }
        }
        for (index, entry) in fixtures.enumerated() {
            let page = FixturePage(
                entry: entry, context: context, previous: index > 0 ? fixtures[index - 1].fixture : nil,
                next: index + 1 < fixtures.count ? fixtures[index + 1].fixture : nil)
            pages.append(page.page())
            pages.append(SitePage(path: SitePaths.fixtureDrawing(entry.id), contents: entry.drawing.render()))
        }
        let uniqueRules = unique(rules.rules, by: \.id)
        for (index, rule) in uniqueRules.enumerated() {
            let page = RulePage(
                rule: rule, fixtures: citing[rule.id] ?? [], context: context,
                previous: index > 0 ? uniqueRules[index - 1] : nil, next: index + 1 < uniqueRules.count ? uniqueRules[index + 1] : nil)
            pages.append(page.page())
        }
        return pages.sorted { $0.path < $1.path }
    }

    /// The decoded fixtures in corpus order, each id once, with the engine's traces.
    private func siteFixtures() -> [SiteFixture] {
        let decoded = corpus.files.compactMap { file in file.fixture.map { (fixture: $0, path: file.relativePath) } }
        return unique(decoded, by: \.fixture.id).map { item in
            let trace: Result<Trace, SiteFixture.EngineRunFailure>
            do {
                trace = .success(try engine.run(EngineRequest(fixture: item.fixture)))
            } catch {
                trace = .failure(SiteFixture.EngineRunFailure(message: "\(error)"))
            }
            return SiteFixture(
                fixture: item.fixture, relativePath: item.path, trace: trace,
                writtenScene: SceneListing.writtenScene(root: corpus.root, relativePath: item.path))
        }
    }

    /// For each rule id, the fixtures that cite it, in corpus order.
    private func fixturesCiting(_ fixtures: [SiteFixture]) -> [String: [Fixture]] {
        var citing: [String: [Fixture]] = [:]
        for entry in fixtures {
            for rule in entry.fixture.rules where !(citing[rule] ?? []).contains(where: { $0.id == entry.id }) {
                citing[rule, default: []].append(entry.fixture)
            }
        }
        return citing
    }

    /// The elements whose key was not seen before, in order.
    private func unique<Element, Key: Hashable>(_ elements: [Element], by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return elements.filter { seen.insert(key($0)).inserted }
    }
}

/// What every page needs to know about the whole site.
struct SiteContext: Sendable {
    /// The rule catalogue, for links and titles.
    var rules: RuleCatalogue
    /// The engine's name, for captions.
    var engineName: String

    /// The Markdown renderer for a page at `path`, linking the catalogue's rule ids.
    func markdown(on path: String) -> InlineMarkdown {
        let ids = rules.ids
        return InlineMarkdown { id in ids.contains(id) ? SitePaths.link(from: path, to: SitePaths.rulePage(id)) : nil }
    }

    /// A link to a rule's page from the page at `path`, titled with the rule's title; the id
    /// alone, marked, when the rule is not in the catalogue.
    func ruleLink(_ id: String, from path: String, withTitle: Bool = false) -> String {
        guard let rule = rules.rule(id) else {
            return "<span class=\"rule-id gap\">\(Markup.escape(id))</span> <span class=\"gap\">(not in the catalogue)</span>"
        }
        let link = SitePaths.link(from: path, to: SitePaths.rulePage(id))
        let title = withTitle ? " \(Markup.escape(rule.title))" : ""
        return
            "<a href=\"\(Markup.escape(link))\" title=\"\(Markup.escape(rule.title))\"><span class=\"rule-id\">\(Markup.escape(id))</span>\(title)</a>"
    }
}
