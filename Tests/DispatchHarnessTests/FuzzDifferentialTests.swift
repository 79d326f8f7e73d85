import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// An engine under test with two planted bugs that no invariant notices, so that only the
/// comparison with the reference engine finds them: it writes no `controlState` lines, and no tap
/// count for a touch that hit a view that is not a control. Otherwise it is the reference engine.
struct TwoFaultEngine: DispatchEngine {
    var name: String { "two-faults" }
    var features: Set<Feature> { Set(Feature.catalogue) }

    func run(_ scenario: Scenario) throws -> Trace {
        var trace = try ReferenceEngine().run(scenario)
        let controls = Set(scenario.scene.allViews.map(\.view).filter(\.kind.isControl).map(\.id))
        var views: [Int: String] = [:]
        for entry in trace.entries { if case .hit(let touch, let view?) = entry.event { views[touch] = view } }
        trace.entries.removeAll { entry in
            switch entry.event {
            case .tapCount(let touch, _): !controls.contains(views[touch] ?? "")
            case .controlState: true
            default: false
            }
        }
        return trace
    }
}

/// Controls and fingers only, so that many cases touch a control.
let controlsProfile = FuzzProfile(features: [.hitTesting, .responderChain, .controls, .controlState, .tapCounts, .multiTouch])
let twoFaultOracle = FuzzOracle(reference: ReferenceEngine(), candidate: TwoFaultEngine(), profile: controlsProfile)
let twoFaultRun = Fuzzer(seed: 3, oracle: twoFaultOracle, maximumShrunk: 60).run(cases: Array(0..<600))

/// Whether a finding is a difference whose reference line is a control's state.
func isControlStateDivergence(_ finding: FuzzFinding?) -> Bool { finding?.divergence?.expected == "controlState" }

@Test func theShrinkerKeepsTheKindOfTheFirstDifference() throws {
    let summary = twoFaultRun
    #expect(summary.differences > 0 && summary.violations == 0 && summary.crashes == 0)
    let expectedKinds = Set(summary.failures.compactMap(\.finding.divergence?.expected))
    #expect(expectedKinds == ["controlState", "tapCount"], "both bugs are found")
    for failure in summary.failures {
        #expect(failure.finding.divergence != nil)
        #expect(failure.shrunkFinding.divergence == failure.finding.divergence, "case \(failure.fuzzCase.index)")
        let replayed = twoFaultOracle.findings(for: failure.shrinking.scenario).first
        #expect(replayed?.divergence == failure.finding.divergence)
    }
}

/// What the test above guards against: shrinking a controlState divergence while any difference
/// remains lets the shrinker drift to the other bug, whose lines survive more reductions.
@Test func shrinkingWhileAnyDifferenceRemainsDriftsToAnotherBug() throws {
    let controlStateCases = twoFaultRun.failures.filter { isControlStateDivergence($0.finding) }.map(\.fuzzCase)
    #expect(!controlStateCases.isEmpty)
    let drifted = controlStateCases.filter { fuzzCase in
        let loose = Shrinker().shrink(fuzzCase.scenario) { candidate in
            twoFaultOracle.findings(for: candidate).contains { $0.kind == .difference }
        }
        return !isControlStateDivergence(twoFaultOracle.findings(for: loose.scenario).first)
    }
    #expect(!drifted.isEmpty, "at least one of \(controlStateCases.count) cases drifts to the tap-count bug")
}

@Test func aMaskedClassIsNoLongerADifference() throws {
    let masked = FuzzOracle(
        reference: ReferenceEngine(), candidate: TwoFaultEngine(), profile: controlsProfile,
        mask: try DivergenceMask(names: ["controlState", "tapCount"]))
    let summary = Fuzzer(seed: 3, oracle: masked, maximumShrunk: 1).run(cases: Array(0..<300))
    #expect(summary.succeeded, "\(summary.closingLine)")
    let kindOnly = FuzzOracle(
        reference: ReferenceEngine(), candidate: TwoFaultEngine(), profile: controlsProfile, mask: try DivergenceMask(names: ["tapCount"]))
    let remaining = Fuzzer(seed: 3, oracle: kindOnly, maximumShrunk: 5).run(cases: Array(0..<300))
    #expect(remaining.differences > 0)
    #expect(remaining.failures.allSatisfy { isControlStateDivergence($0.finding) })
}

@Test func aDivergenceNamesTheKindsOfItsFirstDifferingLines() throws {
    let expected = try Trace(parsingLines: ["@0 touch 1 began (1,1)", "touch 1 hit A", "gesture t possible -> ended"])
    let actual = try Trace(parsingLines: ["@0 touch 1 began (1,1)", "touch 1 hit A", "touchesEnded A [1]"])
    let divergence = try #require(Divergence.first(expected: expected, actual: actual))
    #expect(divergence.line == 3)
    #expect(divergence.kind.description == "expected a gesture line, got a touches line")
    let shorter = try #require(Divergence.first(expected: expected, actual: Trace(Array(expected.entries.prefix(2)))))
    #expect(shorter.kind.description == "expected a gesture line, got the end of the trace")
    #expect(Divergence.first(expected: expected, actual: expected) == nil)
}

@Test func aMaskNamesChannelsOrLineKindsAndRejectsAnythingElse() throws {
    let names = DivergenceMask.names(option: "gestureValue, nilTargetedAction", file: "# known\nlocation  # TD-07 not done\n\ndropped\n")
    #expect(names == ["gestureValue", "nilTargetedAction", "location", "dropped"])
    let mask = try DivergenceMask(names: names)
    #expect(mask.channels == [.gestureValue, .location, .dropped] && mask.kinds == ["nilTargetedAction"])
    #expect(mask.masks(.droppedMotion(phase: .ended)) && !mask.masks(.touches(phase: .began, responder: "A", touches: [1])))
    #expect(throws: DivergenceMask.MaskError.self) { try DivergenceMask(names: ["gestures"]) }
}
