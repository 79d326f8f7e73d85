import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// Generated cases for the metamorphic relations below (every coordinate a multiple of 1/4).
let metamorphicCases = (0..<300).map { FuzzCase.generate(seed: 11, index: $0, profile: .everything) }

/// The scenario moved by (dx, dy) on the screen: every window frame and every touch point.
func translated(_ scenario: Scenario, dx: Double, dy: Double) -> Scenario {
    var scene = scenario.scene
    for index in scene.windows.indices {
        scene.windows[index].view.frame.x += dx
        scene.windows[index].view.frame.y += dy
    }
    func moved(_ change: TouchChange) -> TouchChange {
        TouchChange(id: change.id, phase: change.phase, point: Point(x: change.point.x + dx, y: change.point.y + dy), type: change.type)
    }
    let script = scenario.script.map { step in
        switch step.action {
        case .touch(let id, let phase, let point):
            {
                var moved = step
                moved.action = .touch(id: id, phase: phase, point: Point(x: point.x + dx, y: point.y + dy))
                return moved
            }()
        case .touches(let changes): ScriptStep(at: step.at, action: .touches(changes.map(moved)))
        default: step
        }
    }
    return Scenario(scene: scene, script: script)
}

/// Whether every number of the scene and script is a multiple of 1/4 below 2^40, so that moving
/// it by a whole offset is exact in floating point.
func isOnQuarterGrid(_ scenario: Scenario) -> Bool {
    func fits(_ value: Double) -> Bool { (value * 4).rounded() == value * 4 && abs(value) < 0x1p40 }
    let frames = scenario.scene.windows.flatMap { [$0.view.frame.x, $0.view.frame.y, $0.view.frame.width, $0.view.frame.height] }
    let points = scenario.script.flatMap { step in step.touchChanges.flatMap { [$0.point.x, $0.point.y] } }
    return (frames + points).allSatisfy(fits)
}

/// The trace with its screen points moved back by (dx, dy): those of input lines and of
/// recognizers' `location` values (`Specs/TRACE-FORMAT.md`), the only lines a translation of the
/// whole screen may change. Translations, scales and rotations do not depend on the origin.
func movedBack(_ trace: Trace, dx: Double, dy: Double) -> Trace {
    func back(_ point: Point) -> Point { Point(x: point.x - dx, y: point.y - dy) }
    return Trace(
        trace.entries.map { entry in
            switch entry.event {
            case .input(let touch, let phase, let point):
                return TraceEntry(time: entry.time, event: .input(touch: touch, phase: phase, point: back(point)))
            case .gestureValue(let recognizer, "location", .point(let point)):
                return TraceEntry(
                    time: entry.time, event: .gestureValue(recognizer: recognizer, name: "location", value: .point(back(point))))
            default:
                return entry
            }
        })
}

@Test func translatingSceneAndScriptChangesOnlyInputCoordinates() throws {
    let corpusScenarios = sharedCorpus.fixtures.filter { isOnQuarterGrid($0.scenario) }.map { ($0.id, $0.scenario) }
    // Only fixtures with a window frame or a touch point off the quarter grid are left out, which
    // a translation could not move exactly: fewer than one in ten.
    #expect(corpusScenarios.count * 10 >= sharedCorpus.fixtures.count * 9, "\(corpusScenarios.count) of \(sharedCorpus.fixtures.count)")
    let generated = metamorphicCases.map { ("seed \($0.seed) case \($0.index)", $0.scenario) }
    for (name, scenario) in corpusScenarios + generated {
        // A large move off the screen's origin and a fractional one on the quarter grid.
        for (dx, dy) in [(-1000.0, 2048.0), (0.25, 0.5)] {
            let moved = try ReferenceEngine().run(translated(scenario, dx: dx, dy: dy))
            #expect(movedBack(moved, dx: dx, dy: dy) == (try ReferenceEngine().run(scenario)), "\(name) moved by (\(dx), \(dy))")
        }
    }
}

/// The scene with a view that cannot take touches (hidden, non-interactive, transparent or
/// animating) added as a sibling somewhere, or as a window. Two places are left out, where the
/// app's override reads the sibling without hit-testing it: the subviews of an
/// `includeSubviewFrames` view (whose `point(inside:)` reads every subview's frame), and the last
/// place among the subviews of a `lastSubviewInsteadOfSelf` view (which returns its last subview).
func addingInertSibling(to scene: Scene, _ random: inout SeededRandom) -> Scene {
    var sibling = ViewSpec(
        id: "inertSibling", frame: Rect(x: Double(random.int(in: -20...200)), y: Double(random.int(in: -20...400)), width: 200, height: 300)
    )
    switch random.int(in: 0...3) {
    case 0: sibling.hidden = true
    case 1: sibling.userInteractionEnabled = false
    case 2: sibling.alpha = random.pick([0, 0.005, 0.01])
    default: sibling.animating = true
    }
    let parents = scene.allViews.map(\.view).filter { view in
        view.pointInside != .includeSubviewFrames && !(view.hitTest == .lastSubviewInsteadOfSelf && view.subviews.isEmpty)
    }
    guard !parents.isEmpty, random.chance(0.85) else {
        var withWindow = scene
        // Not first: when no window says it is key, the first window listed is the key window (FR-07),
        // where shakes and remote-control events start.
        let position = random.int(in: 1...scene.windows.count)
        withWindow.windows.insert(WindowSpec(view: sibling, level: random.pick([0, 1000, -1])), at: position)
        return withWindow
    }
    let parent = random.pick(parents)
    return scene.mappingViews { view in
        guard view.id == parent.id else { return }
        let last = view.hitTest == .lastSubviewInsteadOfSelf ? view.subviews.count - 1 : view.subviews.count
        view.subviews.insert(sibling, at: random.int(in: 0...max(0, last)))
    }
}

