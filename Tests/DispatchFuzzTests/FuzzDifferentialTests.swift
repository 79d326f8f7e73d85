import DispatchFuzz
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

/// Whether a finding is a difference whose reference line is a control's state.
func isControlStateDivergence(_ finding: FuzzFinding?) -> Bool { finding?.divergence?.expected == "controlState" }

/// The first cases of seed 3 that diverge each way: four whose first difference is a control's
/// state, four whose first difference is a tap count.
let twoFaultCases: [(fuzzCase: FuzzCase, finding: FuzzFinding)] = {
    var found: [(FuzzCase, FuzzFinding)] = []
    var controlState = 0
    var tapCount = 0
    for index in 0..<5000 where controlState < 4 || tapCount < 4 {
        let fuzzCase = FuzzCase.generate(seed: 3, index: index, profile: controlsProfile)
        guard let finding = twoFaultOracle.findings(for: fuzzCase.scenario).first else { continue }
        if isControlStateDivergence(finding) {
            guard controlState < 4 else { continue }
            controlState += 1
        } else {
            guard tapCount < 4 else { continue }
            tapCount += 1
        }
        found.append((fuzzCase, finding))
    }
    return found
}()

@Test func theShrinkerKeepsTheKindOfTheFirstDifference() throws {
    #expect(twoFaultCases.count == 8, "four cases of each bug among the first 5,000")
    #expect(twoFaultCases.allSatisfy { $0.finding.kind == .difference })
    let fuzzer = Fuzzer(seed: 3, oracle: twoFaultOracle)
    for (fuzzCase, finding) in twoFaultCases {
        let failure = fuzzer.investigate(fuzzCase, finding: finding)
        #expect(failure.shrunkFinding.divergence == finding.divergence, "case \(fuzzCase.index)")
        #expect(twoFaultOracle.findings(for: failure.shrinking.scenario).first?.divergence == finding.divergence)
        #expect(failure.shrinking.steps > 0, "case \(fuzzCase.index) shrank")
    }
}

/// What the test above guards against: shrinking a controlState divergence while any difference
/// remains lets the shrinker drift to the other bug, whose lines survive more reductions.
@Test func shrinkingWhileAnyDifferenceRemainsDriftsToAnotherBug() throws {
    let controlStateCases = twoFaultCases.filter { isControlStateDivergence($0.finding) }.map(\.fuzzCase)
    #expect(controlStateCases.count == 4)
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
    let names = DivergenceMask.names(
        option: "gestureValue, targetedControlAction", file: "# known\nlocation  # TD-07 not done\n\ndropped\n")
    #expect(names == ["gestureValue", "targetedControlAction", "location", "dropped"])
    let mask = try DivergenceMask(names: names)
    #expect(mask.channels == [.gestureValue, .location, .dropped] && mask.kinds == ["targetedControlAction"])
    #expect(mask.masks(.droppedMotion(phase: .ended)) && !mask.masks(.touches(phase: .began, responder: "A", touches: [1])))
    #expect(throws: DivergenceMask.MaskError.self) { try DivergenceMask(names: ["gestures"]) }
}
