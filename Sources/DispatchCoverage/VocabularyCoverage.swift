import DispatchHarness
import DispatchModel
import Foundation

/// Which value classes of the scene and script vocabulary, and which combinations, the corpus
/// exercises — by any fixture and by `required` fixtures — and which are deliberately left
/// uncovered, with the reason given in `Specs/VOCABULARY.md` (`coverage --vocabulary`).
public struct VocabularyCoverage: Sendable {
    /// Every item measured, in order.
    public let items: [VocabularyItem]
    /// The fixtures exercising each item, by id, sorted.
    public let fixtures: [VocabularyItem: [String]]
    /// The `required` fixtures among them.
    public let requiredFixtures: [VocabularyItem: [String]]
    /// Items `Specs/VOCABULARY.md` lists as deliberately uncovered, with the reason.
    public let deliberatelyUncovered: [VocabularyItem: String]
    /// Problems with `Specs/VOCABULARY.md`: listed items that do not exist, or that a required
    /// fixture does exercise (the list must not go stale).
    public let problems: [String]

    /// Every item of the vocabulary: the value classes of every key of every object kind, and the
    /// combinations of `Specs/VOCABULARY.md`.
    public static let universe: [VocabularyItem] = {
        var items: [VocabularyItem] = []
        func add(_ object: String, _ table: String, _ keys: [String]) {
            for key in keys {
                for valueClass in VocabularyClasses.objects[table]?[key] ?? [] {
                    items.append(VocabularyItem(object: object, key: key, valueClass: valueClass.name))
                }
            }
        }
        add("window", "window", VocabularyClasses.windowKeys)
        let kinds = ViewKind.allCases.map(\.rawValue)
        let viewKeys = Set(kinds.flatMap { VocabularyClasses.viewKeys(kind: $0) })
        add("view", "view", viewKeys.subtracting(VocabularyClasses.viewKeysByKind).sorted())
        for kind in kinds {
            add("view[\(kind)]", "viewByKind", VocabularyClasses.viewKeys(kind: kind).filter(VocabularyClasses.viewKeysByKind.contains))
        }
        for table in [
            "viewController", "application", "windowScene", "responder", "touchesByPhase", "testFirst", "outset", "contentAnswer",
            "controlTarget",
            "recognizerDelegate", "touchFilter", "recognizerAction", "touchChange",
        ] {
            add(table, table, (VocabularyClasses.objects[table] ?? [:]).keys.sorted())
        }
        add(
            "gestureRecognizer", "gestureRecognizer",
            GestureRecognizerSpec.commonKeys.filter { !VocabularyClasses.recognizerKeysByKind.contains($0) })
        for kind in CombinationWalk.recognizerKinds {
            add(
                "gestureRecognizer[\(kind)]", "gestureRecognizer",
                GestureRecognizerSpec.commonKeys.filter(VocabularyClasses.recognizerKeysByKind.contains)
                    + (GestureRecognizerSpec.kindKeys[kind] ?? []))
        }
        for (kind, keys) in VocabularyClasses.scriptStepKeys.sorted(by: { $0.key < $1.key }) {
            add("scriptStep[\(kind)]", "scriptStep", keys)
        }
        return items.sorted() + CombinationWalk.universe
    }()

    /// Measures `corpus`; `trace` gives a trace of a fixture's scenario (the reference engine's),
    /// for the combinations that need one; `specsDirectory` holds `VOCABULARY.md`.
    public init(corpus: Corpus, specsDirectory: String, trace: (Fixture) -> Trace?) throws {
        var fixtures: [VocabularyItem: Set<String>] = [:]
        var required: [VocabularyItem: Set<String>] = [:]
        for file in corpus.files {
            guard let fixture = file.fixture else { continue }
            let path = (corpus.root as NSString).appendingPathComponent(file.relativePath)
            guard let data = FileManager.default.contents(atPath: path), let document = try? JSONParser.parse(Array(data)) else { continue }
            let exercised = VocabularyWalk(document: document).exercised.union(CombinationWalk.items(of: fixture, trace: trace(fixture)))
            for item in exercised {
                fixtures[item, default: []].insert(fixture.id)
                if fixture.conformance == .required { required[item, default: []].insert(fixture.id) }
            }
        }
        let listed = try Self.deliberatelyUncovered(specsDirectory: specsDirectory)
        let known = Set(Self.universe)
        var problems: [String] = []
        for name in listed.unknown {
            problems.append("Specs/VOCABULARY.md lists \(name), which is not an item of the vocabulary (see `coverage --vocabulary --all`)")
        }
        for (item, _) in listed.items.sorted(by: { $0.key < $1.key }) where known.contains(item) {
            if let ids = required[item], !ids.isEmpty {
                problems.append(
                    "Specs/VOCABULARY.md lists \(item) as uncovered, but required fixtures exercise it (\(ids.sorted().prefix(3).joined(separator: ", "))); remove it from the list"
                )
            }
        }
        self.items = Self.universe
        self.fixtures = fixtures.mapValues { $0.sorted() }
        self.requiredFixtures = required.mapValues { $0.sorted() }
        self.deliberatelyUncovered = listed.items
        self.problems = problems
    }

    /// The items no `required` fixture exercises and that are not listed with a reason.
    public var gaps: [VocabularyItem] {
        items.filter { (requiredFixtures[$0] ?? []).isEmpty && deliberatelyUncovered[$0] == nil }
    }

    /// The items exercised by a required fixture.
    public var coveredByRequired: Int { items.filter { !(requiredFixtures[$0] ?? []).isEmpty }.count }

    /// The items exercised by any fixture.
    public var coveredByAny: Int { items.filter { !(fixtures[$0] ?? []).isEmpty }.count }

    /// The summary line: `vocabulary: 512 items; 480 exercised by required fixtures, 20 by others only; 12 deliberately uncovered; 0 gaps`.
    public var summary: String {
        let othersOnly = coveredByAny - coveredByRequired
        return
            "vocabulary: \(counted(items.count, "item")); \(coveredByRequired) exercised by required fixtures, \(othersOnly) by other fixtures only; "
            + "\(deliberatelyUncovered.count) deliberately uncovered; \(counted(gaps.count, "gap"))"
    }

    /// The items `Specs/VOCABULARY.md` lists in its "Deliberately uncovered" table, with reasons.
    static func deliberatelyUncovered(specsDirectory: String) throws -> (items: [VocabularyItem: String], unknown: [String]) {
        let path = (specsDirectory as NSString).appendingPathComponent("VOCABULARY.md")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HarnessError.missingDirectory(path, what: "vocabulary file", option: "--specs")
        }
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        guard let section = text.components(separatedBy: "## Deliberately uncovered").dropFirst().first else { return ([:], []) }
        var listed: [VocabularyItem: String] = [:]
        var unknown: [String] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if let item = universe.first(where: { $0.description == name }) {
                listed[item] = cells[2]
            } else {
                unknown.append(name)
            }
        }
        return (listed, unknown)
    }
}