/// Compared: the whole trace without the lines naming the sibling must equal the trace without
/// the sibling, and the sibling's own lines are only `hitTest S` followed by `hitTest S -> nil`
/// (the early-out of HT-03 never calls its `point(inside:)`).
@Test func anInertSiblingChangesNothingButItsOwnHitTestCalls() throws {
    var random = SeededRandom(seed: 3)
    for fuzzCase in metamorphicCases {
        let scenario = fuzzCase.scenario
        let withSibling = Scenario(scene: addingInertSibling(to: scenario.scene, &random), script: scenario.script)
        #expect(ScenarioRepair.isValid(withSibling))
        let trace = try ReferenceEngine().run(withSibling)
        let own = trace.entries.filter { $0.event.namedObjects.contains("inertSibling") }
        #expect(Trace(trace.entries.filter { !$0.event.namedObjects.contains("inertSibling") }) == (try ReferenceEngine().run(scenario)))
        let pairs = stride(from: 0, to: own.count, by: 2).map { own[$0...].prefix(2).map(\.event) }
        #expect(pairs.allSatisfy { $0 == [.hitTestCall(view: "inertSibling"), .hitTestReturn(view: "inertSibling", result: nil)] })
    }
}

/// `value` with the members of every object in a random order.
func shufflingKeys(_ value: JSONValue, _ random: inout SeededRandom) -> JSONValue {
    switch value {
    case .object(let members):
        return .object(random.shuffled(members).map { JSONMember($0.key, shufflingKeys($0.value, &random)) })
    case .array(let elements):
        return .array(elements.map { shufflingKeys($0, &random) })
    default:
        return value
    }
}

@Test func reorderingJSONKeysChangesNothing() throws {
    var random = SeededRandom(seed: 5)
    var texts: [(String, String)] = []
    for file in sharedCorpus.files {
        let data = try #require(
            FileManager.default.contents(atPath: repositoryRoot.appendingPathComponent("Fixtures/\(file.relativePath)").path))
        texts.append((file.fileID, String(decoding: data, as: UTF8.self)))
    }
    let oracle = FuzzOracle(reference: ReferenceEngine(), profile: .everything)
    for fuzzCase in metamorphicCases.prefix(50) {
        let fixture = FuzzFixture(
            seed: fuzzCase.seed, index: fuzzCase.index, finding: FuzzFinding(.difference, engine: "none", "none"),
            scenario: fuzzCase.scenario, original: fuzzCase.scenario, expected: oracle.expectedTrace(for: fuzzCase.scenario),
            profile: .everything, referenceName: "reference")
        texts.append((fixture.id, fixture.text))
    }
    for (id, text) in texts {
        // One order per file: the corpus and the generated cases give some 900 files, each
        // shuffled differently, which is what finds a decoder that reads keys by position.
        let original = try FixtureDecoder.decode(Array(text.utf8), file: id).get()
        let shuffled = JSONWriter.text(shufflingKeys(try JSONParser.parse(text), &random))
        let decoded = try FixtureDecoder.decode(Array(shuffled.utf8), file: id).get()
        // An equal fixture is an equal run: the engine is a function of the fixture (the
        // determinism tests check that), so comparing the values is the whole relation.
        #expect(decoded == original, "\(id)")
    }
}

/// One result of a run, as compared between runs: status, full trace and report text.
struct ComparableResult: Equatable, Sendable {
    var label: String
    var lines: [String]
}

@Test func theCorpusInRandomOrderInParallelTenTimesGivesIdenticalResults() async throws {
    // The fixtures of the release the reference engine models by default (iOS 26).
    let fixtures = sharedCorpus.fixtures.filter { ($0.ios ?? .all).contains(.latestCovered) }
    let runner = ConformanceRunner(engine: ReferenceEngine())
    let sequential = Dictionary(
        uniqueKeysWithValues: fixtures.map { fixture in
            let result = runner.run(fixture)
            return (fixture.id, ComparableResult(label: result.label, lines: result.trace?.lines ?? []))
        })
    #expect(sequential.values.allSatisfy { $0.label == "PASS" })
    var random = SeededRandom(seed: 8)
    for _ in 0..<10 {
        let order = random.shuffled(fixtures)
        let results = await withTaskGroup(of: (String, ComparableResult).self) { group in
            for fixture in order {
                group.addTask {
                    let result = runner.run(fixture)
                    return (fixture.id, ComparableResult(label: result.label, lines: result.trace?.lines ?? []))
                }
            }
            var collected: [String: ComparableResult] = [:]
            for await (id, result) in group { collected[id] = result }
            return collected
        }
        #expect(results == sequential)
    }
}
