import DispatchFuzz
import DispatchHarness
import DispatchModel
import Foundation
import Testing

/// Cases of one seed with every feature, shared by the coverage tests below.
let vocabularyCases = (0..<2000).map { FuzzCase.generate(seed: 4, index: $0, profile: .everything).scenario }

@Test func everyGeneratedCaseIsValidForItsProfile() {
    let profiles: [(String, FuzzProfile)] = [
        ("everything", .everything), ("hit testing", FuzzProfile(features: [.hitTesting])),
        ("responder chain", FuzzProfile(features: [.hitTesting, .responderChain, .windows])),
        ("taps and controls", FuzzProfile(features: [.hitTesting, .responderChain, .gestures, .tap, .controls, .multiTouch])),
        ("no multi-touch", FuzzProfile(features: Set(Feature.catalogue).subtracting([.multiTouch, .touchTypes, .firstResponder]))),
    ]
    for (name, profile) in profiles {
        for index in 0..<300 {
            let fuzzCase = FuzzCase.generate(seed: 2, index: index, profile: profile)
            let problems = fuzzCase.problems(for: profile)
            #expect(problems.isEmpty, "\(name), case \(index): \(problems)")
        }
    }
}

@Test func generatedCasesSurviveTheCompactFixtureForm() throws {
    for (index, scenario) in vocabularyCases.prefix(400).enumerated() {
        let (scene, script) = CompactScenarioJSON.json(of: scenario)
        let text = FixtureLayout.text(.object([JSONMember("scene", scene), JSONMember("script", script)]))
        let context = DecodingContext(file: "case \(index)")
        #expect(Scenario.decode(try JSONParser.parse(text), .root, context) == scenario, "case \(index): \(context.diagnostics)")
    }
}

@Test func generatedScenesUseEveryKindOfViewRecognizerAndKey() {
    let views = vocabularyCases.flatMap { $0.scene.allViews.map(\.view) }
    let recognizers = vocabularyCases.flatMap { $0.scene.allRecognizers.map(\.recognizer) }.filter { !$0.id.contains("_delay") }
    #expect(Set(views.map(\.kind)) == Set(ViewKind.allCases))
    #expect(Set(recognizers.map(\.kind.name)) == ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"])
    #expect(recognizers.contains { !$0.enabled } && recognizers.contains { !$0.cancelsTouchesInView })
    #expect(recognizers.contains { $0.delaysTouchesBegan } && recognizers.contains { !$0.delaysTouchesEnded })
    #expect(recognizers.contains { ($0.allowedTouchTypes?.count ?? 4) < 4 } && recognizers.contains { !$0.requiresExclusiveTouchType })
    #expect(recognizers.contains { !$0.requireToFail.isEmpty } && recognizers.contains { !$0.cannotPrevent.isEmpty })
    #expect(recognizers.contains { !$0.cannotBePreventedBy.isEmpty } && recognizers.contains { $0.actions.isEmpty })
    let delegates = recognizers.compactMap(\.delegate)
    #expect(delegates.contains { !$0.shouldBegin } && delegates.contains { $0.shouldReceiveTouch == .always(false) })
    #expect(delegates.contains { if case .exceptInside = $0.shouldReceiveTouch { true } else { false } })
    #expect(
        delegates.contains { $0.shouldRecognizeSimultaneouslyWith == .all } && delegates.contains { $0.shouldBeRequiredToFailBy == .all })
    #expect(delegates.contains { !$0.shouldRequireFailureOf.isEmpty })
    #expect(Set(views.map(\.gestureRecognizerShouldBegin)) == Set(ViewGestureVeto.allCases))
    let controls = views.compactMap(\.control)
    #expect(controls.contains { !$0.enabled } && controls.contains { !$0.beginTracking } && controls.contains { !$0.continueTracking })
    #expect(controls.contains { $0.selected } && controls.contains { $0.targets.contains { $0.target == .firstResponder } })
    #expect(controls.contains { $0.targets.contains { $0.events.isEmpty } })
    #expect(controls.contains { $0.slider.map { !$0.continuous } == true })
    let scrolls = views.compactMap(\.scrollView)
    #expect(
        scrolls.contains { !$0.delaysContentTouches } && scrolls.contains { !$0.canCancelContentTouches }
            && scrolls.contains(where: \.zoomable))
    #expect(scrolls.contains { if case .falseFor = $0.touchesShouldBegin { true } else { false } })
    #expect(scrolls.contains { if case .falseFor? = $0.touchesShouldCancel { true } else { false } })
    #expect(scrolls.contains { $0.contentSize.width == 0 || $0.contentSize.height == 0 })
    #expect(views.contains(where: \.exclusiveTouch) && views.contains(where: \.multipleTouchEnabled))
    #expect(views.contains { $0.responder.canBecomeFirstResponder } && views.contains { !$0.responder.actionMethods.isEmpty })
    let scenes = vocabularyCases.map(\.scene)
    #expect(
        scenes.contains { $0.windows.contains { $0.sendEvent == .swallow } } && scenes.contains { $0.application.sendEvent == .observe })
    #expect(scenes.contains { $0.windows.contains(where: \.isKey) } && scenes.contains { $0.application.receivesRemoteControlEvents })
}

@Test func generatedScriptsUseEveryKindOfStep() {
    let steps = vocabularyCases.flatMap(\.script)
    func has(_ predicate: (ScriptStep.Action) -> Bool) -> Bool { steps.contains { predicate($0.action) } }
    #expect(has { if case .touches = $0 { true } else { false } })
    #expect(has { $0 == .wait } && has { $0 == .systemCancel })
    #expect(has { $0 == .beginIgnoringInteractionEvents } && has { $0 == .endIgnoringInteractionEvents })
    #expect(has { if case .setRecognizerEnabled(_, false) = $0 { true } else { false } })
    #expect(has { if case .setRecognizerEnabled(_, true) = $0 { true } else { false } })
    for mutation in ViewMutation.allCases { #expect(has { if case .mutateView(mutation, _) = $0 { true } else { false } }) }
    #expect(
        has { if case .becomeFirstResponder = $0 { true } else { false } }
            && has { if case .resignFirstResponder = $0 { true } else { false } })
    #expect(has { $0 == .motion(.began) } && has { $0 == .motion(.ended) } && has { $0 == .motion(.cancelled) })
    #expect(has { if case .remoteControl = $0 { true } else { false } })
    #expect(has { if case .sendAction = $0 { true } else { false } } && has { if case .targetForAction = $0 { true } else { false } })
    #expect(Set(steps.flatMap(\.touchChanges).map(\.type)) == Set(TouchType.allCases))
    let overlapping = vocabularyCases.filter { scenario in
        var down = 0
        return scenario.script.contains { step in
            step.touchChanges.contains { change in
                down += change.phase == .began ? 1 : (change.phase == .moved ? 0 : -1)
                return down > 1
            }
        }
    }
    #expect(overlapping.count > 200)
}
