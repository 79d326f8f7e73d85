import DispatchModel
import Testing

@Test func aLineWithoutWildcardsIsOneEvent() throws {
    let pattern = try LinePattern(parsing: "gesture tap possible -> ended")
    #expect(!pattern.isPattern)
    #expect(pattern.event == .gesture(recognizer: "tap", from: .possible, to: .ended))
}

@Test func aStarMatchesAnyOneWord() throws {
    let pattern = try LinePattern(parsing: "gesture tap * -> failed")
    #expect(pattern.matches(.gesture(recognizer: "tap", from: .possible, to: .failed)))
    #expect(pattern.matches(.gesture(recognizer: "tap", from: .changed, to: .failed)))
    #expect(!pattern.matches(.gesture(recognizer: "tap", from: .possible, to: .ended)))
    #expect(!pattern.matches(.gesture(recognizer: "pan", from: .possible, to: .failed)))
}

@Test func alternativesMatchAnyOfTheirWords() throws {
    let pattern = try LinePattern(parsing: "touchesEnded|touchesCancelled V [1]")
    #expect(pattern.matches(.touches(phase: .ended, responder: "V", touches: [1])))
    #expect(pattern.matches(.touches(phase: .cancelled, responder: "V", touches: [1])))
    #expect(!pattern.matches(.touches(phase: .moved, responder: "V", touches: [1])))
}

@Test func aStarMatchesAnyTouchSetAndAnyControlEvent() throws {
    #expect(try LinePattern(parsing: "touchesBegan V *").matches(.touches(phase: .began, responder: "V", touches: [1, 2])))
    let control = try LinePattern(parsing: "control B *")
    #expect(control.matches(.controlEvent(control: "B", event: .touchDragExit)))
    #expect(!control.matches(.controlState(control: "B", state: ControlState(highlighted: true, selected: false))))
}

@Test func aPatternKnowsTheChannelsItCanMatch() throws {
    #expect(Set(try LinePattern(parsing: "* V [1]").shapes.map(\.channel)) == [.touches, .sendEvent])
    #expect(Set(try LinePattern(parsing: "action * B *").shapes.map(\.channel)) == [.action])
}

@Test func aPatternNoLineCanMatchIsExplained() {
    #expect(throws: TraceSyntaxError.self) { try LinePattern(parsing: "gesture tap * -> faild") }
    do {
        _ = try LinePattern(parsing: "gesture tap * -> faild")
    } catch {
        #expect(error.message.contains("word 5, \"faild\", is not a state"))
    }
    do {
        _ = try LinePattern(parsing: "sideways *")
    } catch {
        #expect(error.message.contains("no line of the trace grammar starts with \"sideways\""))
    }
}

@Test func wildcardsAreWholeWordsAndAlternativesAreDistinct() {
    #expect(throws: TraceSyntaxError.self) { try LinePattern(parsing: "touchesBegan V [1,*]") }
    #expect(throws: TraceSyntaxError.self) { try LinePattern(parsing: "gesture tap ended|ended -> *") }
    #expect(throws: TraceSyntaxError.self) { try LinePattern(parsing: "gesture tap  * -> ended") }
}

@Test func selectorsWithColonsAreActionNames() throws {
    #expect(ActionName.isValid("save:") && ActionName.isValid("tapped:forEvent:") && ActionName.isValid("save"))
    #expect(!ActionName.isValid("save::") && !ActionName.isValid(":save") && !ActionName.isValid("save:now"))
    #expect(
        try TraceEvent(parsing: "action save: B touchUpInside -> vc")
            == .targetedControlAction(name: "save:", control: "B", event: .touchUpInside, receiver: "vc"))
}
